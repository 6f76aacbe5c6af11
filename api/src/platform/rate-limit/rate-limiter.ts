import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from '../errors';

export interface RateRule {
  /** Names the counter, e.g. 'login:address'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateVerdict {
  allowed: boolean;
  hits: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

const bucketOf = (rule: RateRule, subject: string) =>
  createHash('sha256').update(`${rule.name}\u0000${subject.toLowerCase()}`).digest('base64url');

/**
 * Fixed-window attempt counters in PostgreSQL. Each hit is one atomic upsert that returns the new
 * count, so concurrent attempts on any number of api processes can never pass the limit together.
 */
export class RateLimiter {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts one attempt and says whether it is within the limit. */
  async hit(rule: RateRule, subject: string): Promise<RateVerdict> {
    const rows: { hits: number; retry_after: number }[] = await this.dataSource.query(
      `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS start)
       INSERT INTO rate_limit_buckets (bucket, window_start, hits)
       SELECT $1, w.start, 1 FROM w
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_buckets.hits + 1
       RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
      [bucketOf(rule, subject), rule.windowSeconds],
    );
    if (Math.random() < 0.01) void this.prune().catch(() => undefined);
    const { hits, retry_after } = rows[0];
    return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Math.max(1, retry_after) };
  }

  /** Forgets the subject's count in the current window (a successful sign-in clears its failures). */
  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_buckets WHERE bucket = $1`, [bucketOf(rule, subject)]);
  }

  private async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_buckets WHERE window_start < now() - interval '2 days'`);
  }
}

/** The refusal, with the wait rounded up to whole minutes in words and exact in Retry-After. */
export function tooMany(what: string, retryAfterSeconds: number): TooManyRequestsError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new TooManyRequestsError(
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    retryAfterSeconds,
  );
}
