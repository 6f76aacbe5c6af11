import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../../db/columns';
import { User } from '../user.entity';

/**
 * The invitation of an account the operator created: the new user sets a password with it. Only the
 * SHA-256 of the token is kept; one row per user, whose token is replaced when the invitation is
 * sent again (the old link stops working) and which is marked accepted once, atomically.
 */
@Entity('user_invitations')
export class UserInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'text' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index({ unique: true })
  @Column({ type: 'text' })
  tokenHash: string;

  /** The operator who sent it last. */
  @Column({ type: 'text', nullable: true })
  invitedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by' })
  inviter?: User;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  /** How many links were issued (the first one and every resend). */
  @Column({ type: 'integer', default: 1 })
  sendCount: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
