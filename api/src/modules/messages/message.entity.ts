import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { messageRecipientTypes } from './message.enums';

@Entity('messages')
@Check('messages_recipient_type_check', oneOf('recipient_type', messageRecipientTypes))
@Index('messages_case_sent_idx', ['caseId', 'sentDate'])
@Index('messages_clinic_sent_idx', ['clinicId', 'sentDate'])
// Trigram indexes for search, and the trigger keeping a reply on its parent's case, live in a hand-written migration.
@Index('messages_subject_trgm_idx', { synchronize: false })
@Index('messages_content_trgm_idx', { synchronize: false })
export class Message {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text', nullable: true })
  senderId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sender_id' })
  sender?: User;

  @Column({ type: 'text', nullable: true })
  recipientId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recipient_id' })
  recipient?: User;

  @Column({ type: 'text', default: 'patient' })
  recipientType: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text', default: 'internal' })
  messageType: string;

  @Column({ type: 'boolean', default: false })
  isRead: boolean;

  @Column({ type: 'integer', nullable: true })
  parentMessageId: number | null;

  @ManyToOne(() => Message, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'parent_message_id' })
  parentMessage?: Message;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sentDate: Date;

  @CreatedAt()
  createdAt: Date;
}
