/** A failure of the benchmark itself (a wrong answer, a failed request, a server that did not start): the run fails. */
export class BenchFailure extends Error {}
