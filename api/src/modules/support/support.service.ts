import { OperatorArea, userMayUseOperatorAreaSql } from '../../platform/access/operator-areas';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../../db/after-commit';
import { SqlParams } from '../../db/sql-params';
import { containsPattern, keysetSql } from '../../db/sql/keyset';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import type { Clock } from '../../platform/jobs/clock';
import { Role } from '../../platform/access/role';
import type { NotificationService } from '../notifications/notification.service';
import type { SystemLogService } from '../system-logs/system-log.service';
import {
  TicketPriority,
  TicketSenderType,
  TicketStatus,
  allowedStatusMoves,
  autoCloseResolvedDays,
  slaMinutes,
  ticketPriorities,
} from './support.enums';
import type {
  SupportPatientLookupInput,
  SupportTicketCreateInput,
  SupportTicketFilter,
  SupportTicketUpdateInput,
  TicketRatingInput,
  TicketReplyInput,
  TicketTemplateInput,
} from './support.input';
import {
  assertDeskOrRequester,
  assertRequester,
  assertSupportAgent,
  isSupportAgent,
  messageScopeSql,
  requesterOnlyMessage,
  requesterRoles,
  ticketScopeSql,
  ticketVisibleTo,
} from './support.policy';
import {
  SlaState,
  type SupportAccountStateView,
  type SupportMetricsView,
  type SupportPatientLookupRow,
  type SupportSlaTarget,
  type SupportTicketView,
  type TicketActivityView,
  type TicketAttachmentView,
  type TicketEscalationView,
  type TicketMessageView,
  type TicketTemplateView,
} from './support.type';

const minuteMs = 60_000;
const ticketNotFound = () => new NotFoundError('Ticket');

const ticketColumns = `t.id, t.ticket_number AS "ticketNumber", t.category, t.priority, t.status, t.subject, t.description,
  t.requester_type AS "requesterType", t.requester_id AS "requesterId", t.requester_name AS "requesterName",
  t.requester_email AS "requesterEmail", t.clinic_id AS "clinicId", c.name AS "clinicName",
  t.assigned_to_id AS "assignedToId", NULLIF(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') AS "assignedToName",
  t.assigned_at AS "assignedAt", t.sla_deadline AS "slaDeadline", t.first_response_due_at AS "firstResponseDueAt",
  t.paused_at AS "pausedAt", t.paused_minutes AS "pausedMinutes",
  t.first_response_breached_at AS "firstResponseBreachedAt", t.resolution_breached_at AS "resolutionBreachedAt",
  t.first_response_at AS "firstResponseAt", t.resolved_at AS "resolvedAt", t.closed_at AS "closedAt",
  t.response_time_minutes AS "responseTimeMinutes", t.resolution_time_minutes AS "resolutionTimeMinutes",
  t.tags, t.attachments, t.internal_notes AS "internalNotes", t.resolution,
  t.satisfaction_rating AS "satisfactionRating", t.satisfaction_comment AS "satisfactionComment",
  t.created_at AS "createdAt", t.updated_at AS "updatedAt"`;
const ticketFrom = `support_tickets t LEFT JOIN clinics c ON c.id = t.clinic_id LEFT JOIN users a ON a.id = t.assigned_to_id`;

interface TicketRow extends Omit<SupportTicketView, 'slaState' | 'firstResponseBreached' | 'resolutionBreached'> {
  pausedAt: Date | null;
  firstResponseBreachedAt: Date | null;
  resolutionBreachedAt: Date | null;
}

const messageColumns = `m.id, m.ticket_id AS "ticketId", m.sender_id AS "senderId", m.sender_type AS "senderType",
  m.sender_name AS "senderName", m.message, m.is_internal AS "isInternal", m.attachments,
  m.read_by_customer AS "readByCustomer", m.read_by_agent AS "readByAgent", m.created_at AS "createdAt",
  t.requester_id AS "requesterId", t.clinic_id AS "clinicId"`;

const templateColumns = `id, template_name AS "templateName", category, subject, message, tags, is_active AS "isActive",
  usage_count AS "usageCount", created_at AS "createdAt"`;

const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / minuteMs));
const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * minuteMs);

/** The deadlines of a ticket: opening + the priority's target + the minutes spent pending (decision 452). */
export function slaDeadlines(createdAt: Date, priority: TicketPriority, pausedMinutes: number) {
  const target = slaMinutes[priority];
  return {
    firstResponseDueAt: addMinutes(createdAt, target.firstResponse + pausedMinutes),
    slaDeadline: addMinutes(createdAt, target.resolution + pausedMinutes),
  };
}

interface Actor {
  id: string | null;
  type: TicketSenderType;
  name: string;
}

/**
 * The support desk (decisions 450-456): tickets opened by clinic users and attorneys (or by the desk
 * for them), the conversation with internal notes the requester never sees (in SQL, in the live rule),
 * templates, the SLA clocks with their pauses, the sweep that flags breaches and escalates, the
 * activity log, ratings, the account state and the audited break-glass look at patients.
 */
