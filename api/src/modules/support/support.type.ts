import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { LocalDate } from '../../platform/graphql/scalars';
import { SystemLogLevel } from '../system-logs/system-log.enums';
import {
  TicketCategory,
  TicketEscalationKind,
  TicketEscalationStatus,
  TicketPriority,
  TicketRequesterType,
  TicketSenderType,
  TicketStatus,
} from './support.enums';

@ObjectType('TicketAttachment', { description: 'A file on a ticket (downloaded from /api/support/attachments/:id)' })
export class TicketAttachmentView {
  @Field(() => Int) id: number;
  @Field(() => String) fileName: string;
  @Field(() => String) contentType: string;
  @Field(() => Int) size: number;
}

export enum SlaState {
  on_track = 'on_track',
  paused = 'paused',
  breached = 'breached',
  met = 'met',
}
registerEnumType(SlaState, {
  name: 'TicketSlaState',
  description: 'on_track; paused (pending on the requester); breached (a deadline passed); met (resolved in time)',
});

@ObjectType('SupportTicket', { description: 'A support ticket; the requester sees their own, the desk all' })
export class SupportTicketView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'CB-000123' }) ticketNumber: string;
  @Field(() => TicketCategory) category: TicketCategory;
  @Field(() => TicketPriority) priority: TicketPriority;
  @Field(() => TicketStatus) status: TicketStatus;
  @Field(() => String) subject: string;
  @Field(() => String) description: string;
  @Field(() => TicketRequesterType) requesterType: TicketRequesterType;
  @Field(() => String, { nullable: true }) requesterId: string | null;
  @Field(() => String) requesterName: string;
  @Field(() => String) requesterEmail: string;
  @Field(() => Int, { nullable: true }) clinicId: number | null;
  @Field(() => String, { nullable: true }) clinicName: string | null;
  @Field(() => String, { nullable: true, description: 'Desk only' }) assignedToId: string | null;
  @Field(() => String, { nullable: true }) assignedToName: string | null;
  @Field(() => Date, { nullable: true }) assignedAt: Date | null;
  @Field(() => Date, { description: 'The resolution deadline (moved by the time spent pending)' }) slaDeadline: Date;
  @Field(() => Date) firstResponseDueAt: Date;
  @Field(() => SlaState) slaState: SlaState;
  @Field(() => Boolean) firstResponseBreached: boolean;
  @Field(() => Boolean) resolutionBreached: boolean;
  @Field(() => Int, { description: 'Minutes spent pending on the requester so far' }) pausedMinutes: number;
  @Field(() => Date, { nullable: true }) firstResponseAt: Date | null;
  @Field(() => Date, { nullable: true }) resolvedAt: Date | null;
  @Field(() => Date, { nullable: true }) closedAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Minutes to the first answer, pauses excluded' })
  responseTimeMinutes: number | null;
  @Field(() => Int, { nullable: true, description: 'Minutes to resolution, pauses excluded' })
  resolutionTimeMinutes: number | null;
  @Field(() => [String]) tags: string[];
  @Field(() => [TicketAttachmentView]) attachments: TicketAttachmentView[];
  @Field(() => String, { nullable: true, description: 'Desk only: null for the requester' })
  internalNotes: string | null;
  @Field(() => String, { nullable: true }) resolution: string | null;
  @Field(() => Int, { nullable: true }) satisfactionRating: number | null;
  @Field(() => String, { nullable: true }) satisfactionComment: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType('SupportTicketConnection')
