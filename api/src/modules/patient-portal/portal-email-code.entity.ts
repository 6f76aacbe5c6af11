import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A 6-digit sign-in code e-mailed to a portal login (decision 421): kept only as a salted SHA-256,
 * valid 10 minutes (the injected clock), at most 5 tries, used once.
 */
@Entity('portal_email_codes')
@Check('portal_email_codes_attempts_check', `"attempts" BETWEEN 0 AND 5`)
@Check('portal_email_codes_expiry_check', `"expires_at" > "created_at"`)
@Index('portal_email_codes_user_idx', ['userId', 'createdAt'])
export class PortalEmailCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_portal_email_codes_user' })
  user?: User;

  @Column({ type: 'text' })
  codeHash: string;

  @Column({ type: 'text' })
  salt: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** From the injected clock, like the expiry: the resend rule and the expiry are tested on it. */
  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
