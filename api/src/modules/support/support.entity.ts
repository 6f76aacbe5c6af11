import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { Attorney } from '../attorneys/attorney.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import {
  ticketCategories,
  ticketEscalationKinds,
  ticketEscalationStatuses,
  ticketPriorities,
  ticketRequesterTypes,
  ticketSenderTypes,
  ticketStatuses,
} from './support.enums';

/** A file attached to a ticket or a message, as the ticket and message rows list it (no storage key). */
export interface TicketAttachmentSummary {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * A support ticket (decisions 450-456). The number comes from a sequence (CB-000123). The SLA's two
 * deadlines are absolute times that move forward by the time the ticket spends pending (paused_at
 * marks a running pause); sla_deadline is the spec's field and equals the resolution deadline.
 */
@Entity('support_tickets')
@Check('support_tickets_category_check', oneOf('category', ticketCategories))
@Check('support_tickets_priority_check', oneOf('priority', ticketPriorities))
@Check('support_tickets_status_check', oneOf('status', ticketStatuses))
@Check('support_tickets_requester_type_check', oneOf('requester_type', ticketRequesterTypes))
@Check('support_tickets_subject_check', `length(trim("subject")) BETWEEN 1 AND 200`)
@Check(
  'support_tickets_rating_check',
  `"satisfaction_rating" IS NULL OR ("satisfaction_rating" BETWEEN 1 AND 5 AND "status" IN ('resolved', 'closed'))`,
)
@Check('support_tickets_paused_check', `"paused_at" IS NULL OR "status" = 'pending'`)
@Check('support_tickets_resolved_check', `"status" NOT IN ('resolved', 'closed') OR "resolved_at" IS NOT NULL`)
@Check('support_tickets_times_check', `"response_time_minutes" >= 0 AND "resolution_time_minutes" >= 0`)
@Index('support_tickets_ticket_number_key', ['ticketNumber'], { unique: true })
@Index('support_tickets_status_idx', ['status', 'createdAt'])
@Index('support_tickets_requester_idx', ['requesterId', 'createdAt'])
@Index('support_tickets_clinic_idx', ['clinicId', 'createdAt'])
@Index('support_tickets_assignee_idx', ['assignedToId', 'status'])
export class SupportTicket {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  ticketNumber: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text', default: 'normal' })
  priority: string;

  @Column({ type: 'text', default: 'open' })
  status: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  requesterType: string;

  @Column({ type: 'text', nullable: true })
  requesterId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requester_id' })
  requester?: User;

  @Column({ type: 'text' })
  requesterEmail: string;

  @Column({ type: 'text' })
  requesterName: string;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  /** The requester's law firm record when an attorney asked. */
  @Column({ type: 'integer', nullable: true })
  attorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'attorney_id' })
  attorney?: Attorney;

  @Column({ type: 'text', nullable: true })
  assignedToId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to_id' })
  assignedTo?: User;

  @Column({ type: 'timestamptz', nullable: true })
  assignedAt: Date | null;

  /** The spec's slaDeadline: the resolution deadline, moved by pauses. */
  @Column({ type: 'timestamptz' })
  slaDeadline: Date;

  @Column({ type: 'timestamptz' })
  firstResponseDueAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /** Minutes spent pending so far (closed pauses). */
  @Column({ type: 'integer', default: 0 })
  pausedMinutes: number;

  @Column({ type: 'timestamptz', nullable: true })
  firstResponseBreachedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolutionBreachedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  responseTimeMinutes: number | null;

  @Column({ type: 'integer', nullable: true })
  resolutionTimeMinutes: number | null;

  @Column({ type: 'text', array: true, default: '{}' })
  tags: string[];

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  attachments: TicketAttachmentSummary[];

  /** The desk's own notes on the ticket; never shown to the requester. */
  @Column({ type: 'text', nullable: true })
  internalNotes: string | null;

  @Column({ type: 'text', nullable: true })
  resolution: string | null;

  @Column({ type: 'integer', nullable: true })
  satisfactionRating: number | null;

  @Column({ type: 'text', nullable: true })
  satisfactionComment: string | null;

  /** The operator who opened it for the requester, when one did. */
  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/** One message of a ticket's conversation; an internal note (is_internal) is the desk's alone. */
