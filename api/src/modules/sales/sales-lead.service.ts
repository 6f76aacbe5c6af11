import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import { fromCents, toCents } from '../../platform/money';
import { isStorableText } from '../../platform/validation/validate-input';
import { platformFactsFor, scoreLead } from './lead-score';
import { SalesLead } from './sales-lead.entity';
import { leadStatuses, type LeadStatus } from './sales-states';
import type { SalesLeadFromWaitlistInput, SalesLeadUpdateInput } from './sales.input';
import type { SalesLeadView } from './sales.types';
import { rowWriteLock } from '../../db/sql/row-lock';

const leadViewSql = `
  SELECT l.id, l.company_name AS "companyName", l.contact_name AS "contactName", l.email, l.phone, l.status, l.source,
         l.state, l.monthly_pi_cases AS "monthlyPiCases", l.lead_score AS "leadScore",
         l.score_explanation AS "scoreExplanation", l.estimated_value::text AS "estimatedValue",
         to_char(l.next_follow_up, 'YYYY-MM-DD') AS "nextFollowUp",
         coalesce(l.status IN ('new', 'contacted', 'qualified') AND l.next_follow_up <= (now() AT TIME ZONE 'UTC')::date,
                  false) AS "followUpDue",
         l.follow_up_count AS "followUpCount", l.assigned_rep_id AS "assignedRepId",
         CASE WHEN r.id IS NULL THEN NULL ELSE r.first_name || ' ' || r.last_name END AS "assignedRepName",
         l.notes, l.waitlist_entry_id AS "waitlistEntryId", l.clinic_id AS "clinicId", c.name AS "clinicName"
    FROM sales_leads l
    LEFT JOIN sales_representatives r ON r.id = l.assigned_rep_id
    LEFT JOIN clinics c ON c.id = l.clinic_id`;

/** The pipeline's order: open stages first, then won and lost; within a stage the best score first. */
const pipelineOrder = `array_position(ARRAY['new','contacted','qualified','won','lost'], l.status), l.lead_score DESC, l.id`;

/** Leads (operator only): the pipeline, conversion from the waitlist, edits; the score recomputed on every write. */
export class SalesLeadService {
  constructor(private readonly dataSource: DataSource) {}

  async list(scope: Scope): Promise<SalesLeadView[]> {
    assertOperatorArea(scope, OperatorArea.sales);
    return (await this.dataSource.query(`${leadViewSql} ORDER BY ${pipelineOrder} LIMIT 1000`)) as SalesLeadView[];
  }

  private async one(manager: EntityManager, id: number): Promise<SalesLeadView> {
    const [lead] = (await manager.query(`${leadViewSql} WHERE l.id = $1`, [id])) as SalesLeadView[];
    if (!lead) throw new NotFoundError('Lead');
    return lead;
  }

  /** One click from the Waitlist or Leads tab: the signup becomes a lead that keeps the link (once). */
  async fromWaitlist(scope: Scope, input: SalesLeadFromWaitlistInput): Promise<SalesLeadView> {
    assertOperatorArea(scope, OperatorArea.sales);
    return this.dataSource.transaction(async (manager) => {
      const [entry] = (await manager.query(
        `SELECT id, name, email, practice_name AS "practiceName", state, monthly_pi_cases AS "monthlyPiCases",
                attorney_referral AS "attorneyReferral", is_contacted AS "isContacted", notes
           FROM waitlist WHERE id = $1 FOR UPDATE`,
        [input.waitlistEntryId],
      )) as {
        id: number;
        name: string;
        email: string;
        practiceName: string;
        state: string;
        monthlyPiCases: string;
        attorneyReferral: string | null;
        isContacted: boolean;
        notes: string | null;
      }[];
      if (!entry) throw new NotFoundError('Waitlist signup');
      const [existing] = (await manager.query(`SELECT id FROM sales_leads WHERE waitlist_entry_id = $1`, [
        entry.id,
      ])) as {
        id: number;
      }[];
      if (existing) throw new ConflictError(`This waitlist signup is already lead #${existing.id}`, 'waitlistEntryId');
      if (input.assignedRepId) await this.assertRep(manager, input.assignedRepId);
      const status: LeadStatus = entry.isContacted ? 'contacted' : 'new';
      const facts = {
        state: entry.state === 'other' ? null : entry.state,
        monthlyPiCases: entry.monthlyPiCases,
        attorneyReferral: entry.attorneyReferral,
        status,
        followUpCount: 0,
        notes: entry.notes,
      };
      const { score, parts } = scoreLead(facts, await platformFactsFor(manager, facts));
      const lead: SalesLead = await manager.getRepository(SalesLead).save({
        companyName: entry.practiceName,
        contactName: entry.name,
        email: entry.email,
        phone: null,
        status,
        source: 'waitlist',
        state: facts.state,
        monthlyPiCases: entry.monthlyPiCases,
        attorneyReferral: entry.attorneyReferral,
        leadScore: score,
        scoreExplanation: parts,
        estimatedValue: null,
        nextFollowUp: null,
        followUpCount: 0,
        assignedRepId: input.assignedRepId ?? null,
        notes: entry.notes,
        waitlistEntryId: entry.id,
        clinicId: null,
      });
      await writeAudit(manager, scope, {
        entityType: 'sales_lead',
        entityId: lead.id,
        action: 'convert_waitlist',
        newValues: { waitlistEntryId: entry.id, status, leadScore: score, assignedRepId: lead.assignedRepId },
      });
      return this.one(manager, lead.id);
    });
  }