export class SupportTicketConnection {
  @Field(() => [SupportTicketView]) nodes: SupportTicketView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('TicketMessage', { description: 'A message of a ticket; internal notes reach the desk only' })
export class TicketMessageView {
  @Field(() => Int) id: number;
  @Field(() => Int) ticketId: number;
  @Field(() => String, { nullable: true }) senderId: string | null;
  @Field(() => TicketSenderType) senderType: TicketSenderType;
  @Field(() => String) senderName: string;
  @Field(() => String) message: string;
  @Field(() => Boolean) isInternal: boolean;
  @Field(() => [TicketAttachmentView]) attachments: TicketAttachmentView[];
  @Field(() => Boolean) readByCustomer: boolean;
  @Field(() => Boolean) readByAgent: boolean;
  @Field(() => Date) createdAt: Date;
  /** For the live rule only. */
  requesterId: string | null;
  clinicId: number | null;
}

@ObjectType('TicketActivity', { description: 'One change of a ticket (desk only)' })
export class TicketActivityView {
  @Field(() => Int) id: number;
  @Field(() => String, { nullable: true }) actorId: string | null;
  @Field(() => TicketSenderType) actorType: TicketSenderType;
  @Field(() => String) actorName: string;
  @Field(() => String) action: string;
  @Field(() => String, { nullable: true, description: 'The changed fields as JSON: {"field": [old, new]}' })
  changes: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('TicketEscalation')
export class TicketEscalationView {
  @Field(() => Int) id: number;
  @Field(() => Int) ticketId: number;
  @Field(() => TicketEscalationKind) kind: TicketEscalationKind;
  @Field(() => String, { nullable: true, description: 'Null: the SLA sweep' }) escalatedBy: string | null;
  @Field(() => String, { nullable: true }) escalatedTo: string | null;
  @Field(() => String, { nullable: true }) escalatedToName: string | null;
  @Field(() => String) reason: string;
  @Field(() => TicketPriority) previousPriority: TicketPriority;
  @Field(() => TicketPriority) newPriority: TicketPriority;
  @Field(() => TicketEscalationStatus) status: TicketEscalationStatus;
  @Field(() => Date, { nullable: true }) resolvedAt: Date | null;
  @Field(() => String, { nullable: true }) resolution: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('TicketTemplate')
export class TicketTemplateView {
  @Field(() => Int) id: number;
  @Field(() => String) templateName: string;
  @Field(() => TicketCategory, { nullable: true }) category: TicketCategory | null;
  @Field(() => String, { nullable: true }) subject: string | null;
  @Field(() => String) message: string;
  @Field(() => [String]) tags: string[];
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Int) usageCount: number;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('SupportRecentError', { description: 'An error during a request of one of the clinic’s users' })
export class SupportRecentErrorView {
  @Field(() => Int) id: number;
  @Field(() => SystemLogLevel) level: SystemLogLevel;
  @Field(() => String) source: string;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true }) correlationId: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('SupportAccountState', {
  description: "The requester's account as the desk sees it: plan, billing, usage and recent errors; no patient data",
})
export class SupportAccountStateView {
  @Field(() => Int, { nullable: true }) clinicId: number | null;
  @Field(() => String, { nullable: true }) clinicName: string | null;
  @Field(() => String, { nullable: true }) planName: string | null;
  @Field(() => String, { nullable: true }) billingStatus: string | null;
  @Field(() => String, { nullable: true }) billingFrequency: string | null;
  @Field(() => LocalDate, { nullable: true }) nextBillingDate: string | null;
  @Field(() => Boolean, { nullable: true }) clinicActive: boolean | null;
  @Field(() => Int, { nullable: true }) activeUsers: number | null;
  @Field(() => Int, { nullable: true }) openTickets: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the requester account is active' })
  requesterActive: boolean | null;
  @Field(() => Date, { nullable: true }) requesterLastLoginAt: Date | null;
  @Field(() => [SupportRecentErrorView]) recentErrors: SupportRecentErrorView[];
}

@ObjectType('SupportPatientLookupRow', { description: 'A patient shown after a break-glass reason was recorded' })
export class SupportPatientLookupRow {
  @Field(() => Int) id: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => LocalDate, { nullable: true }) dateOfBirth: string | null;
  @Field(() => [String]) caseNumbers: string[];
}

@ObjectType('SupportSlaTarget', { description: 'The SLA of one priority, in minutes' })
export class SupportSlaTarget {
  @Field(() => TicketPriority) priority: TicketPriority;
  @Field(() => Int) firstResponseMinutes: number;
  @Field(() => Int) resolutionMinutes: number;
}

@ObjectType('SupportMetrics', { description: 'The desk’s measured figures over the last 30 days' })
export class SupportMetricsView {
  @Field(() => Int) open: number;
  @Field(() => Int) pending: number;
  @Field(() => Int) breachedOpen: number;
  @Field(() => Int) unassigned: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Average minutes to the first answer (tickets answered in 30 days)',
  })
  averageResponseMinutes: number | null;
  @Field(() => Float, { nullable: true, description: 'Average minutes to resolution (tickets resolved in 30 days)' })
  averageResolutionMinutes: number | null;
  @Field(() => Float, { nullable: true, description: 'Average rating, 1 to 5 (ratings in 30 days)' })
  averageSatisfaction: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent of tickets resolved in 30 days that met both deadlines' })
  slaMetPercent: number | null;
}

@ObjectType('SupportAgent', { description: 'A member of the support desk' })
export class SupportAgentView {
  @Field(() => String) id: string;
  @Field(() => String) name: string;
}
