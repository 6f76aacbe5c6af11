import type { RequestMeta } from '../access/scope';
import { tooMany, type RateLimiter, type RateRule } from './rate-limiter';

/** Public, signed-out forms (waitlist, contact): a per-address hourly cap against floods. */
export class PublicFormGuard {
  private readonly rule: RateRule;

  constructor(
    private readonly limiter: RateLimiter,
    perAddressHourly: number,
  ) {
    this.rule = { name: 'public-form:address', limit: perAddressHourly, windowSeconds: 3600 };
  }

  async admit(meta: RequestMeta): Promise<void> {
    const verdict = await this.limiter.hit(this.rule, meta.ip ?? 'unknown');
    if (!verdict.allowed) throw tooMany('submissions', verdict.retryAfterSeconds);
  }
}