  async update(scope: Scope, id: number, input: SalesLeadUpdateInput): Promise<SalesLeadView> {
    assertOperatorArea(scope, OperatorArea.sales);
    return this.dataSource.transaction(async (manager) => {
      const leads = manager.getRepository(SalesLead);
      const before = await leads
        .createQueryBuilder('l')
        .setLock('pessimistic_write')
        .where('l.id = :id', { id })
        .getOne();
      if (!before) throw new NotFoundError('Lead');
      const next = this.merge(before, input);
      if (next.assignedRepId && next.assignedRepId !== before.assignedRepId)
        await this.assertRep(manager, next.assignedRepId);
      if (next.status === 'won') await this.linkWonClinic(manager, scope, before, next);
      else next.clinicId = null;
      const { score, parts } = scoreLead(next, await platformFactsFor(manager, next));
      next.leadScore = score;
      next.scoreExplanation = parts;
      const { id: _id, createdAt: _c, updatedAt: _u, ...values } = next;
      await leads.update({ id }, values);
      const { oldValues, newValues } = changedValues(before, values);
      await writeAudit(manager, scope, {
        entityType: 'sales_lead',
        entityId: id,
        action: 'update',
        oldValues,
        newValues,
      });
      return this.one(manager, id);
    });
  }

  private merge(before: SalesLead, input: SalesLeadUpdateInput): SalesLead {
    const errors: { field: string; message: string }[] = [];
    const text = (field: keyof SalesLeadUpdateInput, current: string | null, required = false): string | null => {
      const value = input[field];
      if (value === undefined) return current;
      const trimmed = typeof value === 'string' ? value.trim() : '';
      if (trimmed && !isStorableText(trimmed))
        errors.push({ field, message: 'Contains characters that are not allowed' });
      if (!trimmed && required)
        errors.push({ field, message: `${field === 'companyName' ? 'Company' : 'Contact'} is required` });
      return trimmed || null;
    };
    const status = input.status ?? before.status;
    if (!(leadStatuses as readonly string[]).includes(status))
      errors.push({ field: 'status', message: `Status must be one of: ${leadStatuses.join(', ')}` });
    const next: SalesLead = {
      ...before,
      companyName: text('companyName', before.companyName, true) ?? before.companyName,
      contactName: text('contactName', before.contactName, true) ?? before.contactName,
      email: input.email === undefined ? before.email : input.email?.trim().toLowerCase() || null,
      phone: text('phone', before.phone),
      status,
      source: text('source', before.source) ?? before.source,
      estimatedValue:
        input.estimatedValue === undefined
          ? before.estimatedValue
          : input.estimatedValue
            ? fromCents(toCents(input.estimatedValue))
            : null,
      nextFollowUp: input.nextFollowUp === undefined ? before.nextFollowUp : input.nextFollowUp,
      assignedRepId: input.assignedRepId === undefined ? before.assignedRepId : input.assignedRepId,
      notes: text('notes', before.notes),
      clinicId: input.clinicId === undefined ? before.clinicId : input.clinicId,
      followUpCount: before.followUpCount + (input.followedUp ? 1 : 0),
    };
    if (errors.length > 0) throw new InputError(errors);
    return next;
  }

  private async assertRep(manager: EntityManager, repId: number): Promise<void> {
    const [rep] = (await manager.query(`SELECT is_active AS "isActive" FROM sales_representatives WHERE id = $1`, [
      repId,
    ])) as { isActive: boolean }[];
    if (!rep) throw InputError.field('assignedRepId', 'Representative must be chosen from the list');
    if (!rep.isActive) throw InputError.field('assignedRepId', 'An inactive representative cannot take leads');
  }

  /** A won lead names the clinic it became, which records the lead's rep as the one who sold it. */
  private async linkWonClinic(manager: EntityManager, scope: Scope, before: SalesLead, next: SalesLead): Promise<void> {
    if (!next.clinicId) throw InputError.field('clinicId', 'Choose the clinic this lead became');
    if (!next.assignedRepId) throw InputError.field('assignedRepId', 'Assign the representative who won this lead');
    const [clinic] = (await manager.query(
      `SELECT id, sales_rep_id AS "salesRepId" FROM clinics WHERE id = $1 ${rowWriteLock}`,
      [next.clinicId],
    )) as { id: number; salesRepId: number | null }[];
    if (!clinic) throw InputError.field('clinicId', 'Clinic must be chosen from the list');
    const [other] = (await manager.query(`SELECT id FROM sales_leads WHERE clinic_id = $1 AND id <> $2`, [
      clinic.id,
      before.id,
    ])) as { id: number }[];
    if (other) throw InputError.field('clinicId', `This clinic is already the won lead #${other.id}`);
    if (clinic.salesRepId === next.assignedRepId) return;
    await manager.query(`UPDATE clinics SET sales_rep_id = $2 WHERE id = $1`, [clinic.id, next.assignedRepId]);
    await writeAudit(manager, scope, {
      entityType: 'clinic',
      entityId: clinic.id,
      action: 'set_sales_rep',
      clinicId: clinic.id,
      oldValues: { salesRepId: clinic.salesRepId },
      newValues: { salesRepId: next.assignedRepId, leadId: before.id },
    });
  }
}
