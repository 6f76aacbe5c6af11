import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../../db/columns';

/** One single-use recovery code, stored as its SHA-256 (the codes carry 80 bits of randomness). */
@Entity('recovery_codes')
@Index(['userId', 'codeHash'], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  userId: string;

  /** The users row, named by entity name: the platform imports no domain class. */
  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: unknown;

  @Column({ type: 'text' })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