@Entity('ticket_messages')
@Check('ticket_messages_sender_type_check', oneOf('sender_type', ticketSenderTypes))
@Check('ticket_messages_internal_check', `NOT "is_internal" OR "sender_type" = 'agent'`)
@Check('ticket_messages_message_check', `length(trim("message")) BETWEEN 1 AND 10000`)
@Index('ticket_messages_ticket_idx', ['ticketId', 'id'])
export class TicketMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  ticketId: number;

  @ManyToOne(() => SupportTicket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket?: SupportTicket;

  @Column({ type: 'text', nullable: true })
  senderId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sender_id' })
  sender?: User;

  @Column({ type: 'text' })
  senderType: string;

  @Column({ type: 'text' })
  senderName: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'boolean', default: false })
  isInternal: boolean;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  attachments: TicketAttachmentSummary[];

  @Column({ type: 'boolean', default: false })
  readByCustomer: boolean;

  @Column({ type: 'boolean', default: false })
  readByAgent: boolean;

  @CreatedAt()
  createdAt: Date;
}

/** A file on a ticket: stored by the documents' storage under a support/ key, never a case document. */
@Entity('ticket_attachments')
@Index('ticket_attachments_ticket_idx', ['ticketId', 'id'])
@Check('ticket_attachments_size_check', `"file_size" > 0`)
export class TicketAttachment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  ticketId: number;

  @ManyToOne(() => SupportTicket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket?: SupportTicket;

  @Column({ type: 'integer', nullable: true })
  messageId: number | null;

  @ManyToOne(() => TicketMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  ticketMessage?: TicketMessage;

  @Column({ type: 'text' })
  fileName: string;

  @Column({ type: 'text' })
  contentType: string;

  @Column({ type: 'integer' })
  fileSize: number;

  @Column({ type: 'text' })
  storageKey: string;

  @Column({ type: 'text', nullable: true })
  uploadedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by' })
  uploader?: User;

  @CreatedAt()
  createdAt: Date;
}

/** A canned answer of the desk; usage_count grows each time an agent sends it. */
@Entity('ticket_templates')
@Check('ticket_templates_category_check', oneOf('category', ticketCategories, true))
@Check('ticket_templates_usage_check', `"usage_count" >= 0`)
@Check('ticket_templates_name_check', `length(trim("template_name")) BETWEEN 1 AND 120`)
@Index('ticket_templates_name_key', ['templateName'], { unique: true })
export class TicketTemplate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  templateName: string;

  @Column({ type: 'text', nullable: true })
  category: string | null;

  @Column({ type: 'text', nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'text', array: true, default: '{}' })
  tags: string[];

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 0 })
  usageCount: number;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/**
 * An escalation: a breached SLA found by the sweep (one per ticket and kind, escalated_by null) or an
 * agent's own (manual).
 */
@Entity('ticket_escalations')
@Check('ticket_escalations_kind_check', oneOf('kind', ticketEscalationKinds))
@Check('ticket_escalations_status_check', oneOf('status', ticketEscalationStatuses))
@Check(
  'ticket_escalations_priority_check',
  `${oneOf('previous_priority', ticketPriorities)} AND ${oneOf('new_priority', ticketPriorities)}`,
)
@Index('ticket_escalations_breach_key', ['ticketId', 'kind'], { unique: true, where: `"kind" <> 'manual'` })
@Index('ticket_escalations_status_idx', ['status', 'createdAt'])
export class TicketEscalation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  ticketId: number;

  @ManyToOne(() => SupportTicket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket?: SupportTicket;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text', nullable: true })
  escalatedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'escalated_by' })
  escalator?: User;

  @Column({ type: 'text', nullable: true })
  escalatedTo: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'escalated_to' })
  escalatee?: User;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'text' })
  previousPriority: string;

  @Column({ type: 'text' })
  newPriority: string;

  @Column({ type: 'text', default: 'pending' })
  status: string;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  resolution: string | null;

  @CreatedAt()
  createdAt: Date;
}

/** Every change of a ticket: who, what, the changed fields (old and new). */
@Entity('ticket_activity_log')
@Check('ticket_activity_log_actor_type_check', oneOf('actor_type', ticketSenderTypes))
@Index('ticket_activity_log_ticket_idx', ['ticketId', 'id'])
export class TicketActivity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  ticketId: number;

  @ManyToOne(() => SupportTicket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket?: SupportTicket;

  @Column({ type: 'text', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User;

  @Column({ type: 'text' })
  actorType: string;

  @Column({ type: 'text' })
  actorName: string;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'jsonb', nullable: true })
  changes: Record<string, unknown> | null;

  @CreatedAt()
  createdAt: Date;
}
