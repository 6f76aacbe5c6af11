import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';

/**
 * Every text message the platform sent (or, with the recording provider, would have sent): the
 * clinic's reminder log reads it. Bodies never carry PHI (PRODUCT 15).
 */
@Entity('outbound_sms')
@Index('outbound_sms_clinic_created_idx', ['clinicId', 'createdAt'])
export class OutboundSms {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @Column({ type: 'text' })
  toNumber: string;

  @Column({ type: 'text' })
  body: string;

  /** 'recording' or 'twilio'. */
  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text' })
  providerMessageId: string;

  /** The patient reminder it carried, if any. */
  @Column({ type: 'integer', nullable: true })
  reminderId: number | null;

  @CreatedAt()
  createdAt: Date;
}
