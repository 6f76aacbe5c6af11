import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { keysetSql, containsPattern } from '../../db/sql/keyset';
import { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { RequestMeta, Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { ConflictError, DomainError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import type { Clock } from '../../platform/jobs/clock';
import { tooMany, type RateLimiter, type RateRule } from '../../platform/rate-limit/rate-limiter';
import { assertActiveCaseAvailable } from '../clinics/plan-limits';
import { allocateCaseNumber } from '../cases/case-number';
import { CaseStatus } from '../cases/case.enums';
import type { NotificationService } from '../notifications/notification.service';
import { assertClinicMayCreate } from '../subscriptions/subscription-guard';
import {
  IntakeStatus,
  intakeFormTokenMaxAgeSeconds,
  intakeIpRetentionDays,
  intakeMinimumFillSeconds,
  intakeMoves,
} from './intake.enums';
import type { IntakeCloseInput, IntakeConvertInput, IntakeFilter, IntakeSubmitInput } from './intake.input';
import type { ProviderRanker } from '../provider-network/provider-matching.service';
import { matchIntake } from './intake-matching';
import { intakeIpVisible, intakeScopeSql, isIntakeOperator } from './intake.policy';
import { triageIntake } from './intake-triage';
import type { IntakeReceipt, IntakeView } from './intake.type';

export enum IntakeSort {
  newest = 'newest',
  score = 'score',
}

const sortKeys = {
  [IntakeSort.newest]: { expr: 'i.created_at', cast: 'timestamptz' },
  [IntakeSort.score]: { expr: "lpad(i.triage_score::text, 3, '0')", cast: 'text' },
} as const;

const tokenContext = 'public-intake-form';
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** IN- and 8 characters without look-alikes (0/O, 1/I/L): about 10^12 codes. */
export function newIntakeCode(): string {
  let code = 'IN-';
  for (let i = 0; i < 8; i += 1) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

const viewColumns = (ipVisible: boolean) => `i.id, i.intake_code AS "intakeCode", i.first_name AS "firstName",
  i.last_name AS "lastName", i.email, i.phone, i.injury_date::text AS "injuryDate", i.injury_type AS "injuryType",
  i.injury_description AS "injuryDescription", i.location_city AS "locationCity", i.location_state AS "locationState",
  i.insurance_carrier AS "insuranceCarrier", i.has_attorney AS "hasAttorney", i.attorney_name AS "attorneyName",
  i.has_medical_provider AS "hasMedicalProvider", i.provider_name AS "providerName", i.urgency_level AS "urgencyLevel",
  i.estimated_case_value::text AS "estimatedCaseValue", i.triage_score AS "triageScore",
  i.triage_reasons AS "triageReasons", i.matched_clinic_id AS "matchedClinicId", mc.name AS "matchedClinicName",
  i.matched_attorney_id AS "matchedAttorneyId",
  CASE WHEN ma.id IS NULL THEN NULL ELSE trim(ma.first_name || ' ' || ma.last_name) || ' (' || ma.firm_name || ')' END AS "matchedAttorneyName",
  i.match_reasons AS "matchReasons", i.conversion_status AS "conversionStatus", i.contacted_at AS "contactedAt",
  i.converted_at AS "convertedAt", i.closed_at AS "closedAt", i.close_reason AS "closeReason",
  i.converted_patient_id AS "convertedPatientId", i.converted_case_id AS "convertedCaseId",
  cc.case_number AS "convertedCaseNumber", i.consent_at AS "consentAt", i.consent_text_version AS "consentTextVersion",
  i.language, i.source, i.utm_params AS "utmParams", ${ipVisible ? 'i.ip_address' : 'NULL::text'} AS "ipAddress",
  i.created_at AS "createdAt"`;

const viewFrom = `public_intake i LEFT JOIN clinics mc ON mc.id = i.matched_clinic_id
  LEFT JOIN attorneys ma ON ma.id = i.matched_attorney_id LEFT JOIN cases cc ON cc.id = i.converted_case_id`;

function readView(row: Record<string, unknown>): IntakeView {
  const { utmParams, ...rest } = row as Record<string, unknown> & { utmParams: Record<string, string> };
  return {
    ...(rest as unknown as IntakeView),
    utm: Object.entries(utmParams ?? {}).map(([key, value]) => ({ key, value })),
  };
}

const statusWords: Record<IntakeStatus, string> = {
  new: 'new',
  contacted: 'contacted',
  converted: 'converted',
  closed: 'closed',
};

/** The refusal of a move the workflow does not allow (decision 402), saying what is allowed. */
export function moveRefused(from: IntakeStatus, to: IntakeStatus): ConflictError {
  const allowed = intakeMoves[from];
  const next = allowed.length === 0 ? 'it can no longer change' : `it can only become ${allowed.join(' or ')}`;
  return new ConflictError(`This intake is ${statusWords[from]}: it cannot become ${statusWords[to]} (${next})`);
}

export interface IntakeListArgs {
  filter?: IntakeFilter | null;
  sort: IntakeSort;
  first?: number | null;
  after?: string | null;
}

/**
 * The public intake (decisions 400-409): the form's submissions (rate-limited, honeypot, minimum fill
 * time), their triage and match, the desk's list and workflow, and the conversion into a patient and
 * a case in one transaction. Every write audited in its own transaction; reads scoped in SQL.
 */
/** The desk is the operator's and the matched clinic's (decision 406): an attorney is refused it outright. */
function assertDeskUser(scope: Scope): void {
  if (scope.role === Role.attorney)
    throw new ForbiddenError('The intake desk is for the matched clinic and the operator');
}

export class IntakeService {
  private readonly rule: RateRule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly box: SecretBox,
    private readonly notifications: NotificationService,
    private readonly clock: Clock,
    perAddressHourly: number,
    /** The provider ranking the clinic is chosen by (services.providerMatching.rank; decision 434). */
    private readonly rank?: ProviderRanker,
  ) {
    this.rule = { name: 'public-intake:address', limit: perAddressHourly, windowSeconds: 3600 };
  }

  /** A sealed "the form opened now", checked on submit for the least fill time (decision 400). */
  formToken(): string {
    return this.box.seal(String(this.clock.now().getTime()), tokenContext);
  }

  private checkFormToken(token: string): void {
    let opened: number;
    try {
      opened = Number(this.box.open(token, tokenContext));
    } catch {
      throw InputError.field('formToken', 'The form expired: reload the page and send it again');
    }
    const age = (this.clock.now().getTime() - opened) / 1000;
    if (!Number.isFinite(age) || age > intakeFormTokenMaxAgeSeconds)
      throw InputError.field('formToken', 'The form expired: reload the page and send it again');
    if (age < intakeMinimumFillSeconds)
      throw InputError.field('formToken', 'That was very fast: please check your answers and send the form again');
  }

  /** The public form: refused before any write when flooded, filled by a bot or incomplete. */
  async submit(input: IntakeSubmitInput, meta: RequestMeta): Promise<IntakeReceipt> {
    const verdict = await this.limiter.hit(this.rule, meta.ip ?? 'unknown');
    if (!verdict.allowed) throw tooMany('requests for help from this address', verdict.retryAfterSeconds);
    if (input.website) throw new DomainError('BAD_USER_INPUT', 'Your request could not be accepted').because('spam');
    this.checkFormToken(input.formToken);
    if (input.consent !== true) throw InputError.field('consent', 'Please agree to be contacted so we can help you');
    if (!input.email && !input.phone)
      throw InputError.field('phone', 'Give a phone number or an e-mail address so we can reach you');
    const now = this.clock.now();
    const state = input.locationState.toUpperCase();
    const triage = triageIntake(input, now.toISOString().slice(0, 10));
    const utmPairs: [string, string | null | undefined][] = [
      ['utm_source', input.utmSource],
      ['utm_medium', input.utmMedium],
      ['utm_campaign', input.utmCampaign],
      ['utm_term', input.utmTerm],
      ['utm_content', input.utmContent],
    ];
    const utm = Object.fromEntries(utmPairs.filter(([, value]) => typeof value === 'string' && value !== ''));
    return this.dataSource.transaction(async (manager) => {
      const match = await matchIntake(
        manager,
        {
          state,
          city: input.locationCity,
          injuryType: input.injuryType,
          hasAttorney: input.hasAttorney,
          hasMedicalProvider: input.hasMedicalProvider,
          insuranceCarrier: input.insuranceCarrier ?? null,
          language: input.language ?? null,
        },
        this.rank,
      );
      const [row] = (await manager.query(
        `INSERT INTO public_intake (intake_code, first_name, last_name, email, phone, injury_date, injury_type,
           injury_description, location_city, location_state, insurance_carrier, has_attorney, attorney_name,
           has_medical_provider, provider_name, urgency_level, triage_score, triage_reasons, matched_attorney_id,
           matched_clinic_id, match_reasons, consent_at, consent_text_version, language, source, utm_params,
           ip_address, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                 $22, $23, $24, $25, $26, $27, $22, $22)
         ON CONFLICT (intake_code) DO NOTHING
         RETURNING id, intake_code AS "intakeCode", created_at AS "createdAt"`,
        [
          newIntakeCode(),
          input.firstName,
          input.lastName,
          input.email ? input.email.toLowerCase() : null,
          input.phone || null,
          input.injuryDate,
          input.injuryType,
          input.injuryDescription,
          input.locationCity,
          state,
          input.insuranceCarrier || null,
          input.hasAttorney,
          input.hasAttorney ? input.attorneyName || null : null,
          input.hasMedicalProvider,
          input.hasMedicalProvider ? input.providerName || null : null,
          input.urgencyLevel,
          triage.score,
          JSON.stringify(triage.reasons),
          match.attorneyId,
          match.clinicId,
          JSON.stringify(match.reasons),
          now,
          input.consentTextVersion,
          input.language ?? 'en',
          input.source || null,
          JSON.stringify(utm),
          meta.ip,
        ],
      )) as { id: number; intakeCode: string; createdAt: Date }[];
      // A code already taken (one in 10^12): the person sends again, nothing was written.
      if (!row) throw new ConflictError('Please send the form again');
      await writeAudit(
        manager,
        null,
        {
          entityType: 'public_intake',
          entityId: row.id,
          action: 'create',
          clinicId: match.clinicId,
          newValues: {
            intakeCode: row.intakeCode,
            triageScore: triage.score,
            matchedClinicId: match.clinicId,
            matchedAttorneyId: match.attorneyId,
            consentTextVersion: input.consentTextVersion,
            source: input.source ?? null,
          },
        },
        meta,
      );
      if (match.clinicId !== null) await this.notifyClinic(manager, match.clinicId, row.id, triage.score);
      return { intakeCode: row.intakeCode, createdAt: row.createdAt };
    });
  }

  /** The matched clinic's staff and admins hear of a new intake: no PHI, a link to the desk (PRODUCT 15). */
  private async notifyClinic(manager: EntityManager, clinicId: number, intakeId: number, score: number) {
    const users = (await manager.query(
      `SELECT id FROM users WHERE clinic_id = $1 AND role IN ('clinic_staff', 'clinic_admin') AND is_active`,
      [clinicId],
    )) as { id: string }[];
    await this.notifications.notify(manager, {
      recipients: users.map((user) => user.id),
      kind: 'intake_matched',
      title: 'A new intake was matched to your clinic',
      body: `Triage score ${score} of 100. Open the intake desk to contact them.`,
      link: `/intake?id=${intakeId}`,
      clinicId,
    });
  }

  /** The desk's list: scoped in SQL, filtered, newest (or highest score) first, keyset pages. */
  async list(scope: Scope, args: IntakeListArgs): Promise<Page<IntakeView>> {
    assertDeskUser(scope);
    const params = new SqlParams();
    const conditions = [intakeScopeSql(scope, params, 'i')];
    const filter = args.filter;
    if (filter?.status) conditions.push(`i.conversion_status = ${params.add(filter.status)}`);
    if (filter?.openOnly) conditions.push(`i.conversion_status IN ('new', 'contacted')`);
    if (filter?.minScore !== null && filter?.minScore !== undefined)
      conditions.push(`i.triage_score >= ${params.add(filter.minScore)}`);
    if (filter?.state) conditions.push(`i.location_state = ${params.add(filter.state.toUpperCase())}`);
    if (filter?.search) {
      const pattern = params.add(containsPattern(filter.search));
      conditions.push(
        `((i.first_name || ' ' || i.last_name) ILIKE ${pattern} OR i.email ILIKE ${pattern} OR i.phone ILIKE ${pattern} OR i.intake_code ILIKE ${pattern})`,
      );
    }
    const page = keysetSql(params, 'i', sortKeys[args.sort], SortDirection.desc, args.first, args.after);
    if (page.after) conditions.push(page.after);
    const rows = (await this.dataSource.query(
      `SELECT ${viewColumns(intakeIpVisible(scope))}, ${page.sortKeySelect}
         FROM ${viewFrom} WHERE ${conditions.join(' AND ')} ${page.orderAndLimit}`,
      params.values,
    )) as Record<string, unknown>[];
    return page.page(rows, readView);
  }

  private async find(scope: Scope, id: number, manager: EntityManager = this.dataSource.manager) {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `SELECT ${viewColumns(intakeIpVisible(scope))} FROM ${viewFrom}
        WHERE i.id = ${params.add(id)} AND ${intakeScopeSql(scope, params, 'i')}`,
      params.values,
    )) as Record<string, unknown>[];
    return row ? readView(row) : null;
  }

  async get(scope: Scope, id: number): Promise<IntakeView> {
    const view = await this.find(scope, id);
    if (!view) throw new NotFoundError('Intake');
    return view;
  }

  /** The intake a converted case came from, when the scope may read it (the link back). */
  async forCase(scope: Scope, caseId: number): Promise<IntakeView | null> {
    const params = new SqlParams();
    const [row] = (await this.dataSource.query(
      `SELECT ${viewColumns(intakeIpVisible(scope))} FROM ${viewFrom}
        WHERE i.converted_case_id = ${params.add(caseId)} AND ${intakeScopeSql(scope, params, 'i')}`,
      params.values,
    )) as Record<string, unknown>[];
    return row ? readView(row) : null;
  }

  /** Locks the intake in scope for a move; a missing or foreign one is "not found". */
  private async lockInScope(manager: EntityManager, scope: Scope, id: number) {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `SELECT i.id, i.conversion_status AS status, i.matched_clinic_id AS "matchedClinicId",
              i.matched_attorney_id AS "matchedAttorneyId", i.first_name AS "firstName", i.last_name AS "lastName",
              i.email, i.phone, i.location_city AS city, i.location_state AS state, i.insurance_carrier AS "insuranceCarrier",
              i.injury_date::text AS "injuryDate", i.injury_type AS "injuryType", i.injury_description AS "injuryDescription",
              i.intake_code AS "intakeCode", i.converted_case_id AS "convertedCaseId"
         FROM public_intake i WHERE i.id = ${params.add(id)} AND ${intakeScopeSql(scope, params, 'i')}
        FOR UPDATE`,
      params.values,
    )) as {
      id: number;
      status: IntakeStatus;
      matchedClinicId: number | null;
      matchedAttorneyId: number | null;
      firstName: string;
      lastName: string;
      email: string | null;
      phone: string | null;
      city: string;
      state: string;
      insuranceCarrier: string | null;
      injuryDate: string;
      injuryType: string;
      injuryDescription: string;
      intakeCode: string;
      convertedCaseId: number | null;
    }[];
    if (!row) throw new NotFoundError('Intake');
    return row;
  }

  private assertMayWork(scope: Scope): void {
    if (scope.role === Role.attorney) throw new NotFoundError('Intake');
  }

  /** new -> contacted, the time recorded; every other move refused (decision 402). */
  async markContacted(scope: Scope, id: number): Promise<IntakeView> {
    this.assertMayWork(scope);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockInScope(manager, scope, id);
      if (row.status !== IntakeStatus.new) throw moveRefused(row.status, IntakeStatus.contacted);
      const now = this.clock.now();
      await manager.query(
        `UPDATE public_intake SET conversion_status = 'contacted', contacted_at = $2, updated_at = $2 WHERE id = $1`,
        [id, now],
      );
      await writeAudit(manager, scope, {
        entityType: 'public_intake',
        entityId: id,
        action: 'mark_contacted',
        clinicId: row.matchedClinicId,
        oldValues: { conversionStatus: row.status },
        newValues: { conversionStatus: IntakeStatus.contacted, contactedAt: now.toISOString() },
      });
      return (await this.find(scope, id, manager))!;
    });
  }

  /** contacted -> closed with a reason, the time recorded. */
  async close(scope: Scope, input: IntakeCloseInput): Promise<IntakeView> {
    this.assertMayWork(scope);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockInScope(manager, scope, input.intakeId);
      if (row.status !== IntakeStatus.contacted) throw moveRefused(row.status, IntakeStatus.closed);
      const now = this.clock.now();
      await manager.query(
        `UPDATE public_intake SET conversion_status = 'closed', closed_at = $2, close_reason = $3, updated_at = $2
          WHERE id = $1`,
        [row.id, now, input.reason],
      );
      await writeAudit(manager, scope, {
        entityType: 'public_intake',
        entityId: row.id,
        action: 'close',
        clinicId: row.matchedClinicId,
        oldValues: { conversionStatus: row.status },
        newValues: { conversionStatus: IntakeStatus.closed, closedAt: now.toISOString(), closeReason: input.reason },
      });
      return (await this.find(scope, row.id, manager))!;
    });
  }

  /**
   * contacted -> converted: the patient (in the matched clinic, or the operator's choice) and the
   * case (with the matched attorney, or the one chosen) created in ONE transaction with the intake's
   * move, each linked to the intake (decision 407). A second conversion is refused.
   */
  async convert(scope: Scope, input: IntakeConvertInput): Promise<IntakeView> {
    this.assertMayWork(scope);
    const operator = isIntakeOperator(scope);
    if (!operator && input.clinicId !== null && input.clinicId !== undefined && input.clinicId !== scope.clinicId)
      throw new ForbiddenError('A clinic converts an intake into its own patients only');
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockInScope(manager, scope, input.intakeId);
      if (row.status === IntakeStatus.converted)
        throw new ConflictError('This intake was already converted into a patient and a case');
      if (row.status !== IntakeStatus.contacted) throw moveRefused(row.status, IntakeStatus.converted);
      const clinicId = operator ? (input.clinicId ?? row.matchedClinicId) : scope.clinicId;
      if (clinicId === null) throw InputError.field('clinicId', 'Choose a clinic: this intake was matched to none');
      const [clinic] = (await manager.query(`SELECT id FROM clinics WHERE id = $1 AND is_active`, [clinicId])) as {
        id: number;
      }[];
      if (!clinic) throw InputError.field('clinicId', 'Clinic not found');
      const attorneyId = input.attorneyId ?? row.matchedAttorneyId;
      if (attorneyId !== null) {
        const [attorney] = (await manager.query(`SELECT id FROM attorneys WHERE id = $1 AND is_active`, [
          attorneyId,
        ])) as { id: number }[];
        if (!attorney) throw InputError.field('attorneyId', 'Attorney not found');
      }
      await assertClinicMayCreate(manager, clinicId, 'cases');
      await assertActiveCaseAvailable(manager, clinicId);
      const now = this.clock.now();
      const [patient] = (await manager.query(
        `INSERT INTO patients (clinic_id, first_name, last_name, email, phone, city, state, insurance_provider, status, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'intake', $9) RETURNING id`,
        [
          clinicId,
          row.firstName,
          row.lastName,
          row.email,
          row.phone,
          row.city,
          row.state,
          row.insuranceCarrier,
          `From public intake ${row.intakeCode}`,
        ],
      )) as { id: number }[];
      await manager.query(
        `INSERT INTO patient_status_history (patient_id, clinic_id, previous_status, new_status, changed_by, changed_by_name, reason)
         VALUES ($1, $2, NULL, 'intake', $3, $4, $5)`,
        [patient.id, clinicId, scope.userId, scope.displayName, `Converted from public intake ${row.intakeCode}`],
      );
      const caseNumber = await allocateCaseNumber(manager, clinicId, now.getUTCFullYear());
      const [kase] = (await manager.query(
        `INSERT INTO cases (case_number, patient_id, attorney_id, clinic_id, case_type, status, accident_date, description, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING id`,
        [
          caseNumber,
          patient.id,
          attorneyId,
          clinicId,
          row.injuryType,
          CaseStatus.active_treatment,
          row.injuryDate,
          row.injuryDescription,
        ],
      )) as { id: number }[];
      await manager.query(
        `UPDATE public_intake SET conversion_status = 'converted', converted_at = $2, converted_patient_id = $3,
                converted_case_id = $4, matched_clinic_id = $5, matched_attorney_id = $6, updated_at = $2
          WHERE id = $1`,
        [row.id, now, patient.id, kase.id, clinicId, attorneyId],
      );
      await writeAudit(manager, scope, {
        entityType: 'patient',
        entityId: patient.id,
        action: 'create',
        clinicId,
        newValues: { firstName: row.firstName, lastName: row.lastName, status: 'intake', intakeId: row.id },
      });
      await writeAudit(manager, scope, {
        entityType: 'case',
        entityId: kase.id,
        action: 'create',
        clinicId,
        newValues: {
          caseNumber,
          patientId: patient.id,
          attorneyId,
          caseType: row.injuryType,
          status: CaseStatus.active_treatment,
          accidentDate: row.injuryDate,
          intakeId: row.id,
        },
      });
      await writeAudit(manager, scope, {
        entityType: 'public_intake',
        entityId: row.id,
        action: 'convert',
        clinicId,
        oldValues: { conversionStatus: row.status, matchedClinicId: row.matchedClinicId },
        newValues: {
          conversionStatus: IntakeStatus.converted,
          convertedAt: now.toISOString(),
          convertedPatientId: patient.id,
          convertedCaseId: kase.id,
          matchedClinicId: clinicId,
          matchedAttorneyId: attorneyId,
        },
      });
      return (await this.find(scope, row.id, manager))!;
    });
  }

  /** Erases the IP addresses older than the retention (decision 403); returns how many. */
  async purgeIpAddresses(now: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE public_intake SET ip_address = NULL
        WHERE ip_address IS NOT NULL AND created_at < $1::timestamptz - make_interval(days => $2)`,
      [now, intakeIpRetentionDays],
    )) as [unknown, number];
    return count;
  }

  /** The open intakes matched to a clinic (the clinic's badge). */
  async openCount(scope: Scope): Promise<number> {
    assertDeskUser(scope);
    const params = new SqlParams();
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM public_intake i
        WHERE i.conversion_status IN ('new', 'contacted') AND ${intakeScopeSql(scope, params, 'i')}`,
      params.values,
    )) as { n: number }[];
    return row.n;
  }
}