export class SupportService {
  readonly messageTopic: LiveTopic<TicketMessageView>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
    private readonly notifications: NotificationService,
    private readonly systemLogs: SystemLogService,
    private readonly clock: Clock,
  ) {
    this.messageTopic = {
      eventType: 'ticket.message',
      load: async (id) => {
        const [row] = (await this.dataSource.query(
          `SELECT ${messageColumns} FROM ticket_messages m JOIN support_tickets t ON t.id = m.ticket_id WHERE m.id = $1`,
          [id],
        )) as TicketMessageView[];
        return row ?? null;
      },
      // The requester's subscription never carries an internal note (decision 454).
      visibleTo: (scope, message) => ticketVisibleTo(scope, message) && (!message.isInternal || isSupportAgent(scope)),
    };
  }

  isAgent(scope: Scope): boolean {
    return isSupportAgent(scope);
  }

  slaPolicy(scope: Scope): SupportSlaTarget[] {
    assertDeskOrRequester(scope);
    return ticketPriorities.map((priority) => ({
      priority,
      firstResponseMinutes: slaMinutes[priority].firstResponse,
      resolutionMinutes: slaMinutes[priority].resolution,
    }));
  }

  // ---------------------------------------------------------------- reads

  async list(
    scope: Scope,
    args: { filter?: SupportTicketFilter | null; first?: number | null; after?: string | null },
  ): Promise<Page<SupportTicketView>> {
    assertDeskOrRequester(scope);
    const params = new SqlParams();
    const conditions = [ticketScopeSql(scope, params, 't')];
    const filter = args.filter ?? {};
    if (filter.status) conditions.push(`t.status = ${params.add(filter.status)}`);
    if (filter.priority) conditions.push(`t.priority = ${params.add(filter.priority)}`);
    if (filter.activeOnly) conditions.push(`t.status IN ('open', 'pending')`);
    if (filter.search?.trim()) {
      const pattern = params.add(containsPattern(filter.search.trim()));
      conditions.push(
        `(t.ticket_number ILIKE ${pattern} OR t.subject ILIKE ${pattern} OR t.requester_name ILIKE ${pattern} OR c.name ILIKE ${pattern})`,
      );
    }
    const agent = isSupportAgent(scope);
    if (agent && filter.assignedToMe) conditions.push(`t.assigned_to_id = ${params.add(scope.userId)}`);
    if (agent && filter.breached)
      conditions.push(`(t.first_response_breached_at IS NOT NULL OR t.resolution_breached_at IS NOT NULL)`);
    const page = keysetSql(
      params,
      't',
      { expr: 't.updated_at', cast: 'timestamptz' },
      SortDirection.desc,
      args.first,
      args.after,
    );
    if (page.after) conditions.push(page.after);
    const rows = (await this.dataSource.query(
      `SELECT ${ticketColumns}, ${page.sortKeySelect} FROM ${ticketFrom} WHERE ${conditions.join(' AND ')} ${page.orderAndLimit}`,
      params.values,
    )) as Record<string, unknown>[];
    return page.page(rows, (row) => this.view(scope, row as unknown as TicketRow));
  }

  async get(scope: Scope, id: number): Promise<SupportTicketView> {
    assertDeskOrRequester(scope);
    const row = await this.findRow(this.dataSource.manager, scope, id);
    if (!row) throw ticketNotFound();
    return this.view(scope, row);
  }

  /** The conversation in order; a requester's read leaves internal notes out in SQL. */
  async messages(scope: Scope, ticketId: number): Promise<TicketMessageView[]> {
    assertDeskOrRequester(scope);
    const params = new SqlParams();
    const rows = (await this.dataSource.query(
      `SELECT ${messageColumns} FROM ticket_messages m JOIN support_tickets t ON t.id = m.ticket_id
        WHERE m.ticket_id = ${params.add(ticketId)} AND ${ticketScopeSql(scope, params, 't')} AND ${messageScopeSql(scope, 'm')}
        ORDER BY m.id LIMIT 500`,
      params.values,
    )) as TicketMessageView[];
    return rows;
  }

  async activity(scope: Scope, ticketId: number): Promise<TicketActivityView[]> {
    if (!isSupportAgent(scope)) return [];
    return (await this.dataSource.query(
      `SELECT id, actor_id AS "actorId", actor_type AS "actorType", actor_name AS "actorName", action,
              changes::text AS changes, created_at AS "createdAt"
         FROM ticket_activity_log WHERE ticket_id = $1 ORDER BY id LIMIT 500`,
      [ticketId],
    )) as TicketActivityView[];
  }

  async escalations(scope: Scope, ticketId: number | null): Promise<TicketEscalationView[]> {
    assertSupportAgent(scope);
    const params = new SqlParams();
    const condition = ticketId === null ? `e.status <> 'resolved'` : `e.ticket_id = ${params.add(ticketId)}`;
    return (await this.dataSource.query(
      `SELECT e.id, e.ticket_id AS "ticketId", e.kind, e.escalated_by AS "escalatedBy", e.escalated_to AS "escalatedTo",
              NULLIF(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "escalatedToName",
              e.reason, e.previous_priority AS "previousPriority", e.new_priority AS "newPriority", e.status,
              e.resolved_at AS "resolvedAt", e.resolution, e.created_at AS "createdAt"
         FROM ticket_escalations e LEFT JOIN users u ON u.id = e.escalated_to
        WHERE ${condition} ORDER BY e.created_at DESC, e.id DESC LIMIT 200`,
      params.values,
    )) as TicketEscalationView[];
  }

  async templates(scope: Scope, activeOnly: boolean): Promise<TicketTemplateView[]> {
    assertSupportAgent(scope);
    return (await this.dataSource.query(
      `SELECT ${templateColumns} FROM ticket_templates ${activeOnly ? 'WHERE is_active' : ''}
        ORDER BY usage_count DESC, template_name LIMIT 200`,
    )) as TicketTemplateView[];
  }

  /** The desk's people: who a ticket can be assigned to, and who hears of unassigned tickets. */
  async agents(scope: Scope): Promise<{ id: string; name: string }[]> {
    assertSupportAgent(scope);
    return this.agentRows(this.dataSource.manager);
  }

  async metrics(scope: Scope): Promise<SupportMetricsView> {
    assertSupportAgent(scope);
    const now = this.clock.now();
    const [row] = (await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE status = 'open')::int AS open,
         count(*) FILTER (WHERE status = 'pending')::int AS pending,
         count(*) FILTER (WHERE status IN ('open', 'pending') AND (first_response_breached_at IS NOT NULL OR resolution_breached_at IS NOT NULL))::int AS "breachedOpen",
         count(*) FILTER (WHERE status IN ('open', 'pending') AND assigned_to_id IS NULL)::int AS unassigned,
         avg(response_time_minutes) FILTER (WHERE first_response_at >= $1::timestamptz - interval '30 days')::float AS "averageResponseMinutes",
         avg(resolution_time_minutes) FILTER (WHERE resolved_at >= $1::timestamptz - interval '30 days')::float AS "averageResolutionMinutes",
         avg(satisfaction_rating) FILTER (WHERE satisfaction_rating IS NOT NULL AND resolved_at >= $1::timestamptz - interval '30 days')::float AS "averageSatisfaction",
         (100.0 * count(*) FILTER (WHERE resolved_at >= $1::timestamptz - interval '30 days' AND first_response_breached_at IS NULL AND resolution_breached_at IS NULL)
           / NULLIF(count(*) FILTER (WHERE resolved_at >= $1::timestamptz - interval '30 days'), 0))::float AS "slaMetPercent"
       FROM support_tickets`,
      [now],
    )) as SupportMetricsView[];
    const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
    return {
      ...row,
      averageResponseMinutes: round(row.averageResponseMinutes),
      averageResolutionMinutes: round(row.averageResolutionMinutes),
      averageSatisfaction: round(row.averageSatisfaction),
      slaMetPercent: round(row.slaMetPercent),
    };
  }

  /** The requester's account as the desk sees it: no patient record (decision 455). */
  async accountState(scope: Scope, ticketId: number): Promise<SupportAccountStateView> {
    assertSupportAgent(scope);
    const ticket = await this.get(scope, ticketId);
    const [requester] = (await this.dataSource.query(
      `SELECT is_active AS "isActive", last_login_at AS "lastLoginAt" FROM users WHERE id = $1`,
      [ticket.requesterId],
    )) as { isActive: boolean; lastLoginAt: Date | null }[];
    const base = {
      requesterActive: requester?.isActive ?? null,
      requesterLastLoginAt: requester?.lastLoginAt ?? null,
    };
    if (ticket.clinicId === null) {
      return {
        ...base,
        clinicId: null,
        clinicName: null,
        planName: null,
        billingStatus: null,
        billingFrequency: null,
        nextBillingDate: null,
        clinicActive: null,
        activeUsers: null,
        openTickets: null,
        recentErrors: [],
      };
    }
    const [clinic] = (await this.dataSource.query(
      `SELECT c.id, c.name, p.name AS "planName", c.billing_status AS "billingStatus",
              c.billing_frequency AS "billingFrequency", c.next_billing_date::text AS "nextBillingDate", c.is_active AS "isActive",
              (SELECT count(*)::int FROM users u WHERE u.clinic_id = c.id AND u.is_active) AS "activeUsers",
              (SELECT count(*)::int FROM support_tickets s WHERE s.clinic_id = c.id AND s.status IN ('open', 'pending')) AS "openTickets"
         FROM clinics c LEFT JOIN plans p ON p.code = c.subscription_plan WHERE c.id = $1`,
      [ticket.clinicId],
    )) as {
      id: number;
      name: string;
      planName: string | null;
      billingStatus: string;
      billingFrequency: string;
      nextBillingDate: string | null;
      isActive: boolean;
      activeUsers: number;
      openTickets: number;
    }[];
    return {
      ...base,
      clinicId: clinic?.id ?? null,
      clinicName: clinic?.name ?? null,
      planName: clinic?.planName ?? null,
      billingStatus: clinic?.billingStatus ?? null,
      billingFrequency: clinic?.billingFrequency ?? null,
      nextBillingDate: clinic?.nextBillingDate ?? null,
      clinicActive: clinic?.isActive ?? null,
      activeUsers: clinic?.activeUsers ?? null,
      openTickets: clinic?.openTickets ?? null,
      recentErrors: await this.systemLogs.recentErrorsOfClinic(ticket.clinicId, this.clock.now()),
    };
  }

  /**
   * The break-glass look at the ticket's clinic's patients (decision 455): the reason is written to the
   * audit log and the ticket's activity first, in the same transaction; only then are rows read.
   */
  async patientLookup(scope: Scope, input: SupportPatientLookupInput): Promise<SupportPatientLookupRow[]> {
    assertSupportAgent(scope);
    return this.dataSource.transaction(async (manager) => {
      const ticket = await this.findRow(manager, scope, input.ticketId);
      if (!ticket) throw ticketNotFound();
      if (ticket.clinicId === null)
        throw InputError.field('ticketId', 'This ticket belongs to no clinic: there are no patient records to look at');
      const reason = input.reason.trim();
      const search = input.search.trim();
      await writeAudit(manager, scope, {
        entityType: 'support_ticket',
        entityId: ticket.id,
        action: 'break_glass_read',
        clinicId: ticket.clinicId,
        newValues: { ticketNumber: ticket.ticketNumber, search },
        reason,
      });
      await this.logActivity(manager, ticket.id, this.agentActor(scope), 'break_glass_read', { reason, search });
      const pattern = containsPattern(search);
      return (await manager.query(
        `SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.date_of_birth::text AS "dateOfBirth",
                coalesce(array_agg(k.case_number ORDER BY k.id) FILTER (WHERE k.id IS NOT NULL), '{}') AS "caseNumbers"
           FROM patients p LEFT JOIN cases k ON k.patient_id = p.id
          WHERE p.clinic_id = $1 AND ((p.first_name || ' ' || p.last_name) ILIKE $2 OR k.case_number ILIKE $2)
          GROUP BY p.id ORDER BY p.last_name, p.first_name, p.id LIMIT 20`,
        [ticket.clinicId, pattern],
      )) as SupportPatientLookupRow[];
    });
  }

  // ---------------------------------------------------------------- writes

  async create(scope: Scope, input: SupportTicketCreateInput): Promise<SupportTicketView> {
    const agent = isSupportAgent(scope);
    const requesterId = agent ? input.requesterUserId : scope.userId;
    if (agent && !requesterId)
      throw InputError.field('requesterUserId', 'Choose the clinic user or attorney the ticket is for');
    if (!agent) {
      assertRequester(scope);
      if (input.requesterUserId && input.requesterUserId !== scope.userId)
        throw InputError.field('requesterUserId', 'Only the support desk opens tickets for someone else');
    }
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (manager) => {
      const [requester] = (await manager.query(
        `SELECT id, email, role, clinic_id AS "clinicId", attorney_id AS "attorneyId", is_active AS "isActive",
                trim(first_name || ' ' || last_name) AS name
           FROM users WHERE id = $1`,
        [requesterId],
      )) as {
        id: string;
        email: string;
        role: Role;
        clinicId: number | null;
        attorneyId: number | null;
        isActive: boolean;
        name: string;
      }[];
      if (!requester || !requesterRoles.includes(requester.role) || !requester.isActive) {
        if (agent) throw InputError.field('requesterUserId', 'The requester must be an active clinic user or attorney');
        throw new ForbiddenError(requesterOnlyMessage);
      }
      const priority = input.priority ?? TicketPriority.normal;
      const deadlines = slaDeadlines(now, priority, 0);
      const [{ id: ticketId }] = (await manager.query(
        `INSERT INTO support_tickets (ticket_number, category, priority, subject, description, requester_type, requester_id,
                                      requester_email, requester_name, clinic_id, attorney_id, sla_deadline, first_response_due_at,
                                      tags, created_by, created_at, updated_at)
         VALUES ('CB-' || lpad(nextval('support_ticket_number_seq')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                 $12, $13, $14, $15, $15)
         RETURNING id`,
        [
          input.category,
          priority,
          input.subject.trim(),
          input.description.trim(),
          requester.role,
          requester.id,
          requester.email,
          requester.name,
          requester.role === Role.attorney ? null : requester.clinicId,
          requester.role === Role.attorney ? requester.attorneyId : null,
          deadlines.slaDeadline,
          deadlines.firstResponseDueAt,
          agent ? normalizeTags(input.tags ?? []) : [],
          agent ? scope.userId : null,
          now,
        ],
      )) as { id: number }[];
      const actor = agent ? this.agentActor(scope) : this.requesterActor(scope);
      await this.logActivity(manager, ticketId, actor, 'created', {
        status: [null, TicketStatus.open],
        priority: [null, priority],
        category: [null, input.category],
        ...(agent ? { openedFor: requester.name } : {}),
      });
      await writeAudit(manager, scope, {
        entityType: 'support_ticket',
        entityId: ticketId,
        action: 'create',
        clinicId: requester.role === Role.attorney ? null : requester.clinicId,
        newValues: { category: input.category, priority, requesterId: requester.id, subject: input.subject.trim() },
      });
      if (agent) {
        await this.notifications.notify(manager, {
          recipients: [requester.id],
          actorId: scope.userId,
          kind: 'support_ticket',
          title: 'The support desk opened a ticket for you',
          link: `/support?ticket=${ticketId}`,
        });
      } else {
        await this.notifyDesk(manager, null, scope.userId, 'A new support ticket was opened', ticketId);
      }
      return ticketId;
    });
    return this.get(scope, id);
  }

  /**
   * A reply or note. `attach` runs inside the reply's transaction once the message exists (an
   * attachment's row), so a failed attachment leaves no message behind.
   */
  async reply(
    scope: Scope,
    input: TicketReplyInput,
    attach?: (manager: EntityManager, ticketId: number, messageId: number) => Promise<void>,
  ): Promise<TicketMessageView> {
    assertDeskOrRequester(scope);
    const agent = isSupportAgent(scope);
    if (!agent && (input.isInternal || input.templateId || input.status))
      throw new ForbiddenError('Only the support desk writes internal notes, uses templates or sets the status');
    const now = this.clock.now();
    const messageId = await this.dataSource.transaction(async (manager) => {
      const ticket = await this.findRow(manager, scope, input.ticketId, true);
      if (!ticket) throw ticketNotFound();
      if (ticket.status === TicketStatus.closed)
        throw new ConflictError('This ticket is closed; open a new ticket to continue', 'ticketId');
      const isInternal = agent && Boolean(input.isInternal);
      if (input.templateId) {
        const updated = (await manager.query(
          `UPDATE ticket_templates SET usage_count = usage_count + 1, updated_at = now() WHERE id = $1 AND is_active RETURNING id`,
          [input.templateId],
        )) as [unknown[], number];
        if (updated[1] === 0) throw InputError.field('templateId', 'Template not found or not active');
      }
      const actor = agent ? this.agentActor(scope) : this.requesterActor(scope);
      const [{ id }] = (await manager.query(
        `INSERT INTO ticket_messages (ticket_id, sender_id, sender_type, sender_name, message, is_internal, read_by_customer, read_by_agent, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [ticket.id, scope.userId, actor.type, actor.name, input.message.trim(), isInternal, !agent, agent, now],
      )) as { id: number }[];
      if (attach) await attach(manager, ticket.id, id);
      await this.logActivity(manager, ticket.id, actor, isInternal ? 'internal_note' : 'message', {
        messageId: id,
        ...(input.templateId ? { templateId: input.templateId } : {}),
      });
      const changes: Record<string, unknown> = {};
      if (agent && !isInternal && ticket.firstResponseAt === null) {
        const responseTime = Math.max(0, minutesBetween(ticket.createdAt, now) - ticket.pausedMinutes);
        await manager.query(
          `UPDATE support_tickets SET first_response_at = $2, response_time_minutes = $3 WHERE id = $1`,
          [ticket.id, now, responseTime],
        );
        changes.firstResponseAt = [null, now.toISOString()];
      }
      let nextStatus: TicketStatus | null = input.status ?? null;
      // A requester's reply reopens a ticket that waited on them or was resolved (decision 451).
      if (!agent && (ticket.status === TicketStatus.pending || ticket.status === TicketStatus.resolved))
        nextStatus = TicketStatus.open;
      if (nextStatus && nextStatus !== ticket.status) {
        Object.assign(changes, await this.moveStatus(manager, ticket, nextStatus, now, null));
      }
      await manager.query(`UPDATE support_tickets SET updated_at = $2 WHERE id = $1`, [ticket.id, now]);
      if (Object.keys(changes).length > 0) await this.logActivity(manager, ticket.id, actor, 'updated', changes);
      await writeAudit(manager, scope, {
        entityType: 'support_ticket',
        entityId: ticket.id,
        action: isInternal ? 'internal_note' : 'reply',
        clinicId: ticket.clinicId,
        newValues: { messageId: id, ...(nextStatus ? { status: nextStatus } : {}) },
      });
      if (agent && !isInternal && ticket.requesterId) {
        await this.notifications.notify(manager, {
          recipients: [ticket.requesterId],
          actorId: scope.userId,
          kind: 'support_ticket',
          title: `The support desk answered ${ticket.ticketNumber}`,
          link: `/support?ticket=${ticket.id}`,
        });
      } else if (!agent) {
        await this.notifyDesk(
          manager,
          ticket.assignedToId,
          scope.userId,
          `New reply on ${ticket.ticketNumber}`,
          ticket.id,
        );
      }
      afterCommit(manager, () => this.live.publish({ type: 'ticket.message', id }));
      return id;
    });
    const [message] = (await this.dataSource.query(
      `SELECT ${messageColumns} FROM ticket_messages m JOIN support_tickets t ON t.id = m.ticket_id WHERE m.id = $1`,
      [messageId],
    )) as TicketMessageView[];
    return message;
  }

  async update(scope: Scope, input: SupportTicketUpdateInput): Promise<SupportTicketView> {
    assertSupportAgent(scope);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const ticket = await this.findRow(manager, scope, input.ticketId, true);
      if (!ticket) throw ticketNotFound();
      const changes: Record<string, unknown> = {};
      const sets: string[] = [];
      const params = new SqlParams();
      const idParam = params.add(ticket.id);
      if (input.priority && input.priority !== ticket.priority) {
        const deadlines = slaDeadlines(ticket.createdAt, input.priority, ticket.pausedMinutes);
        sets.push(
          `priority = ${params.add(input.priority)}`,
          `sla_deadline = ${params.add(deadlines.slaDeadline)}`,
          `first_response_due_at = ${params.add(deadlines.firstResponseDueAt)}`,
        );
        changes.priority = [ticket.priority, input.priority];
      }
      if (input.category && input.category !== ticket.category) {
        sets.push(`category = ${params.add(input.category)}`);
        changes.category = [ticket.category, input.category];
      }
      if (input.assignedToId !== undefined && input.assignedToId !== null) {
        const assignee = input.assignedToId === '' ? null : input.assignedToId;
        if (assignee !== ticket.assignedToId) {
          if (assignee) {
            const agents = await this.agentRows(manager);
            if (!agents.some((a) => a.id === assignee))
              throw InputError.field('assignedToId', 'Tickets are assigned to members of the support desk');
          }
          sets.push(`assigned_to_id = ${params.add(assignee)}`, `assigned_at = ${params.add(assignee ? now : null)}`);
          changes.assignedToId = [ticket.assignedToId, assignee];
          if (assignee && assignee !== scope.userId) {
            await this.notifications.notify(manager, {
              recipients: [assignee],
              actorId: scope.userId,
              kind: 'support_ticket',
              title: `${ticket.ticketNumber} was assigned to you`,
              link: `/admin?tab=support&ticket=${ticket.id}`,
            });
          }
        }
      }
      if (input.tags) {
        const tags = normalizeTags(input.tags);
        if (tags.join('\u0001') !== ticket.tags.join('\u0001')) {
          sets.push(`tags = ${params.add(tags)}`);
          changes.tags = [ticket.tags, tags];
        }
      }
      if (input.internalNotes !== undefined && input.internalNotes !== null) {
        const notes = input.internalNotes.trim() || null;
        if (notes !== ticket.internalNotes) {
          sets.push(`internal_notes = ${params.add(notes)}`);
          changes.internalNotes = ['(changed)', '(changed)'];
        }
      }
      if (sets.length > 0) {
        await manager.query(`UPDATE support_tickets SET ${sets.join(', ')} WHERE id = ${idParam}`, params.values);
      }
      if (input.status && input.status !== ticket.status) {
        Object.assign(changes, await this.moveStatus(manager, ticket, input.status, now, input.resolution ?? null));
      } else if (
        input.resolution !== undefined &&
        input.resolution !== null &&
        input.resolution.trim() !== (ticket.resolution ?? '')
      ) {
        await manager.query(`UPDATE support_tickets SET resolution = $2 WHERE id = $1`, [
          ticket.id,
          input.resolution.trim() || null,
        ]);
        changes.resolution = [ticket.resolution, input.resolution.trim() || null];
      }
      if (Object.keys(changes).length === 0) return;
      await manager.query(`UPDATE support_tickets SET updated_at = $2 WHERE id = $1`, [ticket.id, now]);
      await this.logActivity(manager, ticket.id, this.agentActor(scope), 'updated', changes);
      await writeAudit(manager, scope, {
        entityType: 'support_ticket',
        entityId: ticket.id,
        action: 'update',
        clinicId: ticket.clinicId,
        oldValues: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, (v as unknown[])[0]])),
        newValues: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, (v as unknown[])[1]])),
      });
      if (changes.status && ticket.requesterId) {
        const to = (changes.status as string[])[1];
        if (to === TicketStatus.resolved || to === TicketStatus.pending) {
          await this.notifications.notify(manager, {
            recipients: [ticket.requesterId],
            actorId: scope.userId,
            kind: 'support_ticket',
            title:
              to === TicketStatus.resolved
                ? `${ticket.ticketNumber} was resolved: tell us how we did`
                : `${ticket.ticketNumber} waits on your answer`,
            link: `/support?ticket=${ticket.id}`,
          });
        }
      }
    });
    return this.get(scope, input.ticketId);
  }

  async rate(scope: Scope, input: TicketRatingInput): Promise<SupportTicketView> {
    assertRequester(scope);
    await this.dataSource.transaction(async (manager) => {
      const ticket = await this.findRow(manager, scope, input.ticketId, true);
      if (!ticket) throw ticketNotFound();
      if (ticket.requesterId !== scope.userId)
        throw new ForbiddenError('Only the person who opened the ticket rates it');
      if (ticket.status !== TicketStatus.resolved && ticket.status !== TicketStatus.closed)
        throw new ConflictError('A ticket is rated once it is resolved', 'rating');
      const comment = input.comment?.trim() || null;
      await manager.query(
        `UPDATE support_tickets SET satisfaction_rating = $2, satisfaction_comment = $3, updated_at = $4 WHERE id = $1`,
        [ticket.id, input.rating, comment, this.clock.now()],
      );
      await this.logActivity(manager, ticket.id, this.requesterActor(scope), 'rated', {
        satisfactionRating: [ticket.satisfactionRating, input.rating],
      });
      await writeAudit(manager, scope, {
        entityType: 'support_ticket',
        entityId: ticket.id,
        action: 'rate',
        clinicId: ticket.clinicId,
        oldValues: { satisfactionRating: ticket.satisfactionRating },
        newValues: { satisfactionRating: input.rating, satisfactionComment: comment },
      });
    });
    return this.get(scope, input.ticketId);
  }

  async templateSave(scope: Scope, id: number | null, input: TicketTemplateInput): Promise<TicketTemplateView> {
    assertSupportAgent(scope);
    const values = [
      input.templateName.trim(),
      input.category ?? null,
      input.subject?.trim() || null,
      input.message.trim(),
      normalizeTags(input.tags ?? []),
      input.isActive ?? true,
    ];
    return this.dataSource.transaction(async (manager) => {
      const [clash] = (await manager.query(
        `SELECT id FROM ticket_templates WHERE template_name = $1 AND id IS DISTINCT FROM $2`,
        [values[0], id],
      )) as { id: number }[];
      if (clash) throw new ConflictError('A template with this name exists', 'templateName');
      let templateId = id;
      let old: TicketTemplateView | null = null;
      if (id === null) {
        const [row] = (await manager.query(
          `INSERT INTO ticket_templates (template_name, category, subject, message, tags, is_active, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [...values, scope.userId],
        )) as { id: number }[];
        templateId = row.id;
      } else {
        [old] = (await manager.query(`SELECT ${templateColumns} FROM ticket_templates WHERE id = $1 FOR UPDATE`, [
          id,
        ])) as TicketTemplateView[];
        if (!old) throw new NotFoundError('Template');
        await manager.query(
          `UPDATE ticket_templates SET template_name = $1, category = $2, subject = $3, message = $4, tags = $5,
                  is_active = $6, updated_at = now() WHERE id = $7`,
          [...values, id],
        );
      }
      await writeAudit(manager, scope, {
        entityType: 'ticket_template',
        entityId: templateId!,
        action: id === null ? 'create' : 'update',
        oldValues: old ? { templateName: old.templateName, isActive: old.isActive } : null,
        newValues: { templateName: values[0], isActive: values[5] },
      });
      const [view] = (await manager.query(`SELECT ${templateColumns} FROM ticket_templates WHERE id = $1`, [
        templateId,
      ])) as TicketTemplateView[];
      return view;
    });
  }

  async escalationResolve(scope: Scope, id: number, resolution: string): Promise<TicketEscalationView> {
    assertSupportAgent(scope);
    const ticketId = await this.dataSource.transaction(async (manager) => {
      const [updated] = (await manager.query(
        `UPDATE ticket_escalations SET status = 'resolved', resolved_at = $2, resolution = $3
          WHERE id = $1 AND status <> 'resolved' RETURNING ticket_id AS "ticketId"`,
        [id, this.clock.now(), resolution.trim()],
      )) as [{ ticketId: number }[], number];
      if (!updated[0]) throw new NotFoundError('Open escalation');
      await this.logActivity(manager, updated[0].ticketId, this.agentActor(scope), 'escalation_resolved', {
        escalationId: id,
      });
      await writeAudit(manager, scope, {
        entityType: 'ticket_escalation',
        entityId: id,
        action: 'resolve',
        newValues: { resolution: resolution.trim() },
      });
      return updated[0].ticketId;
    });
    const list = await this.escalations(scope, ticketId);
    return list.find((e) => e.id === id)!;
  }

  // ---------------------------------------------------------------- live

  /** Live messages of one ticket in scope, or (without a ticket) of every ticket the scope may read. */
  async subscribe(scope: Scope, ticketId: number | null): Promise<AsyncIterableIterator<TicketMessageView>> {
    assertDeskOrRequester(scope);
    if (ticketId !== null) await this.get(scope, ticketId);
    return this.live.subscribe(
      this.messageTopic,
      scope,
      (message) => ticketId === null || message.ticketId === ticketId,
    );
  }

  // ---------------------------------------------------------------- SLA sweep

  /**
   * The SLA sweep (decision 452), idempotent: open tickets past a deadline are flagged once per
   * deadline, with a ticket_escalations row and a notification to the assignee (or every desk
   * member); pending tickets are paused and skipped. Resolved tickets untouched for 7 days close.
   */
  async sweep(now: Date): Promise<{ breaches: number; closed: number }> {
    return this.dataSource.transaction(async (manager) => {
      const due = (await manager.query(
        `SELECT id, ticket_number AS "ticketNumber", priority, assigned_to_id AS "assignedToId", clinic_id AS "clinicId",
                (first_response_at IS NULL AND first_response_breached_at IS NULL AND first_response_due_at <= $1) AS "firstResponse",
                (resolution_breached_at IS NULL AND sla_deadline <= $1) AS resolution
           FROM support_tickets
          WHERE status = 'open'
            AND ((first_response_at IS NULL AND first_response_breached_at IS NULL AND first_response_due_at <= $1)
                 OR (resolution_breached_at IS NULL AND sla_deadline <= $1))
          ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 500`,
        [now],
      )) as {
        id: number;
        ticketNumber: string;
        priority: TicketPriority;
        assignedToId: string | null;
        clinicId: number | null;
        firstResponse: boolean;
        resolution: boolean;
      }[];
      const agents = due.length > 0 ? await this.agentRows(manager) : [];
      let breaches = 0;
      for (const ticket of due) {
        const kinds = [
          ...(ticket.firstResponse ? (['first_response'] as const) : []),
          ...(ticket.resolution ? (['resolution'] as const) : []),
        ];
        for (const kind of kinds) {
          const column = kind === 'first_response' ? 'first_response_breached_at' : 'resolution_breached_at';
          await manager.query(`UPDATE support_tickets SET ${column} = $2, updated_at = $2 WHERE id = $1`, [
            ticket.id,
            now,
          ]);
          const label = kind === 'first_response' ? 'first response' : 'resolution';
          const inserted = (await manager.query(
            `INSERT INTO ticket_escalations (ticket_id, kind, escalated_to, reason, previous_priority, new_priority, created_at)
             VALUES ($1, $2, $3, $4, $5, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
            [
              ticket.id,
              kind,
              ticket.assignedToId,
              `The ${label} deadline passed (${ticket.priority} priority)`,
              ticket.priority,
              now,
            ],
          )) as { id: number }[];
          if (inserted.length === 0) continue;
          breaches += 1;
          await this.logActivity(
            manager,
            ticket.id,
            { id: null, type: TicketSenderType.system, name: 'SLA sweep' },
            'sla_breached',
            {
              kind,
              escalationId: inserted[0].id,
            },
          );
          const recipients = ticket.assignedToId ? [ticket.assignedToId] : agents.map((a) => a.id);
          if (recipients.length > 0) {
            await this.notifications.notify(manager, {
              recipients,
              kind: 'support_ticket',
              title: `${ticket.ticketNumber} missed its ${label} deadline`,
              link: `/admin?tab=support&ticket=${ticket.id}`,
            });
          }
        }
      }
      const closed = (await manager.query(
        `UPDATE support_tickets SET status = 'closed', closed_at = $1, updated_at = $1
          WHERE status = 'resolved' AND resolved_at <= $1::timestamptz - make_interval(days => $2) RETURNING id`,
        [now, autoCloseResolvedDays],
      )) as [{ id: number }[], number];
      const closedRows = closed[0];
      for (const row of closedRows) {
        await this.logActivity(
          manager,
          row.id,
          { id: null, type: TicketSenderType.system, name: 'SLA sweep' },
          'updated',
          {
            status: [TicketStatus.resolved, TicketStatus.closed],
          },
        );
      }
      return { breaches, closed: closedRows.length };
    });
  }

  // ---------------------------------------------------------------- helpers

  /**
   * Moves a ticket's status under the allowed moves (decision 451), with the SLA clock: pending
   * starts a pause; leaving pending adds it to paused_minutes and moves the deadlines; resolved
   * measures the resolution time. Returns the activity's changes.
   */
  private async moveStatus(
    manager: EntityManager,
    ticket: TicketRow,
    to: TicketStatus,
    now: Date,
    resolution: string | null,
  ): Promise<Record<string, unknown>> {
    const from = ticket.status;
    if (!allowedStatusMoves[from].includes(to)) {
      const allowed = allowedStatusMoves[from];
      throw InputError.field(
        'status',
        allowed.length === 0
          ? `A ${from} ticket cannot change; open a new ticket instead`
          : `A ${from} ticket can only move to ${allowed.join(' or ')}`,
      );
    }
    let pausedMinutes = ticket.pausedMinutes;
    const sets = [`status = $2`];
    const values: unknown[] = [ticket.id, to];
    const add = (sql: string, value: unknown) => {
      values.push(value);
      sets.push(`${sql} = $${values.length}`);
    };
    if (from === TicketStatus.pending && ticket.pausedAt) {
      pausedMinutes += minutesBetween(ticket.pausedAt, now);
      const deadlines = slaDeadlines(ticket.createdAt, ticket.priority, pausedMinutes);
      add('paused_at', null);
      add('paused_minutes', pausedMinutes);
      add('sla_deadline', deadlines.slaDeadline);
      add('first_response_due_at', deadlines.firstResponseDueAt);
    }
    if (to === TicketStatus.pending) add('paused_at', now);
    if (to === TicketStatus.resolved) {
      add('resolved_at', now);
      add('resolution_time_minutes', Math.max(0, minutesBetween(ticket.createdAt, now) - pausedMinutes));
      if (resolution !== null) add('resolution', resolution.trim() || null);
    }
    if (from === TicketStatus.resolved && to === TicketStatus.open) {
      add('resolved_at', null);
      add('resolution_time_minutes', null);
      add('satisfaction_rating', null);
      add('satisfaction_comment', null);
    }
    if (to === TicketStatus.closed) add('closed_at', now);
    await manager.query(`UPDATE support_tickets SET ${sets.join(', ')} WHERE id = $1`, values);
    return {
      status: [from, to],
      ...(pausedMinutes !== ticket.pausedMinutes ? { pausedMinutes: [ticket.pausedMinutes, pausedMinutes] } : {}),
    };
  }

  private async findRow(manager: EntityManager, scope: Scope, id: number, lock = false): Promise<TicketRow | null> {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `SELECT ${ticketColumns} FROM ${ticketFrom}
        WHERE t.id = ${params.add(id)} AND ${ticketScopeSql(scope, params, 't')} ${lock ? 'FOR UPDATE OF t' : ''}`,
      params.values,
    )) as TicketRow[];
    return row ?? null;
  }

  private view(scope: Scope, row: TicketRow): SupportTicketView {
    const agent = isSupportAgent(scope);
    const now = this.clock.now();
    const firstResponseBreached = row.firstResponseBreachedAt !== null;
    const resolutionBreached = row.resolutionBreachedAt !== null;
    const open = row.status === TicketStatus.open;
    const late = open && ((row.firstResponseAt === null && row.firstResponseDueAt <= now) || row.slaDeadline <= now);
    const slaState =
      firstResponseBreached || resolutionBreached || late
        ? SlaState.breached
        : row.status === TicketStatus.pending
          ? SlaState.paused
          : open
            ? SlaState.on_track
            : SlaState.met;
    const { pausedAt: _pausedAt, firstResponseBreachedAt: _f, resolutionBreachedAt: _r, ...rest } = row;
    return {
      ...rest,
      attachments: (row.attachments ?? []) as TicketAttachmentView[],
      slaState,
      firstResponseBreached,
      resolutionBreached,
      internalNotes: agent ? row.internalNotes : null,
      assignedToId: agent ? row.assignedToId : null,
    };
  }

  private async agentRows(manager: EntityManager): Promise<{ id: string; name: string }[]> {
    // The desk: active super admins, and operator staff whose employee role includes the support area.
    return (await manager.query(
      `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name FROM users u
        WHERE u.is_active AND ${userMayUseOperatorAreaSql('u', '$1')}
        ORDER BY u.first_name, u.last_name, u.id LIMIT 100`,
      [OperatorArea.support],
    )) as { id: string; name: string }[];
  }

  private async notifyDesk(
    manager: EntityManager,
    assigneeId: string | null,
    actorId: string,
    title: string,
    ticketId: number,
  ): Promise<void> {
    const recipients = assigneeId ? [assigneeId] : (await this.agentRows(manager)).map((a) => a.id);
    if (recipients.length === 0) return;
    await this.notifications.notify(manager, {
      recipients,
      actorId,
      kind: 'support_ticket',
      title,
      link: `/admin?tab=support&ticket=${ticketId}`,
    });
  }

  private agentActor(scope: Scope): Actor {
    return { id: scope.userId, type: TicketSenderType.agent, name: scope.displayName };
  }

  private requesterActor(scope: Scope): Actor {
    return { id: scope.userId, type: TicketSenderType.requester, name: scope.displayName };
  }

  private async logActivity(
    manager: EntityManager,
    ticketId: number,
    actor: Actor,
    action: string,
    changes: Record<string, unknown> | null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO ticket_activity_log (ticket_id, actor_id, actor_type, actor_name, action, changes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [ticketId, actor.id, actor.type, actor.name, action, changes, this.clock.now()],
    );
  }
}

function normalizeTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))].slice(0, 10);
}
