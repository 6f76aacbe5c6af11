import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One fixed-window counter. `bucket` is a SHA-256 of the rule and its subject (an address or an
 * email), so this table holds no personal data.
 */
@Entity('rate_limit_buckets')
export class RateLimitBucket {
  @PrimaryColumn({ type: 'text' })
  bucket: string;

  @Index()
  @PrimaryColumn({ type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'integer' })
  hits: number;
}
