import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { systemLogLevels } from './system-log.enums';

/**
 * A warning or an error the server logged (decisions 457-458), written in batches after the request by
 * SystemLogSink. user_id has no foreign key: a log line outlives its user and must never fail to insert.
 */
@Entity('system_logs')
@Check('system_logs_level_check', oneOf('level', systemLogLevels))
@Index('system_logs_created_idx', ['createdAt', 'id'])
@Index('system_logs_level_idx', ['level', 'createdAt'])
@Index('system_logs_source_idx', ['source', 'createdAt'])
@Index('system_logs_correlation_idx', ['correlationId'])
@Index('system_logs_user_idx', ['userId', 'createdAt'])
@Index('system_logs_message_trgm_idx', { synchronize: false })
export class SystemLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  level: string;

  /** Where it came from: the logger's message (e.g. "unexpected GraphQL error") is the text, this the area. */
  @Column({ type: 'text' })
  source: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;

  @Column({ type: 'text', nullable: true })
  stackTrace: string | null;

  /** The request id of the request that logged it (or the reference a masked error showed). */
  @Column({ type: 'text', nullable: true })
  correlationId: string | null;

  @Column({ type: 'text', nullable: true })
  userId: string | null;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @CreatedAt()
  createdAt: Date;
}
