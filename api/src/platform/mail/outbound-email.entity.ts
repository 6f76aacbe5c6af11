import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';

/**
 * Every email the platform sends, recorded before sending so the operator can see what went out,
 * when, and why a delivery failed. Secrets (invitation links) are never stored in the text.
 */
@Entity('outbound_emails')
@Index('outbound_emails_user_kind_idx', ['userId', 'kind', 'createdAt'])
export class OutboundEmail {
  @PrimaryGeneratedColumn()
  id: number;

  /** What the message is for, e.g. 'invitation'. */
  @Column({ type: 'text' })
  kind: string;

  /** The user it was sent to, when it was sent to one. */
  @Column({ type: 'text', nullable: true })
  userId: string | null;

  /** The users row, named by entity name: the platform imports no domain class. */
  @ManyToOne('User', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ type: 'text' })
  toAddress: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  bodyText: string;

  @CreatedAt()
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;
}
