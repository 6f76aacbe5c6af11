/** Placeholder during the merge: the Automation tab (helper ai-documents) replaces this file. */
export function AutomationTab() {
  return null;
}
