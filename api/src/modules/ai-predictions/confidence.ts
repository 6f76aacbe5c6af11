/** The one definition of a prediction's confidence, shown with it. */
export const confidenceDefinition =
  'Confidence is the lower end of the 90% Wilson interval of the back-test’s coverage: how often, at the ' +
  'least, the true outcome of a held-out closed case fell inside its 90% range, given how many cases were tested.';

const z = 1.645;

/** Wilson lower bound of `coverage` measured on `n` held-out cases (0 when nothing was tested). */
export function confidenceOf(coverage: number, n: number): number {
  if (n <= 0) return 0;
  const centre = coverage + (z * z) / (2 * n);
  const spread = z * Math.sqrt((coverage * (1 - coverage)) / n + (z * z) / (4 * n * n));
  return Math.max(0, Math.min(1, (centre - spread) / (1 + (z * z) / n)));
}
