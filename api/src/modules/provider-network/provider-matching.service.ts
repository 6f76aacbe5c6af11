import type { DataSource, EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { Role } from '../../platform/access/role';
import { writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import type { Clock } from '../../platform/jobs/clock';
import type { NotificationService } from '../notifications/notification.service';
import type { CaseActivity } from '../timeline/case-activity';
import type { MatchReason } from './provider-match.entity';
import {
  ProviderMatchStatus,
  ProviderProfileType,
  matchExpiryDaysAfterSla,
  matchSlaHours,
  providerMatchMoves,
  providerSpecialties,
  providerSpecialtyLabels,
  type ProviderSpecialty,
} from './provider-network.enums';
import type { ProviderMatchCreateInput, ProviderMatchUpdateInput } from './provider-network.input';
import { assertMatchUser, assertProfileMember } from './provider-network.policy';
import type { ProviderMatchView, RankedProviderView } from './provider-network.type';
import { profileColumnsSql, profileView, returnedRows, type ProfileRow } from './provider-profile.sql';

/**
 * What a person or an intake needs; every field but the specialty optional. The public intake
 * calls `rank` with the same object (decision 395).
 */
export interface ProviderNeed {
  /** One of providerSpecialties, e.g. 'orthopedics' or 'imaging'. */
  specialty: string;
  city?: string | null;
  /** Two-letter state code. */
  state?: string | null;
  /** One of providerInsuranceTypes, e.g. 'pip'. */
  insuranceType?: string | null;
  /** 'clinic' or 'attorney'; both when absent. */
  profileType?: ProviderProfileType | null;
  /** A language the person prefers, e.g. 'Spanish'. */
  language?: string | null;
  /** At most this many (default 10, at most 50). */
  limit?: number | null;
}

/** The points of each factor; they add up to 100 (decision 395). */
export const matchWeights = { specialty: 35, coverage_area: 25, insurance: 15, language: 5, rating: 10, capacity: 10 };
/** Open referrals (pending or contacted) at which a provider counts as busy. */
const busyAt = 10;

const matchColumns = `m.id, m.clinic_id AS "clinicId", m.patient_id AS "patientId",
  (pt.first_name || ' ' || pt.last_name) AS "patientName", m.case_id AS "caseId", c.case_number AS "caseNumber",
  m.requested_specialty AS "requestedSpecialty", m.location, m.insurance_type AS "insuranceType",
  m.matched_provider_id AS "matchedProviderId", p.display_name AS "matchedProviderName",
  p.profile_slug AS "matchedProviderSlug", m.match_score AS "matchScore", m.match_criteria AS "matchCriteria",
  m.appointment_scheduled AS "appointmentScheduled", m.scheduled_date AS "scheduledDate",
  m.contact_attempts AS "contactAttempts", m.last_contact_date AS "lastContactDate", m.response_time AS "responseTime",
  m.status, m.sla_deadline AS "slaDeadline", (m.sla_missed_at IS NOT NULL) AS "slaMissed", m.notes,
  m.created_at AS "createdAt"`;
const matchJoins = `FROM provider_matches m JOIN provider_profiles p ON p.id = m.matched_provider_id
  LEFT JOIN patients pt ON pt.id = m.patient_id LEFT JOIN cases c ON c.id = m.case_id`;

type MatchRow = Omit<ProviderMatchView, 'side'> & { clinicId: number | null };

/** The receiving side sees the referral without the patient's identity or the referrer's notes. */
function matchView(row: MatchRow, side: 'sent' | 'received'): ProviderMatchView {
  const { clinicId: _clinic, ...rest } = row;
  if (side === 'sent') return { ...rest, side };
  return { ...rest, side, patientId: null, patientName: null, caseId: null, caseNumber: null, notes: null };
}

/**
 * Provider matching (decisions 394-395): the ranking with its reasons, the clinic's referrals with
 * their SLA and contact attempts, and the SLA sweep.
 */
export class ProviderMatchingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
    private readonly caseActivity: CaseActivity | null = null,
  ) {}

  /**
   * Public profiles ranked for a need: score 0-100 from specialty (35), coverage area (25: the
   * city, or 15 for the state), insurance (15), language (5), rating (10) and capacity (10), each
   * with its reason. Candidates are picked in SQL (public, the type, the specialty or the state).
   * `manager` reads inside a caller's transaction (the intake's matching, the demo's seed).
   */
  rank(need: ProviderNeed, manager: EntityManager = this.dataSource.manager): Promise<RankedProviderView[]> {
    return rankProviders(manager, need);
  }

  /** A clinic refers its patient to a ranked provider: the score and reasons as ranked now, a 24 h SLA. */
  async create(scope: Scope, input: ProviderMatchCreateInput): Promise<ProviderMatchView> {
    const clinicId = assertMatchUser(scope);
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (manager) => {
      const patients = (await manager.query(`SELECT 1 FROM patients WHERE id = $1 AND clinic_id = $2`, [
        input.patientId,
        clinicId,
      ])) as unknown[];
      if (!patients.length) throw InputError.field('patientId', 'Patient not found');
      if (input.caseId) {
        const cases = (await manager.query(`SELECT 1 FROM cases WHERE id = $1 AND clinic_id = $2 AND patient_id = $3`, [
          input.caseId,
          clinicId,
          input.patientId,
        ])) as unknown[];
        if (!cases.length) throw InputError.field('caseId', "Case not found among this patient's cases");
      }
      const ranked = (await this.rank({ ...input, limit: 50 }, manager)).find(
        (r) => r.profile.id === input.matchedProviderId,
      );
      if (!ranked) throw InputError.field('matchedProviderId', 'This provider is not among the matches for this need');
      if (ranked.profile.profileType === ProviderProfileType.clinic) {
        const own = (await manager.query(`SELECT 1 FROM provider_profiles WHERE id = $1 AND clinic_id = $2`, [
          input.matchedProviderId,
          clinicId,
        ])) as unknown[];
        if (own.length) throw InputError.field('matchedProviderId', 'Choose another provider than your own clinic');
      }
      const slaDeadline = new Date(now.getTime() + matchSlaHours * 3_600_000);
      const location = [input.city?.trim(), input.state?.trim().toUpperCase()].filter(Boolean).join(', ') || null;
      const rows = (await manager.query(
        `INSERT INTO provider_matches (clinic_id, source, patient_id, case_id, requested_specialty, location, insurance_type,
                                       matched_provider_id, match_score, match_criteria, sla_deadline, notes, created_by,
                                       created_at, updated_at)
         VALUES ($1, 'clinic', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
        [
          clinicId,
          input.patientId,
          input.caseId ?? null,
          input.specialty,
          location,
          input.insuranceType ?? null,
          ranked.profile.id,
          ranked.score,
          JSON.stringify(ranked.reasons),
          slaDeadline,
          input.notes ?? null,
          scope.userId,
          now,
        ],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'provider_match',
        entityId: rows[0].id,
        action: 'create',
        clinicId,
        newValues: {
          patientId: input.patientId,
          caseId: input.caseId ?? null,
          specialty: input.specialty,
          matchedProviderId: ranked.profile.id,
          matchScore: ranked.score,
          slaDeadline: slaDeadline.toISOString(),
        },
      });
      // The matched provider hears of a referral (no patient data: the link is its referrals list).
      await this.notifications.notify(manager, {
        recipients: await this.providerUsers(manager, ranked.profile.id),
        actorId: scope.userId,
        kind: 'provider_match',
        title: 'A new referral was matched to your practice',
        body: `${providerSpecialtyLabels[input.specialty as ProviderSpecialty]} referral; first contact due within ${matchSlaHours} hours`,
        link: '/provider-matches',
      });
      // A referral of a case is on its timeline (decision 432), sent after the commit.
      this.caseActivity?.publish(manager, input.caseId ?? null, 'referrals', rows[0].id);
      return rows[0].id;
    });
    return this.byId(id, 'sent');
  }

  private async providerUsers(manager: { query: DataSource['query'] }, profileId: number): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT u.id FROM provider_profiles p JOIN users u ON u.is_active AND (
          (p.clinic_id IS NOT NULL AND u.clinic_id = p.clinic_id AND u.role = 'clinic_admin')
          OR (p.attorney_id IS NOT NULL AND u.attorney_id = p.attorney_id AND u.role = 'attorney'))
        WHERE p.id = $1`,
      [profileId],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /**
   * Matches of the caller's side, newest first: `sent` (the clinic's referrals, with the patient) or
   * `received` (referrals to the caller's profile, without the patient's identity).
   */
  async list(
    scope: Scope,
    args: { side?: string | null; status?: ProviderMatchStatus | null; first?: number | null; after?: string | null },
  ): Promise<Page<ProviderMatchView>> {
    const side = args.side === 'received' ? 'received' : 'sent';
    const values: unknown[] = [];
    let where: string;
    if (side === 'sent') {
      values.push(assertMatchUser(scope));
      where = 'm.clinic_id = $1';
    } else {
      const owner = assertProfileMember(scope);
      values.push(owner.kind === 'clinic' ? owner.clinicId : owner.attorneyId);
      where = owner.kind === 'clinic' ? 'p.clinic_id = $1' : 'p.attorney_id = $1';
    }
    if (args.status) {
      if (!Object.values(ProviderMatchStatus).includes(args.status)) throw InputError.field('status', 'Unknown status');
      values.push(args.status);
      where += ` AND m.status = $${values.length}`;
    }
    const limit = clampLimit(args.first);
    if (args.after) {
      values.push(...decodeCursor(args.after, ['timestamptz', 'id']));
      where += ` AND (m.created_at, m.id) < ($${values.length - 1}::timestamptz, $${values.length})`;
    }
    values.push(limit + 1);
    const rows = (await this.dataSource.query(
      `SELECT ${matchColumns}, m.created_at::text AS "sortKey" ${matchJoins}
        WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $${values.length}`,
      values,
    )) as (MatchRow & { sortKey: string })[];
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(({ sortKey: _key, ...row }) => matchView(row, side)), pageInfo: page.pageInfo };
  }

  /** A contact attempt and/or a move (pending -> contacted -> scheduled / declined / expired) by the referring clinic. */
  async update(scope: Scope, input: ProviderMatchUpdateInput): Promise<ProviderMatchView> {
    const clinicId = assertMatchUser(scope);
    const now = this.clock.now();
    if (!input.contactAttempt && !input.status && input.notes === undefined)
      throw InputError.field('status', 'Record a contact attempt or choose a status');
    await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT status, contact_attempts AS "contactAttempts", response_time AS "responseTime", created_at AS "createdAt",
                case_id AS "caseId"
           FROM provider_matches WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
        [input.matchId, clinicId],
      )) as {
        status: ProviderMatchStatus;
        contactAttempts: number;
        responseTime: number | null;
        createdAt: Date;
        caseId: number | null;
      }[];
      const match = rows[0];
      if (!match) throw new NotFoundError('Match');
      let status = match.status;
      if (input.status && input.status !== match.status) {
        if (!providerMatchMoves[match.status].includes(input.status))
          throw InputError.field('status', `A ${match.status} match cannot become ${input.status}`);
        status = input.status;
      } else if (input.contactAttempt && match.status === ProviderMatchStatus.pending) {
        status = ProviderMatchStatus.contacted;
      }
      if (input.contactAttempt && providerMatchMoves[match.status].length === 0)
        throw InputError.field('contactAttempt', `This match is ${match.status}: no more contact attempts`);
      const scheduled = status === ProviderMatchStatus.scheduled;
      if (scheduled && !input.scheduledDate && match.status !== ProviderMatchStatus.scheduled)
        throw InputError.field('scheduledDate', 'Enter the appointment date and time');
      const contacted = input.contactAttempt || status !== ProviderMatchStatus.pending;
      const responseTime =
        match.responseTime ??
        (contacted ? Math.max(0, Math.round((now.getTime() - match.createdAt.getTime()) / 60_000)) : null);
      await manager.query(
        `UPDATE provider_matches SET status = $2, appointment_scheduled = $3,
                scheduled_date = CASE WHEN $3 THEN coalesce($4, scheduled_date) ELSE NULL END,
                contact_attempts = contact_attempts + $5, last_contact_date = CASE WHEN $5 = 1 THEN $6 ELSE last_contact_date END,
                response_time = $7, notes = CASE WHEN $8 THEN $9 ELSE notes END, updated_at = $6
          WHERE id = $1`,
        [
          input.matchId,
          status,
          scheduled,
          input.scheduledDate ?? null,
          input.contactAttempt ? 1 : 0,
          now,
          responseTime,
          input.notes !== undefined,
          input.notes ?? null,
        ],
      );
      await writeAudit(manager, scope, {
        entityType: 'provider_match',
        entityId: input.matchId,
        action: 'update',
        clinicId,
        oldValues: { status: match.status, contactAttempts: match.contactAttempts },
        newValues: {
          status,
          contactAttempts: match.contactAttempts + (input.contactAttempt ? 1 : 0),
          scheduledDate: input.scheduledDate?.toISOString() ?? null,
        },
      });
      this.caseActivity?.publish(manager, match.caseId, 'referrals', input.matchId);
    });
    return this.byId(input.matchId, 'sent');
  }

  /**
   * The SLA sweep (provider-network.jobs.ts): a pending match past its deadline is flagged once and
   * the referring clinic's admins and the user who made it are told; an untouched one expires
   * `matchExpiryDaysAfterSla` days later. Each match in its own transaction; a second run changes nothing.
   */
  async sweepSla(now: Date): Promise<{ flagged: number; expired: number }> {
    const late = (await this.dataSource.query(
      `SELECT id FROM provider_matches WHERE status = 'pending' AND sla_missed_at IS NULL AND sla_deadline <= $1
        ORDER BY sla_deadline LIMIT 500`,
      [now],
    )) as { id: number }[];
    let flagged = 0;
    for (const { id } of late) {
      await this.dataSource.transaction(async (manager) => {
        const rows = returnedRows<{
          clinicId: number | null;
          createdBy: string | null;
          providerName: string;
          specialty: ProviderSpecialty;
        }>(
          await manager.query(
            `UPDATE provider_matches m SET sla_missed_at = $2 FROM provider_profiles p
            WHERE m.id = $1 AND m.status = 'pending' AND m.sla_missed_at IS NULL AND p.id = m.matched_provider_id
            RETURNING m.clinic_id AS "clinicId", m.created_by AS "createdBy", p.display_name AS "providerName",
                      m.requested_specialty AS "specialty"`,
            [id, now],
          ),
        ) as {
          clinicId: number | null;
          createdBy: string | null;
          providerName: string;
          specialty: ProviderSpecialty;
        }[];
        if (!rows[0]) return;
        flagged += 1;
        const row = rows[0];
        const admins = row.clinicId
          ? ((await manager.query(`SELECT id FROM users WHERE clinic_id = $1 AND role = $2 AND is_active`, [
              row.clinicId,
              Role.clinic_admin,
            ])) as { id: string }[])
          : [];
        await this.notifications.notify(manager, {
          recipients: [...admins.map((a) => a.id), ...(row.createdBy ? [row.createdBy] : [])],
          kind: 'provider_match',
          title: 'A referral missed its first-contact deadline',
          body: `${providerSpecialtyLabels[row.specialty] ?? row.specialty} referral to ${row.providerName}: no contact within ${matchSlaHours} hours`,
          link: '/provider-matches',
          clinicId: row.clinicId,
        });
        await writeAudit(manager, null, {
          entityType: 'provider_match',
          entityId: id,
          action: 'sla_missed',
          clinicId: row.clinicId,
          newValues: { slaMissedAt: now.toISOString() },
        });
      });
    }
    const expired = await this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ id: number; caseId: number | null }>(
        await manager.query(
          `UPDATE provider_matches SET status = 'expired', updated_at = $1
          WHERE status = 'pending' AND sla_missed_at IS NOT NULL AND sla_deadline <= $1::timestamptz - make_interval(days => $2)
          RETURNING id, case_id AS "caseId"`,
          [now, matchExpiryDaysAfterSla],
        ),
      );
      for (const row of rows) this.caseActivity?.publish(manager, row.caseId, 'referrals', row.id);
      return rows;
    });
    return { flagged, expired: expired.length };
  }

  private async byId(id: number, side: 'sent' | 'received'): Promise<ProviderMatchView> {
    const rows = (await this.dataSource.query(`SELECT ${matchColumns} ${matchJoins} WHERE m.id = $1`, [
      id,
    ])) as MatchRow[];
    return matchView(rows[0], side);
  }
}

