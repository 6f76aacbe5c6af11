/**
 * Request figures over a sliding window, in constant memory: a ring of time buckets (10 s each over
 * 5 minutes), each holding a count, an error count and a latency histogram with fixed bins. A
 * percentile is read from the merged histogram (interpolated within its bin), so its error is
 * bounded by the bin width (each bin is 20% wider than the one before) and nothing grows with traffic.
 */

/** Upper bounds of the latency bins in ms: 0.25 ms growing by 20% per bin to past 2 minutes; one more bin holds the rest. */
const binUpperBounds: readonly number[] = (() => {
  const bounds: number[] = [];
  for (let bound = 0.25; bound < 120_000; bound *= 1.2) bounds.push(bound);
  return bounds;
})();
const binCount = binUpperBounds.length + 1;

function binOf(durationMs: number): number {
  let low = 0;
  let high = binUpperBounds.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (durationMs <= binUpperBounds[middle]) high = middle;
    else low = middle + 1;
  }
  return low;
}

interface Bucket {
  /** Which bucket-sized slice of time (ms since epoch / bucket ms) this bucket holds now. */
  slot: number;
  requests: number;
  errors: number;
  bins: Uint32Array;
}

export interface RequestWindowSnapshot {
  windowSeconds: number;
  /** How much of the window the figures cover (less than the window just after the process started). */
  coveredSeconds: number;
  requests: number;
  /** Requests that failed on our side: a 5xx status, or a GraphQL internal error. */
  errors: number;
  requestsPerMinute: number;
  /** Errors / requests; null without requests. */
  errorRate: number | null;
  /** Latency percentiles in ms; null without requests. */
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  requestsSinceStart: number;
  errorsSinceStart: number;
}

export interface RequestWindowOptions {
  windowSeconds?: number;
  bucketSeconds?: number;
  now?: () => number;
}

export class RequestWindow {
  readonly windowSeconds: number;
  private readonly bucketMs: number;
  private readonly buckets: Bucket[];
  private readonly now: () => number;
  private readonly startedAt: number;
  private requestsSinceStart = 0;
  private errorsSinceStart = 0;

  constructor({ windowSeconds = 300, bucketSeconds = 10, now = Date.now }: RequestWindowOptions = {}) {
    this.windowSeconds = windowSeconds;
    this.bucketMs = bucketSeconds * 1000;
    this.now = now;
    this.startedAt = now();
    this.buckets = Array.from({ length: Math.ceil(windowSeconds / bucketSeconds) }, () => ({
      slot: -1,
      requests: 0,
      errors: 0,
      bins: new Uint32Array(binCount),
    }));
  }

  /** The bucket of the current time slice, emptied first if it still holds an older slice. */
  private bucketNow(): Bucket {
    const slot = Math.floor(this.now() / this.bucketMs);
    const bucket = this.buckets[slot % this.buckets.length];
    if (bucket.slot !== slot) {
      bucket.slot = slot;
      bucket.requests = 0;
      bucket.errors = 0;
      bucket.bins.fill(0);
    }
    return bucket;
  }

  record(durationMs: number, status: number): void {
    const bucket = this.bucketNow();
    const isError = status >= 500;
    bucket.requests += 1;
    bucket.bins[binOf(Math.max(0, durationMs))] += 1;
    this.requestsSinceStart += 1;
    if (isError) {
      bucket.errors += 1;
      this.errorsSinceStart += 1;
    }
  }

  /** A request answered without a 5xx status that still failed on our side (counted once it finishes). */
  recordServerError(): void {
    this.bucketNow().errors += 1;
    this.errorsSinceStart += 1;
  }

  snapshot(): RequestWindowSnapshot {
    const now = this.now();
    const currentSlot = Math.floor(now / this.bucketMs);
    const oldestSlot = currentSlot - this.buckets.length + 1;
    const bins = new Array<number>(binCount).fill(0);
    let requests = 0;
    let errors = 0;
    for (const bucket of this.buckets) {
      if (bucket.slot < oldestSlot || bucket.slot > currentSlot) continue;
      requests += bucket.requests;
      errors += bucket.errors;
      for (let i = 0; i < binCount; i += 1) bins[i] += bucket.bins[i];
    }
    // The current bucket is partly elapsed; the others are whole.
    const windowMs = (this.buckets.length - 1) * this.bucketMs + (now % this.bucketMs);
    const coveredMs = Math.max(1, Math.min(windowMs, now - this.startedAt));
    return {
      windowSeconds: this.windowSeconds,
      coveredSeconds: Math.round(coveredMs / 100) / 10,
      requests,
      errors,
      requestsPerMinute: (requests * 60_000) / coveredMs,
      // A GraphQL failure may be counted a moment before its request: never above 100%.
      errorRate: requests === 0 ? null : Math.min(1, errors / requests),
      p50Ms: percentile(bins, requests, 0.5),
      p95Ms: percentile(bins, requests, 0.95),
      p99Ms: percentile(bins, requests, 0.99),
      requestsSinceStart: this.requestsSinceStart,
      errorsSinceStart: this.errorsSinceStart,
    };
  }
}

function percentile(bins: number[], total: number, fraction: number): number | null {
  if (total === 0) return null;
  const rank = fraction * total;
  let seen = 0;
  for (let i = 0; i < bins.length; i += 1) {
    if (bins[i] === 0 || seen + bins[i] < rank) {
      seen += bins[i];
      continue;
    }
    // The overflow bin has no upper bound: report where it starts.
    if (i === binUpperBounds.length) return binUpperBounds[i - 1];
    const lower = i === 0 ? 0 : binUpperBounds[i - 1];
    const upper = binUpperBounds[i];
    return lower + ((upper - lower) * (rank - seen)) / bins[i];
  }
  return binUpperBounds[binUpperBounds.length - 1];
}
