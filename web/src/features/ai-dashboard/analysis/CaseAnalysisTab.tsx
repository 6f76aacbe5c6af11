/** Placeholder during the merge: the Case Analysis tab (helper ai-insights) replaces this file. */
export function CaseAnalysisTab() {
  return null;
}
