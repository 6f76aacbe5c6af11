import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { User } from '../users/user.entity';
import { chatSessionTypes } from '../ai/ai.enums';

/** The spec's ai_chat_sessions: one user's conversation with the assistant (only its owner reads it). */
@Entity('ai_chat_sessions')
@Check('ai_chat_sessions_session_type_check', oneOf('session_type', chatSessionTypes))
@Index('ai_chat_sessions_user_idx', ['userId', 'updatedAt'])
export class AiChatSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'integer', nullable: true })
  caseId: number | null;

  @ManyToOne(() => CaseRecord, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'text', default: 'general' })
  sessionType: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
