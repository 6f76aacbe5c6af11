import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn, oneOf } from '../../db/columns';
import { invoiceLineKinds } from './subscription-states';
import { ClinicInvoice } from './clinic-invoice.entity';

/** One line of a clinic invoice; a discount or an applied credit is a negative amount. */
@Entity('clinic_invoice_lines')
@Check('clinic_invoice_lines_kind_check', oneOf('kind', invoiceLineKinds))
@Index('clinic_invoice_lines_invoice_idx', ['invoiceId', 'position'])
export class ClinicInvoiceLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  invoiceId: number;

  @ManyToOne(() => ClinicInvoice, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: ClinicInvoice;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'integer', default: 1 })
  quantity: number;

  @Column(moneyColumn)
  unitAmount: string;

  @Column(moneyColumn)
  amount: string;
}
