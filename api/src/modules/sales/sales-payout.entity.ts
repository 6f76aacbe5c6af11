import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, moneyColumn } from '../../db/columns';
import { User } from '../users/user.entity';
import { SalesRepresentative } from './sales-representative.entity';

/** One payment to a rep: the approved commissions (and open clawback lines) it settles point at it. */
@Entity('sales_payouts')
@Index('sales_payouts_rep_idx', ['salesRepId', 'processedAt'])
export class SalesPayout {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  salesRepId: number;

  @ManyToOne(() => SalesRepresentative, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sales_rep_id' })
  salesRep?: SalesRepresentative;

  /** The sale dates of the commissions it pays, first and last. */
  @Column({ type: 'date' })
  periodStart: string;

  @Column({ type: 'date' })
  periodEnd: string;

  /** Commissions less clawback lines; may be 0 or negative only if clawbacks outweigh (then refused). */
  @Column(moneyColumn)
  total: string;

  @Column({ type: 'uuid' })
  processedBy: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'processed_by' })
  processor?: User;

  @Column({ type: 'timestamptz' })
  processedAt: Date;

  @CreatedAt()
  createdAt: Date;
}
