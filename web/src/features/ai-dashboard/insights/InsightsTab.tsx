/** Placeholder during the merge: the Insights tab (helper ai-insights) replaces this file. */
export function InsightsTab() {
  return null;
}
