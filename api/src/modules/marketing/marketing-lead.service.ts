import { OperatorArea, userMayUseOperatorAreaSql } from '../../platform/access/operator-areas';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, keysetSql } from '../../db/sql/keyset';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import type { Clock } from '../../platform/jobs/clock';
import type { AutomationEngine } from '../automation/automation-engine';
import { platformFactsFor, scoreLead as scoreSalesLead } from '../sales/lead-score';
import type { CrmSyncService } from './crm-sync.service';
import { leadScoreFactsSql, scoreLead, type LeadScoreFacts } from './lead-score';
import type {
  CrmActivityCompleteInput,
  CrmActivityFilter,
  CrmActivityInput,
  MarketingLeadFilter,
  MarketingLeadInput,
} from './marketing.input';
import { marketingAdminOf, senderOf, senderSql, type Sender } from './marketing.policy';
import type { CrmActivityView, MarketingLeadView } from './marketing.type';
import { rowWriteLock } from '../../db/sql/row-lock';

const leadColumns = `l.id, l.first_name AS "firstName", l.last_name AS "lastName", l.company, l.email, l.phone, l.source,
  l.status, l.injury_type AS "injuryType", l.severity, l.notes, l.assigned_to AS "assignedTo",
  CASE WHEN au.id IS NULL THEN NULL ELSE trim(au.first_name || ' ' || au.last_name) END AS "assignedToName",
  l.converted_to_patient_id AS "convertedToPatientId", l.sales_lead_id AS "salesLeadId", l.converted_at AS "convertedAt",
  l.lead_score AS "leadScore", l.score_reasons AS "scoreReasons", l.last_contacted_at AS "lastContactedAt",
  l.next_follow_up_at AS "nextFollowUpAt", l.created_at AS "createdAt",
  EXISTS (SELECT 1 FROM marketing_unsubscribes u WHERE u.email = l.email
           AND u.sender = CASE WHEN l.clinic_id IS NULL THEN 'platform' ELSE 'clinic:' || l.clinic_id END) AS unsubscribed`;
const leadFrom = `marketing_leads l LEFT JOIN users au ON au.id = l.assigned_to`;

const activityColumns = `a.id, a.type, a.subject, a.description, a.related_to AS "relatedTo", a.related_id AS "relatedId",
  coalesce(CASE a.related_to
    WHEN 'lead' THEN (SELECT trim(x.first_name || ' ' || x.last_name) FROM marketing_leads x WHERE x.id = a.related_id AND x.clinic_id IS NOT DISTINCT FROM a.clinic_id)
    WHEN 'patient' THEN (SELECT trim(x.first_name || ' ' || x.last_name) FROM patients x WHERE x.id = a.related_id AND x.clinic_id = a.clinic_id)
    WHEN 'clinic' THEN (SELECT x.name FROM clinics x WHERE x.id = a.related_id) END, 'removed') AS "relatedName",
  a.status, a.priority, a.outcome, a.due_date AS "dueDate",
  (a.status = 'pending' AND a.due_date IS NOT NULL AND a.due_date < $NOW::timestamptz) AS overdue,
  a.completed_at AS "completedAt", a.assigned_to AS "assignedTo",
  CASE WHEN au.id IS NULL THEN NULL ELSE trim(au.first_name || ' ' || au.last_name) END AS "assignedToName",
  CASE WHEN cu.id IS NULL THEN NULL ELSE trim(cu.first_name || ' ' || cu.last_name) END AS "createdByName",
  a.created_at AS "createdAt"`;
const activityFrom = `crm_activities a LEFT JOIN users au ON au.id = a.assigned_to LEFT JOIN users cu ON cu.id = a.created_by`;

/** The lead's audit picture: no notes (free text), the fields that matter. */
const audited = (lead: Partial<MarketingLeadView>) => ({
  firstName: lead.firstName,
  lastName: lead.lastName,
  company: lead.company,
  email: lead.email,
  phone: lead.phone,
  source: lead.source,
  status: lead.status,
  injuryType: lead.injuryType,
  severity: lead.severity,
  assignedTo: lead.assignedTo,
  leadScore: lead.leadScore,
});

/**
 * Leads and CRM activities (decisions 460-462): scoped to the sender in SQL, the score recomputed
 * on every write that can change it, every write audited in its own transaction, automation rules
 * fired and the clinic's CRM told in the same transaction.
 */
