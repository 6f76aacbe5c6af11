/** Placeholder during the merge: the Predictions tab (helper ai-predictions) replaces this file. */
export function PredictionsTab() {
  return null;
}
