/** Placeholder during the merge: the three summary cards (helper ai-insights) replaces this file. */
export function AiSummaryCards() {
  return null;
}