export class MarketingLeadService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly engine: AutomationEngine,
    private readonly crm: CrmSyncService,
  ) {}

  async list(
    scope: Scope,
    args: { filter?: MarketingLeadFilter | null; first?: number | null; after?: string | null },
  ): Promise<Page<MarketingLeadView>> {
    const sender = senderOf(scope);
    const params = new SqlParams();
    const where = [senderSql(sender, params, 'l')];
    if (args.filter?.status) where.push(`l.status = ${params.add(args.filter.status)}`);
    if (args.filter?.source) where.push(`lower(l.source) = lower(${params.add(args.filter.source)})`);
    if (args.filter?.search) {
      const pattern = params.add(containsPattern(args.filter.search));
      where.push(
        `((l.first_name || ' ' || l.last_name) ILIKE ${pattern} OR l.email ILIKE ${pattern} OR l.company ILIKE ${pattern})`,
      );
    }
    const page = keysetSql(
      params,
      'l',
      { expr: 'l.created_at', cast: 'timestamptz' },
      SortDirection.desc,
      args.first,
      args.after,
    );
    if (page.after) where.push(page.after);
    const rows = (await this.dataSource.query(
      `SELECT ${leadColumns}, ${page.sortKeySelect} FROM ${leadFrom} WHERE ${where.join(' AND ')} ${page.orderAndLimit}`,
      params.values,
    )) as Record<string, unknown>[];
    return page.page(rows, (row) => row as unknown as MarketingLeadView);
  }

  private async find(manager: EntityManager, sender: Sender, id: number): Promise<MarketingLeadView | null> {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `SELECT ${leadColumns} FROM ${leadFrom} WHERE l.id = ${params.add(id)} AND ${senderSql(sender, params, 'l')}`,
      params.values,
    )) as MarketingLeadView[];
    return row ?? null;
  }

  async get(scope: Scope, id: number): Promise<MarketingLeadView> {
    const lead = await this.find(this.dataSource.manager, senderOf(scope), id);
    if (!lead) throw new NotFoundError('Lead');
    return lead;
  }

  /** Recomputes and stores a lead's score from its row and its campaign engagement; returns it. */
  async rescore(manager: EntityManager, leadId: number): Promise<number> {
    const [facts] = (await manager.query(leadScoreFactsSql, [leadId])) as LeadScoreFacts[];
    if (!facts) return 0;
    const { score, reasons } = scoreLead(facts);
    await manager.query(`UPDATE marketing_leads SET lead_score = $2, score_reasons = $3 WHERE id = $1`, [
      leadId,
      score,
      JSON.stringify(reasons),
    ]);
    return score;
  }

  private async checkAssignee(manager: EntityManager, sender: Sender, userId: string | null | undefined) {
    if (!userId) return null;
    const [user] = (await manager.query(
      sender.clinicId === null
        ? `SELECT u.id FROM users u WHERE u.id::text = $1 AND u.is_active AND ${userMayUseOperatorAreaSql('u', '$2')}`
        : `SELECT id FROM users WHERE id::text = $1 AND clinic_id = $2 AND is_active`,
      sender.clinicId === null ? [userId, OperatorArea.marketing] : [userId, sender.clinicId],
    )) as { id: string }[];
    if (!user) throw InputError.field('assignedTo', 'Choose someone of your own team');
    return user.id;
  }

  async create(scope: Scope, input: MarketingLeadInput): Promise<MarketingLeadView> {
    const sender = marketingAdminOf(scope);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const assignee = await this.checkAssignee(manager, sender, input.assignedTo);
      const email = input.email.trim().toLowerCase();
      const params = new SqlParams();
      const [dupe] = (await manager.query(
        `SELECT l.id FROM marketing_leads l WHERE l.email = ${params.add(email)} AND ${senderSql(sender, params, 'l')} AND l.status NOT IN ('converted', 'lost')`,
        params.values,
      )) as { id: number }[];
      if (dupe) throw new ConflictError(`This e-mail is already lead #${dupe.id}`, 'email');
      const [{ id }] = (await manager.query(
        `INSERT INTO marketing_leads (clinic_id, first_name, last_name, company, email, phone, source, status, injury_type,
           severity, notes, assigned_to, next_follow_up_at, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING id`,
        [
          sender.clinicId,
          input.firstName.trim(),
          input.lastName?.trim() ?? '',
          sender.clinicId === null ? input.company?.trim() || null : null,
          email,
          input.phone?.trim() || null,
          input.source.trim().toLowerCase(),
          input.status ?? 'new',
          sender.clinicId === null ? null : (input.injuryType ?? null),
          sender.clinicId === null ? null : (input.severity ?? null),
          input.notes?.trim() || null,
          assignee,
          input.nextFollowUpAt ?? null,
          scope.userId,
          now,
        ],
      )) as { id: number }[];
      await this.rescore(manager, id);
      const lead = (await this.find(manager, sender, id))!;
      await writeAudit(manager, scope, {
        entityType: 'marketing_lead',
        entityId: id,
        action: 'create',
        clinicId: sender.clinicId,
        newValues: audited(lead),
      });
      await this.engine.fireMarketing(
        manager,
        { clinicId: sender.clinicId, trigger: 'lead_created', leadId: id, occurrence: `lead:${id}:created` },
        now,
      );
      await this.crm.enqueue(manager, sender.clinicId, 'lead.created', crmLeadPayload(lead), now);
      return lead;
    });
  }

  async update(scope: Scope, id: number, input: MarketingLeadInput): Promise<MarketingLeadView> {
    const sender = marketingAdminOf(scope);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const [locked] = (await manager.query(
        `SELECT l.id FROM marketing_leads l WHERE l.id = ${params.add(id)} AND ${senderSql(sender, params, 'l')} FOR UPDATE`,
        params.values,
      )) as { id: number }[];
      if (!locked) throw new NotFoundError('Lead');
      const before = (await this.find(manager, sender, id))!;
      if (before.status === 'converted') throw new ConflictError('A converted lead is kept as it was converted');
      const assignee = await this.checkAssignee(manager, sender, input.assignedTo);
      const status = input.status ?? before.status;
      await manager.query(
        `UPDATE marketing_leads SET first_name = $2, last_name = $3, company = $4, email = $5, phone = $6, source = $7,
                status = $8, injury_type = $9, severity = $10, notes = $11, assigned_to = $12, next_follow_up_at = $13,
                last_contacted_at = CASE WHEN $8 <> status AND $8 IN ('contacted', 'qualified', 'proposal') THEN $14 ELSE last_contacted_at END,
                updated_at = $14
          WHERE id = $1`,
        [
          id,
          input.firstName.trim(),
          input.lastName?.trim() ?? '',
          sender.clinicId === null ? input.company?.trim() || null : null,
          input.email.trim().toLowerCase(),
          input.phone?.trim() || null,
          input.source.trim().toLowerCase(),
          status,
          sender.clinicId === null ? null : (input.injuryType ?? null),
          sender.clinicId === null ? null : (input.severity ?? null),
          input.notes?.trim() || null,
          assignee,
          input.nextFollowUpAt ?? null,
          now,
        ],
      );
      await this.rescore(manager, id);
      const lead = (await this.find(manager, sender, id))!;
      await writeAudit(manager, scope, {
        entityType: 'marketing_lead',
        entityId: id,
        action: 'update',
        clinicId: sender.clinicId,
        oldValues: audited(before),
        newValues: audited(lead),
      });
      if (before.status !== lead.status)
        await this.engine.fireMarketing(
          manager,
          {
            clinicId: sender.clinicId,
            trigger: 'lead_status_changed',
            leadId: id,
            occurrence: `lead:${id}:status:${lead.status}:${now.toISOString()}`,
          },
          now,
        );
      await this.crm.enqueue(manager, sender.clinicId, 'lead.updated', crmLeadPayload(lead), now);
      return lead;
    });
  }

  /**
   * Converts a lead in one step (decision 462): a clinic's lead becomes a patient of the clinic
   * (status intake; no marketing consent is implied), the operator's lead becomes a sales lead; the
   * link is kept on the lead, its campaign recipients of the last 30 days count it as converted.
   */
  async convert(scope: Scope, id: number): Promise<MarketingLeadView> {
    const sender = marketingAdminOf(scope);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const [lead] = (await manager.query(
        `SELECT l.id, l.status, l.first_name AS "firstName", l.last_name AS "lastName", l.company, l.email, l.phone, l.source, l.notes
           FROM marketing_leads l WHERE l.id = ${params.add(id)} AND ${senderSql(sender, params, 'l')} FOR UPDATE`,
        params.values,
      )) as {
        id: number;
        status: string;
        firstName: string;
        lastName: string;
        company: string | null;
        email: string;
        phone: string | null;
        source: string;
        notes: string | null;
      }[];
      if (!lead) throw new NotFoundError('Lead');
      if (lead.status === 'converted') throw new ConflictError('This lead was already converted');
      if (lead.status === 'lost')
        throw new ConflictError('A lost lead cannot be converted: move it back to a stage first');
      let patientId: number | null = null;
      let salesLeadId: number | null = null;
      if (sender.clinicId !== null) {
        if (!lead.lastName)
          throw InputError.field('lastName', 'Give the lead a last name before making them a patient');
        const [patient] = (await manager.query(
          `INSERT INTO patients (clinic_id, first_name, last_name, email, phone, status, notes)
           VALUES ($1, $2, $3, $4, $5, 'intake', $6) RETURNING id`,
          [
            sender.clinicId,
            lead.firstName,
            lead.lastName,
            lead.email,
            lead.phone,
            `From marketing lead #${lead.id} (${lead.source})`,
          ],
        )) as { id: number }[];
        patientId = patient.id;
        await manager.query(
          `INSERT INTO patient_status_history (patient_id, clinic_id, previous_status, new_status, changed_by, changed_by_name, reason)
           VALUES ($1, $2, NULL, 'intake', $3, $4, $5)`,
          [patient.id, sender.clinicId, scope.userId, scope.displayName, `Converted from marketing lead #${lead.id}`],
        );
        await writeAudit(manager, scope, {
          entityType: 'patient',
          entityId: patient.id,
          action: 'create',
          clinicId: sender.clinicId,
          newValues: { firstName: lead.firstName, lastName: lead.lastName, status: 'intake', marketingLeadId: lead.id },
        });
      } else {
        const facts = {
          state: null,
          monthlyPiCases: null,
          attorneyReferral: null,
          status: 'new',
          followUpCount: 0,
          notes: lead.notes,
        };
        const { score, parts } = scoreSalesLead(facts, await platformFactsFor(manager, facts));
        const [row] = (await manager.query(
          `INSERT INTO sales_leads (company_name, contact_name, email, phone, status, source, lead_score, score_explanation, notes)
           VALUES ($1, $2, $3, $4, 'new', 'marketing', $5, $6, $7) RETURNING id`,
          [
            lead.company ?? `${lead.firstName} ${lead.lastName}`.trim(),
            `${lead.firstName} ${lead.lastName}`.trim(),
            lead.email,
            lead.phone,
            score,
            JSON.stringify(parts),
            `From marketing lead #${lead.id} (${lead.source})`,
          ],
        )) as { id: number }[];
        salesLeadId = row.id;
        await writeAudit(manager, scope, {
          entityType: 'sales_lead',
          entityId: row.id,
          action: 'create',
          newValues: { companyName: lead.company, source: 'marketing', marketingLeadId: lead.id, leadScore: score },
        });
      }
      await manager.query(
        `UPDATE marketing_leads SET status = 'converted', converted_at = $2, converted_to_patient_id = $3, sales_lead_id = $4, updated_at = $2
          WHERE id = $1`,
        [lead.id, now, patientId, salesLeadId],
      );
      await manager.query(
        `UPDATE marketing_campaign_recipients SET converted_at = $2
          WHERE lead_id = $1 AND converted_at IS NULL AND queued_at >= $2::timestamptz - interval '30 days'`,
        [lead.id, now],
      );
      await manager.query(
        `UPDATE marketing_campaigns c SET converted = (SELECT count(*) FROM marketing_campaign_recipients r WHERE r.campaign_id = c.id AND r.converted_at IS NOT NULL)
          WHERE c.id IN (SELECT campaign_id FROM marketing_campaign_recipients WHERE lead_id = $1)`,
        [lead.id],
      );
      await this.rescore(manager, lead.id);
      const view = (await this.find(manager, sender, lead.id))!;
      await writeAudit(manager, scope, {
        entityType: 'marketing_lead',
        entityId: lead.id,
        action: 'convert',
        clinicId: sender.clinicId,
        oldValues: { status: lead.status },
        newValues: {
          status: 'converted',
          convertedToPatientId: patientId,
          salesLeadId,
          convertedAt: now.toISOString(),
        },
      });
      await this.engine.fireMarketing(
        manager,
        {
          clinicId: sender.clinicId,
          trigger: 'lead_status_changed',
          leadId: lead.id,
          occurrence: `lead:${lead.id}:status:converted`,
        },
        now,
      );
      await this.crm.enqueue(manager, sender.clinicId, 'lead.converted', crmLeadPayload(view), now);
      return view;
    });
  }

  async activities(
    scope: Scope,
    args: { filter?: CrmActivityFilter | null; first?: number | null; after?: string | null },
  ): Promise<Page<CrmActivityView>> {
    const sender = senderOf(scope);
    const params = new SqlParams();
    const now = params.add(this.clock.now());
    const where = [senderSql(sender, params, 'a')];
    const filter = args.filter;
    if (filter?.status) where.push(`a.status = ${params.add(filter.status)}`);
    if (filter?.overdueOnly) where.push(`a.status = 'pending' AND a.due_date < ${now}::timestamptz`);
    if (filter?.relatedTo) where.push(`a.related_to = ${params.add(filter.relatedTo)}`);
    if (filter?.relatedId) where.push(`a.related_id = ${params.add(filter.relatedId)}`);
    // Pending first by due date (overdue on top), then done ones by due date.
    const page = keysetSql(
      params,
      'a',
      {
        expr: `(CASE WHEN a.status = 'pending' THEN '0' ELSE '1' END || coalesce(to_char(a.due_date AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISS'), '99999999999999'))`,
        cast: 'text',
      },
      SortDirection.asc,
      args.first,
      args.after,
    );
    if (page.after) where.push(page.after);
    const rows = (await this.dataSource.query(
      `SELECT ${activityColumns.replace('$NOW', now)}, ${page.sortKeySelect} FROM ${activityFrom} WHERE ${where.join(' AND ')} ${page.orderAndLimit}`,
      params.values,
    )) as Record<string, unknown>[];
    return page.page(rows, (row) => row as unknown as CrmActivityView);
  }

  private async findActivity(manager: EntityManager, sender: Sender, id: number): Promise<CrmActivityView | null> {
    const params = new SqlParams();
    const now = params.add(this.clock.now());
    const [row] = (await manager.query(
      `SELECT ${activityColumns.replace('$NOW', now)} FROM ${activityFrom} WHERE a.id = ${params.add(id)} AND ${senderSql(sender, params, 'a')}`,
      params.values,
    )) as CrmActivityView[];
    return row ?? null;
  }

  /** What an activity may be about: the sender's lead, a clinic (operator only) or the clinic's patient. */
  private async checkRelated(manager: EntityManager, sender: Sender, relatedTo: string, relatedId: number) {
    const query =
      relatedTo === 'lead'
        ? [
            `SELECT id FROM marketing_leads WHERE id = $1 AND clinic_id IS NOT DISTINCT FROM $2`,
            [relatedId, sender.clinicId],
          ]
        : relatedTo === 'patient' && sender.clinicId !== null
          ? [`SELECT id FROM patients WHERE id = $1 AND clinic_id = $2`, [relatedId, sender.clinicId]]
          : relatedTo === 'clinic' && sender.clinicId === null
            ? [`SELECT id FROM clinics WHERE id = $1`, [relatedId]]
            : null;
    if (!query)
      throw InputError.field(
        'relatedTo',
        sender.clinicId === null
          ? 'The operator logs activities on leads and clinics'
          : 'A clinic logs activities on its leads and patients',
      );
    const [row] = (await manager.query(query[0] as string, query[1] as unknown[])) as { id: number }[];
    if (!row) throw InputError.field('relatedId', `That ${relatedTo} was not found`);
  }

  /** Clinic staff and admins (and the operator) log activities. */
  async createActivity(scope: Scope, input: CrmActivityInput): Promise<CrmActivityView> {
    const sender = senderOf(scope);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      await this.checkRelated(manager, sender, input.relatedTo, input.relatedId);
      const assignee = await this.checkAssignee(manager, sender, input.assignedTo);
      const status = input.status ?? 'pending';
      if (status === 'completed' && !input.outcome?.trim()) throw InputError.field('outcome', 'Say how it went');
      const [{ id }] = (await manager.query(
        `INSERT INTO crm_activities (clinic_id, type, subject, description, related_to, related_id, status, priority, outcome,
           due_date, completed_at, assigned_to, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
        [
          sender.clinicId,
          input.type,
          input.subject.trim(),
          input.description?.trim() || null,
          input.relatedTo,
          input.relatedId,
          status,
          input.priority ?? 'medium',
          input.outcome?.trim() || null,
          input.dueDate ?? null,
          status === 'completed' ? now : null,
          assignee ?? scope.userId,
          scope.userId,
          now,
        ],
      )) as { id: number }[];
      if (input.relatedTo === 'lead' && ['call', 'meeting', 'email'].includes(input.type) && status === 'completed')
        await manager.query(`UPDATE marketing_leads SET last_contacted_at = $2 WHERE id = $1`, [input.relatedId, now]);
      const view = (await this.findActivity(manager, sender, id))!;
      await writeAudit(manager, scope, {
        entityType: 'crm_activity',
        entityId: id,
        action: 'create',
        clinicId: sender.clinicId,
        newValues: {
          type: view.type,
          subject: view.subject,
          relatedTo: view.relatedTo,
          relatedId: view.relatedId,
          status,
          dueDate: view.dueDate,
        },
      });
      if (input.relatedTo !== 'patient')
        await this.crm.enqueue(manager, sender.clinicId, 'activity.created', crmActivityPayload(view), now);
      return view;
    });
  }

  async completeActivity(scope: Scope, input: CrmActivityCompleteInput): Promise<CrmActivityView> {
    const sender = senderOf(scope);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const [row] = (await manager.query(
        `SELECT a.id, a.status, a.type, a.related_to AS "relatedTo", a.related_id AS "relatedId"
           FROM crm_activities a WHERE a.id = ${params.add(input.id)} AND ${senderSql(sender, params, 'a')} FOR UPDATE`,
        params.values,
      )) as { id: number; status: string; type: string; relatedTo: string; relatedId: number }[];
      if (!row) throw new NotFoundError('Activity');
      if (row.status !== 'pending') throw new ConflictError(`This activity is already ${row.status}`);
      await manager.query(
        `UPDATE crm_activities SET status = 'completed', completed_at = $2, outcome = $3, updated_at = $2 WHERE id = $1`,
        [row.id, now, input.outcome.trim()],
      );
      if (row.relatedTo === 'lead' && ['call', 'meeting', 'email'].includes(row.type))
        await manager.query(`UPDATE marketing_leads SET last_contacted_at = $2 WHERE id = $1`, [row.relatedId, now]);
      const view = (await this.findActivity(manager, sender, row.id))!;
      await writeAudit(manager, scope, {
        entityType: 'crm_activity',
        entityId: row.id,
        action: 'complete',
        clinicId: sender.clinicId,
        oldValues: { status: row.status },
        newValues: { status: 'completed', completedAt: now.toISOString() },
      });
      if (row.relatedTo !== 'patient')
        await this.crm.enqueue(manager, sender.clinicId, 'activity.completed', crmActivityPayload(view), now);
      return view;
    });
  }

  /** Records (or withdraws) a patient's marketing consent with its time (decision 463); clinic users only. */
  async setPatientConsent(scope: Scope, patientId: number, consent: boolean): Promise<Date | null> {
    const sender = senderOf(scope);
    if (sender.clinicId === null) throw new ForbiddenError("Marketing consent is recorded by the patient's clinic");
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT id, marketing_consent_at AS "consentAt" FROM patients WHERE id = $1 AND clinic_id = $2 ${rowWriteLock}`,
        [patientId, sender.clinicId],
      )) as { id: number; consentAt: Date | null }[];
      if (!row) throw new NotFoundError('Patient');
      const next = consent ? (row.consentAt ?? now) : null;
      await manager.query(`UPDATE patients SET marketing_consent_at = $2 WHERE id = $1`, [row.id, next]);
      await writeAudit(manager, scope, {
        entityType: 'patient',
        entityId: row.id,
        action: consent ? 'marketing_consent_given' : 'marketing_consent_withdrawn',
        clinicId: sender.clinicId,
        oldValues: { marketingConsentAt: row.consentAt?.toISOString() ?? null },
        newValues: { marketingConsentAt: next?.toISOString() ?? null },
      });
      return next;
    });
  }
}

/** What a CRM is told about a lead (decision 466): contact and pipeline fields, never injury or notes. */
export const crmLeadPayload = (lead: MarketingLeadView) => ({
  id: lead.id,
  firstName: lead.firstName,
  lastName: lead.lastName,
  email: lead.email,
  phone: lead.phone,
  source: lead.source,
  status: lead.status,
  leadScore: lead.leadScore,
  convertedAt: lead.convertedAt,
});

export const crmActivityPayload = (activity: CrmActivityView) => ({
  id: activity.id,
  type: activity.type,
  subject: activity.subject,
  relatedTo: activity.relatedTo,
  relatedId: activity.relatedId,
  status: activity.status,
  dueDate: activity.dueDate,
  completedAt: activity.completedAt,
  outcome: activity.outcome,
});
