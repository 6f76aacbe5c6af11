import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';
import { User } from '../users/user.entity';

/** What a user did with their account: sign-ins, sign-outs, failed attempts. */
@Entity('account_activity')
@Index('account_activity_user_created_idx', ['userId', 'createdAt'])
export class AccountActivity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  activityType: string;

  @Column({ type: 'text', nullable: true })
  entityType: string | null;

  @Column({ type: 'text', nullable: true })
  entityId: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @CreatedAt()
  createdAt: Date;
}
