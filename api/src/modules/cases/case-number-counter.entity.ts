import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last case number handed out per year. Incremented with an upsert inside the case's own
 * transaction, so concurrent creates get distinct numbers (PRODUCT.md decision 3: never count + 1).
 */
@Entity('case_number_counters')
export class CaseNumberCounter {
  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  lastValue: number;
}