/** The ranking itself (ProviderMatchingService.rank), read through `manager` (decision 395). */
export async function rankProviders(manager: EntityManager, need: ProviderNeed): Promise<RankedProviderView[]> {
  if (!(providerSpecialties as readonly string[]).includes(need.specialty))
    throw InputError.field('specialty', `Specialty must be one of: ${providerSpecialties.join(', ')}`);
  const state = need.state?.trim().toUpperCase() || null;
  if (state && !/^[A-Z]{2}$/.test(state)) throw InputError.field('state', 'State must be a two-letter code, e.g. IL');
  const city = need.city?.trim().toLowerCase() || null;
  const limit = Math.min(Math.max(Math.trunc(need.limit ?? 10), 1), 50);
  const rows = (await manager.query(
    `SELECT ${profileColumnsSql},
            (SELECT count(*)::int FROM provider_matches om WHERE om.matched_provider_id = p.id
                AND om.status IN ('pending', 'contacted')) AS "openMatches"
       FROM provider_profiles p
      WHERE p.is_public AND ($1::text IS NULL OR p.profile_type = $1)
        AND (p.specializations @> ARRAY[$2::text]
             OR ($3::text IS NOT NULL AND (p.state = $3 OR EXISTS (SELECT 1 FROM unnest(p.coverage_areas) a
                                                                  WHERE a = $3 OR a LIKE '%, ' || $3))))
      ORDER BY p.average_rating DESC NULLS LAST, p.id LIMIT 500`,
    [need.profileType ?? null, need.specialty, state],
  )) as (ProfileRow & { openMatches: number })[];
  const ranked = rows.map(({ openMatches, ...row }) => {
    const profile = profileView(row);
    const reasons = scoreReasons(profile, openMatches, { ...need, state, city });
    return { profile, score: reasons.reduce((sum, r) => sum + r.points, 0), reasons };
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      (b.profile.averageRating ?? 0) - (a.profile.averageRating ?? 0) ||
      a.profile.id - b.profile.id,
  );
  return ranked.slice(0, limit);
}

/** How a caller ranks providers: ProviderMatchingService.rank, in the caller's transaction. */
export type ProviderRanker = (need: ProviderNeed, manager: EntityManager) => Promise<RankedProviderView[]>;

/** The reasons of one profile's score for one need (pure: the tests read it directly). */
export function scoreReasons(
  profile: {
    specializations: string[];
    coverageAreas: string[];
    city: string | null;
    state: string | null;
    acceptedInsurance: string[];
    languagesSpoken: string[];
    averageRating: number | null;
    reviewCount: number;
    acceptingNewPatients: boolean;
  },
  openMatches: number,
  need: {
    specialty: string;
    city: string | null;
    state: string | null;
    insuranceType?: string | null;
    language?: string | null;
  },
): MatchReason[] {
  const w = matchWeights;
  const label = providerSpecialtyLabels[need.specialty as ProviderSpecialty] ?? need.specialty;
  const reasons: MatchReason[] = [];
  const hasSpecialty = profile.specializations.includes(need.specialty);
  reasons.push({
    factor: 'specialty',
    points: hasSpecialty ? w.specialty : 0,
    max: w.specialty,
    detail: hasSpecialty ? `Offers ${label}` : `Does not list ${label}`,
  });
  const areas = profile.coverageAreas.map((a) => a.toLowerCase());
  const home = profile.city && profile.state ? `${profile.city}, ${profile.state}`.toLowerCase() : null;
  const state = need.state?.toLowerCase() ?? null;
  const cityArea = need.city && state ? `${need.city}, ${state}` : null;
  let coverage: MatchReason;
  if (!state) coverage = { factor: 'coverage_area', points: 0, max: w.coverage_area, detail: 'No location given' };
  else if (cityArea && (areas.includes(cityArea) || home === cityArea))
    coverage = {
      factor: 'coverage_area',
      points: w.coverage_area,
      max: w.coverage_area,
      detail: `Serves ${need.city}`,
    };
  else if (areas.some((a) => a === state || a.endsWith(`, ${state}`)) || profile.state?.toLowerCase() === state)
    coverage = { factor: 'coverage_area', points: 15, max: w.coverage_area, detail: `Serves ${state.toUpperCase()}` };
  else coverage = { factor: 'coverage_area', points: 0, max: w.coverage_area, detail: `Not in ${state.toUpperCase()}` };
  reasons.push(coverage);
  if (!need.insuranceType)
    reasons.push({ factor: 'insurance', points: 0, max: w.insurance, detail: 'No insurance given' });
  else {
    const takes = profile.acceptedInsurance.includes(need.insuranceType);
    reasons.push({
      factor: 'insurance',
      points: takes ? w.insurance : 0,
      max: w.insurance,
      detail: takes ? `Accepts ${need.insuranceType}` : `Does not list ${need.insuranceType}`,
    });
  }
  const language = need.language?.trim().toLowerCase() || null;
  if (!language) reasons.push({ factor: 'language', points: w.language, max: w.language, detail: 'No language asked' });
  else {
    const speaks = profile.languagesSpoken.some((l) => l.toLowerCase() === language);
    reasons.push({
      factor: 'language',
      points: speaks ? w.language : 0,
      max: w.language,
      detail: speaks ? `Speaks ${need.language!.trim()}` : `Does not list ${need.language!.trim()}`,
    });
  }
  if (profile.averageRating === null || profile.reviewCount === 0)
    reasons.push({ factor: 'rating', points: 5, max: w.rating, detail: 'No reviews yet' });
  else
    reasons.push({
      factor: 'rating',
      points: Math.round((profile.averageRating / 5) * w.rating),
      max: w.rating,
      detail: `Rated ${profile.averageRating.toFixed(1)} from ${profile.reviewCount} review${profile.reviewCount === 1 ? '' : 's'}`,
    });
  if (!profile.acceptingNewPatients)
    reasons.push({ factor: 'capacity', points: 0, max: w.capacity, detail: 'Not taking new patients' });
  else if (openMatches >= busyAt)
    reasons.push({ factor: 'capacity', points: 5, max: w.capacity, detail: `${openMatches} referrals waiting` });
  else reasons.push({ factor: 'capacity', points: w.capacity, max: w.capacity, detail: 'Taking new patients' });
  return reasons;
}
