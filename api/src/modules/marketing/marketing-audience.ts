import type { SqlParams } from '../../db/sql-params';
import { isStorableText } from '../../platform/validation/validate-input';
import { leadStatuses } from './marketing.enums';

/**
 * A saved audience: leads and/or patients chosen by fields that are not clinical (decision 463).
 * These keys are the whole vocabulary: no diagnosis, case, injury, treatment or note field exists
 * here, and a stored filter with any other key is refused, so a campaign cannot reach clinical data.
 */
export interface AudienceFilter {
  includeLeads: boolean;
  includePatients: boolean;
  leadStatuses?: string[];
  leadSources?: string[];
  minLeadScore?: number | null;
  patientCities?: string[];
  patientStates?: string[];
  /** Patients who joined the clinic on or after this day (YYYY-MM-DD). */
  patientsSince?: string | null;
}

export const audienceFilterKeys: readonly (keyof AudienceFilter)[] = [
  'includeLeads',
  'includePatients',
  'leadStatuses',
  'leadSources',
  'minLeadScore',
  'patientCities',
  'patientStates',
  'patientsSince',
];

const stringList = (value: unknown, max: number) =>
  Array.isArray(value) &&
  value.length <= max &&
  value.every((item) => typeof item === 'string' && item.length <= 100 && isStorableText(item));

/** Every problem of a filter, each naming its field; [] when it may be used. */
export function audienceFilterProblems(filter: unknown): { field: string; message: string }[] {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter))
    return [{ field: 'filter', message: 'The audience filter is an object' }];
  const problems: { field: string; message: string }[] = [];
  const record = filter as Record<string, unknown>;
  for (const key of Object.keys(record))
    if (!(audienceFilterKeys as string[]).includes(key))
      problems.push({
        field: key,
        message: `${key} cannot be used in an audience: only lead status, source and score, and patient city, state and joining date`,
      });
  if (typeof record.includeLeads !== 'boolean' || typeof record.includePatients !== 'boolean')
    problems.push({ field: 'includeLeads', message: 'Say whether the audience includes leads and patients' });
  else if (!record.includeLeads && !record.includePatients)
    problems.push({ field: 'includeLeads', message: 'An audience includes leads, patients or both' });
  for (const key of ['leadSources', 'patientCities', 'patientStates'] as const)
    if (record[key] !== undefined && record[key] !== null && !stringList(record[key], 50))
      problems.push({ field: key, message: `${key} is a list of at most 50 short texts` });
  if (record.leadStatuses !== undefined && record.leadStatuses !== null) {
    if (
      !stringList(record.leadStatuses, 10) ||
      !(record.leadStatuses as string[]).every((s) => (leadStatuses as readonly string[]).includes(s))
    )
      problems.push({ field: 'leadStatuses', message: `Lead statuses are among ${leadStatuses.join(', ')}` });
  }
  const score = record.minLeadScore;
  if (
    score !== undefined &&
    score !== null &&
    (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 100)
  )
    problems.push({ field: 'minLeadScore', message: 'The least lead score is a whole number from 0 to 100' });
  const since = record.patientsSince;
  if (since !== undefined && since !== null && (typeof since !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(since)))
    problems.push({ field: 'patientsSince', message: 'The joining date is a day like 2026-01-31' });
  return problems;
}

/** The filter with only its known keys (what is stored and shown). */
export function cleanAudienceFilter(filter: AudienceFilter): AudienceFilter {
  const list = (value: string[] | undefined) => (value ?? []).map((item) => item.trim()).filter(Boolean);
  return {
    includeLeads: filter.includeLeads,
    includePatients: filter.includePatients,
    leadStatuses: list(filter.leadStatuses),
    leadSources: list(filter.leadSources).map((source) => source.toLowerCase()),
    minLeadScore: filter.minLeadScore ?? null,
    patientCities: list(filter.patientCities),
    patientStates: list(filter.patientStates).map((state) => state.toUpperCase()),
    patientsSince: filter.patientsSince ?? null,
  };
}

/** A recipient an audience names, before unsubscribes and consent are applied. */
export interface AudienceMember {
  leadId: number | null;
  patientId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  /** Patients: whether they gave marketing consent. Leads: always true (they asked to be contacted). */
  consented: boolean;
  unsubscribed: boolean;
}

/**
 * THE query of an audience's members for a sender (a clinic, or the operator when `clinicId` is
 * null): leads by status, source and score; patients (clinics only) by city, state and joining date,
 * read from `patients` alone. One row per address (a lead wins over a patient with the same one).
 */
export function audienceMembersSql(
  filter: AudienceFilter,
  clinicId: number | null,
  sender: string,
  params: SqlParams,
): string {
  const parts: string[] = [];
  const clinic = clinicId === null ? 'IS NULL' : `= ${params.add(clinicId)}`;
  if (filter.includeLeads) {
    const where = [`l.clinic_id ${clinic}`];
    if (filter.leadStatuses?.length) where.push(`l.status = ANY(${params.add(filter.leadStatuses)}::text[])`);
    if (filter.leadSources?.length) where.push(`lower(l.source) = ANY(${params.add(filter.leadSources)}::text[])`);
    if (filter.minLeadScore !== null && filter.minLeadScore !== undefined)
      where.push(`l.lead_score >= ${params.add(filter.minLeadScore)}`);
    parts.push(`SELECT 0 AS rank, l.id AS "leadId", NULL::int AS "patientId", l.email, l.first_name AS "firstName",
                       l.last_name AS "lastName", true AS consented
                  FROM marketing_leads l WHERE ${where.join(' AND ')}`);
  }
  if (filter.includePatients && clinicId !== null) {
    const where = [`p.clinic_id ${clinic}`, `p.is_active`, `p.email IS NOT NULL`, `p.email LIKE '%_@_%'`];
    if (filter.patientCities?.length)
      where.push(`lower(p.city) = ANY(${params.add(filter.patientCities.map((c) => c.toLowerCase()))}::text[])`);
    if (filter.patientStates?.length) where.push(`upper(p.state) = ANY(${params.add(filter.patientStates)}::text[])`);
    if (filter.patientsSince) where.push(`p.created_at >= ${params.add(filter.patientsSince)}::date`);
    parts.push(`SELECT 1 AS rank, NULL::int AS "leadId", p.id AS "patientId", lower(p.email) AS email,
                       p.first_name AS "firstName", p.last_name AS "lastName", p.marketing_consent_at IS NOT NULL AS consented
                  FROM patients p WHERE ${where.join(' AND ')}`);
  }
  if (parts.length === 0)
    return `SELECT NULL::int AS "leadId", NULL::int AS "patientId", ''::text AS email, ''::text AS "firstName", ''::text AS "lastName", false AS consented, false AS unsubscribed WHERE false`;
  return `SELECT DISTINCT ON (m.email) m."leadId", m."patientId", m.email, m."firstName", m."lastName", m.consented,
                 EXISTS (SELECT 1 FROM marketing_unsubscribes u WHERE u.sender = ${params.add(sender)} AND u.email = m.email) AS unsubscribed
            FROM (${parts.join(' UNION ALL ')}) m
           ORDER BY m.email, m.rank, m."leadId", m."patientId"`;
}
