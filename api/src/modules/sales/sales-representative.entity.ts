import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, moneyColumn, oneOf } from '../../db/columns';
import { commissionStructures, type CommissionTier } from './sales-states';

/** A member of the operator's sales team and how their commission is worked out. */
@Entity('sales_representatives')
@Check('sales_representatives_structure_check', oneOf('commission_structure', commissionStructures))
@Check('sales_representatives_email_lower_check', `"email" = lower("email")`)
@Check('sales_representatives_rate_check', `"commission_rate" >= 0 AND "commission_rate" <= 100`)
@Check('sales_representatives_amounts_check', `"monthly_quota" >= 0 AND ("flat_amount" IS NULL OR "flat_amount" >= 0)`)
export class SalesRepresentative {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  /** Kept lower-case, so unique whatever the case it was typed in. */
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** Percent of a sale (percentage structure); 0 to 100 with one decimal. */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 10 })
  commissionRate: string;

  @Column({ type: 'text', default: 'percentage' })
  commissionStructure: string;

  /** Tiered structure: ascending by fromAmount, the first starting at 0. */
  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  tiers: CommissionTier[];

  /** Flat structure: the amount per paid sale. */
  @Column({ ...moneyColumn, nullable: true })
  flatAmount: string | null;

  @Column({ type: 'text', nullable: true })
  territory: string | null;

  @Column({ ...moneyColumn, default: 0 })
  monthlyQuota: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
