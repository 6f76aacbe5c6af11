import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';
import { User } from '../users/user.entity';

/**
 * A personal API token: acts as its user over HTTP (Authorization: Bearer). Only the SHA-256 of
 * the secret is kept; the prefix is the part its owner can recognise it by.
 */
@Entity('api_tokens')
@Index('api_tokens_user_idx', ['userId', 'createdAt'])
@Check('api_tokens_name_check', `length(btrim("name")) BETWEEN 1 AND 100`)
@Check(
  'api_tokens_lifetime_check',
  `"expires_at" > "created_at" AND "expires_at" <= "created_at" + interval '366 days'`,
)
export class ApiToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  prefix: string;

  @Column({ type: 'text', unique: true })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastUsedIp: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  revokedBy: string | null;

  @CreatedAt()
  createdAt: Date;
}
