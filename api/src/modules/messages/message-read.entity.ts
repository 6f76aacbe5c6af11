import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { Message } from './message.entity';

/** One row per user who has read a message: read state is per person, not per clinic (decision 28). */
@Entity('message_reads')
@Index('message_reads_user_idx', ['userId', 'messageId'])
export class MessageRead {
  @PrimaryColumn({ type: 'integer' })
  messageId: number;

  @ManyToOne(() => Message, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message?: Message;

  @PrimaryColumn({ type: 'text' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  readAt: Date;
}
