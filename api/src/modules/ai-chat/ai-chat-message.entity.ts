import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { chatRoles } from '../ai/ai.enums';
import { AiChatSession } from './ai-chat-session.entity';

/** The spec's ai_chat_messages; an answer's metadata holds its citations and the data functions it called. */
@Entity('ai_chat_messages')
@Check('ai_chat_messages_role_check', oneOf('role', chatRoles))
@Index('ai_chat_messages_session_idx', ['sessionId', 'id'])
export class AiChatMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  sessionId: number;

  @ManyToOne(() => AiChatSession, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id' })
  session?: AiChatSession;

  @Column({ type: 'text' })
  role: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  metadata: Record<string, unknown>;

  @CreatedAt()
  createdAt: Date;
}
