/** Placeholder during the merge: the AI Chat tab (helper ai-chat) replaces this file. */
export function AiChatTab() {
  return null;
}
