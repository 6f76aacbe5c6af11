import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import type { Clock } from '../../platform/jobs/clock';
import { InputError, NotFoundError } from '../../platform/errors';
import { caseOwnedScopeSql, caseScopeSql } from '../cases/case-access.policy';
import { defaultAlertSettings, type CaseAlertKindName } from './alert.enums';
import { deadlineSql, statuteSql } from './alert-facts.sql';
import { alertMessage, alertTitle, coverageUse, type AlertFacts, type CoverageFacts } from './alert-rules';
import type { ClinicAlertSettingsInput, StatutePeriodInput } from './alert.input';
import { assertAlertRulesEditor, assertAlertRulesReader } from './alert.policy';
import type {
  AlertOverview,
  CaseAlertBoard,
  CaseAlertView,
  ClinicAlertSettingsView,
  StatutePeriodView,
} from './alert.type';
import { shippedStatutePeriods } from './statute-defaults';

interface AlertRow {
  id: number;
  caseId: number;
  caseNumber: string;
  kind: CaseAlertKindName;
  severity: string;
  facts: AlertFacts;
  raisedAt: Date;
  clearedAt: Date | null;
  clearedReason: string | null;
}

const alertColumns = `a.id, a.case_id AS "caseId", c.case_number AS "caseNumber", a.kind, a.severity, a.facts,
  a.raised_at AS "raisedAt", a.cleared_at AS "clearedAt", a.cleared_reason AS "clearedReason"`;
const severityRank = `CASE a.severity WHEN 'critical' THEN 0 WHEN 'warning' THEN 1 ELSE 2 END`;

const viewOf = (row: AlertRow): CaseAlertView =>
  ({
    id: row.id,
    caseId: row.caseId,
    caseNumber: row.caseNumber,
    kind: row.kind,
    severity: row.severity,
    title: alertTitle(row.kind),
    message: alertMessage(row.kind, row.facts),
    raisedAt: row.raisedAt,
    clearedAt: row.clearedAt,
    clearedReason: row.clearedReason,
  }) as CaseAlertView;

/** Reads of alerts (both sides, through the case rule), and the clinic's alert rules. */
export class CaseAlertService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    /** A changed rule re-evaluates the clinic's open cases. */
    private readonly sweepClinic: (clinicId: number) => Promise<void>,
  ) {}

  /** A case's alerts and what they are measured against; "Case not found" outside the caller's scope. */
  async board(scope: Scope, caseId: number): Promise<CaseAlertBoard> {
    const params = new SqlParams();
    const now = params.add(this.clock.now().toISOString());
    const [head] = (await this.dataSource.query(
      `SELECT c.id, c.accident_date IS NOT NULL AS "hasAccidentDate",
              coalesce(nullif(trim(p.state), ''), cl.state) AS "stateCode",
              sol.state, sol.period_months AS "periodMonths", sol.source, ${deadlineSql('c')} AS deadline,
              ${deadlineSql('c')}::date - (${now}::timestamptz AT TIME ZONE cl.time_zone)::date AS "daysLeft",
              (SELECT coalesce(sum(le.amount), 0)::numeric(12,2)::text FROM case_ledger_entries le
                WHERE le.case_id = c.id AND le.kind = 'charge') AS "chargesToDate"
         FROM cases c JOIN clinics cl ON cl.id = c.clinic_id JOIN patients p ON p.id = c.patient_id
         ${statuteSql('c', 'p', 'cl')}
        WHERE c.id = ${params.add(caseId)} AND ${caseScopeSql(scope, params, 'c')}`,
      params.values,
    )) as {
      hasAccidentDate: boolean;
      stateCode: string | null;
      state: string | null;
      periodMonths: number | null;
      source: string | null;
      deadline: string | null;
      daysLeft: number | null;
      chargesToDate: string;
    }[];
    if (!head) throw new NotFoundError('Case');
    const rows = (await this.dataSource.query(
      `SELECT ${alertColumns} FROM case_alerts a JOIN cases c ON c.id = a.case_id WHERE a.case_id = $1
        ORDER BY a.cleared_at IS NULL DESC, ${severityRank}, a.raised_at DESC, a.id DESC`,
      [caseId],
    )) as AlertRow[];
    const coverages = (await this.dataSource.query(
      `SELECT id, coverage_type AS "coverageType", carrier_name AS "carrierName", limit_amount::text AS "limitAmount"
         FROM case_coverages WHERE case_id = $1 ORDER BY id`,
      [caseId],
    )) as CoverageFacts[];
    const statuteMissing = !head.hasAccidentDate
      ? 'No accident date on the case'
      : !head.stateCode
        ? 'No state on the patient or the clinic'
        : !head.state
          ? `No limitation period known for ${head.stateCode}`
          : null;
    return {
      caseId,
      alerts: rows.filter((row) => row.clearedAt === null).map(viewOf),
      recentlyCleared: rows
        .filter((row) => row.clearedAt !== null)
        .sort((a, b) => +b.clearedAt! - +a.clearedAt!)
        .slice(0, 10)
        .map(viewOf),
      chargesToDate: head.chargesToDate,
      coverages: coverageUse(head.chargesToDate, coverages).map((use) => ({
        coverageId: use.id,
        coverageType: use.coverageType,
        carrierName: use.carrierName,
        limitAmount: use.limitAmount,
        applied: use.applied,
        percent: use.percent,
      })),
      statute:
        head.deadline && head.state && head.periodMonths && head.source
          ? {
              state: head.state,
              periodMonths: head.periodMonths,
              source: head.source,
              deadline: head.deadline,
              daysLeft: head.daysLeft!,
            }
          : null,
      statuteMissing,
    };
  }

  /** The open alerts of the caller's cases (the dashboards): counts, and the 20 most pressing. */
  async overview(scope: Scope): Promise<AlertOverview> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'a', 'c');
    const from = `FROM case_alerts a JOIN cases c ON c.id = a.case_id WHERE a.cleared_at IS NULL AND ${condition}`;
    const counts = (await this.dataSource.query(
      `SELECT a.kind, count(*)::int AS count, count(DISTINCT a.case_id)::int AS cases ${from} GROUP BY GROUPING SETS ((a.kind), ())`,
      params.values,
    )) as { kind: CaseAlertKindName | null; count: number; cases: number }[];
    const rows = (await this.dataSource.query(
      `SELECT ${alertColumns} ${from} ORDER BY ${severityRank}, a.raised_at DESC, a.id DESC LIMIT 20`,
      params.values,
    )) as AlertRow[];
    const total = counts.find((row) => row.kind === null);
    return {
      openCount: total?.count ?? 0,
      casesWithAlerts: total?.cases ?? 0,
      byKind: counts
        .filter((row) => row.kind !== null)
        .map((row) => ({ kind: row.kind, count: row.count }) as AlertOverview['byKind'][number]),
      alerts: rows.map(viewOf),
    };
  }

  async settings(scope: Scope): Promise<ClinicAlertSettingsView> {
    const clinicId = assertAlertRulesReader(scope);
    return this.settingsOf(this.dataSource.manager, clinicId);
  }

  async updateSettings(scope: Scope, input: ClinicAlertSettingsInput): Promise<ClinicAlertSettingsView> {
    const clinicId = assertAlertRulesEditor(scope);
    const next = {
      gapDays: input.gapDays,
      planBehindVisits: input.planBehindVisits,
      reExamGraceDays: input.reExamGraceDays,
    };
    await this.dataSource.transaction(async (manager) => {
      const before = await this.settingsOf(manager, clinicId, true);
      await manager.query(
        `INSERT INTO clinic_alert_settings (clinic_id, gap_days, plan_behind_visits, re_exam_grace_days, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (clinic_id) DO UPDATE SET gap_days = $2, plan_behind_visits = $3, re_exam_grace_days = $4,
                updated_by = $5, updated_at = now()`,
        [clinicId, next.gapDays, next.planBehindVisits, next.reExamGraceDays, scope.userId],
      );
      const diff = changedValues(before, next);
      await writeAudit(manager, scope, {
        entityType: 'clinic_alert_settings',
        entityId: clinicId,
        action: 'update',
        clinicId,
        oldValues: diff.oldValues,
        newValues: diff.newValues,
      });
    });
    await this.sweepClinic(clinicId);
    return next;
  }

  /** Every state's period as the clinic uses it: its own correction, else the shipped default. */
  async statutePeriods(scope: Scope): Promise<StatutePeriodView[]> {
    const clinicId = assertAlertRulesReader(scope);
    return (await this.dataSource.query(
      `SELECT coalesce(o.state, d.state) AS state, coalesce(o.period_months, d.period_months) AS "periodMonths",
              d.period_months AS "defaultMonths", CASE WHEN o.id IS NULL THEN 'default' ELSE 'clinic' END AS source,
              coalesce(o.notes, d.notes) AS notes
         FROM (SELECT * FROM statute_limitation_periods WHERE clinic_id IS NULL) d
         FULL JOIN (SELECT * FROM statute_limitation_periods WHERE clinic_id = $1) o ON o.state = d.state
        ORDER BY 1`,
      [clinicId],
    )) as StatutePeriodView[];
  }

  async setStatutePeriod(scope: Scope, input: StatutePeriodInput): Promise<StatutePeriodView> {
    const clinicId = assertAlertRulesEditor(scope);
    const state = input.state.toUpperCase();
    if (!shippedStatutePeriods.some((row) => row.state === state))
      throw InputError.field('state', `${state} is not a US state or DC`);
    const notes = input.notes?.trim() || null;
    await this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(
        `SELECT period_months AS "periodMonths", notes FROM statute_limitation_periods
          WHERE clinic_id = $1 AND state = $2 FOR UPDATE`,
        [clinicId, state],
      )) as { periodMonths: number; notes: string | null }[];
      await manager.query(
        `INSERT INTO statute_limitation_periods (clinic_id, state, period_months, notes, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (clinic_id, state) WHERE clinic_id IS NOT NULL
         DO UPDATE SET period_months = $3, notes = $4, updated_by = $5, updated_at = now()`,
        [clinicId, state, input.periodMonths, notes, scope.userId],
      );
      await writeAudit(manager, scope, {
        entityType: 'statute_limitation_period',
        entityId: `${clinicId}:${state}`,
        action: before ? 'update' : 'create',
        clinicId,
        oldValues: before ? { state, ...before } : null,
        newValues: { state, periodMonths: input.periodMonths, notes },
      });
    });
    await this.sweepClinic(clinicId);
    return (await this.statutePeriods(scope)).find((row) => row.state === state)!;
  }

  /** Drops the clinic's correction: the shipped default applies again. */
  async resetStatutePeriod(scope: Scope, stateCode: string): Promise<StatutePeriodView> {
    const clinicId = assertAlertRulesEditor(scope);
    const state = stateCode.toUpperCase();
    if (!shippedStatutePeriods.some((row) => row.state === state))
      throw InputError.field('state', `${stateCode} is not a US state or DC`);
    await this.dataSource.transaction(async (manager) => {
      const [[removed]] = (await manager.query(
        `DELETE FROM statute_limitation_periods WHERE clinic_id = $1 AND state = $2
         RETURNING period_months AS "periodMonths", notes`,
        [clinicId, state],
      )) as [{ periodMonths: number; notes: string | null }[], number];
      if (!removed) return; // no correction: the default applies already
      await writeAudit(manager, scope, {
        entityType: 'statute_limitation_period',
        entityId: `${clinicId}:${state}`,
        action: 'delete',
        clinicId,
        oldValues: { state, ...removed },
      });
    });
    await this.sweepClinic(clinicId);
    return (await this.statutePeriods(scope)).find((row) => row.state === state)!;
  }

  private async settingsOf(
    manager: DataSource['manager'],
    clinicId: number,
    lock = false,
  ): Promise<ClinicAlertSettingsView> {
    const [row] = (await manager.query(
      `SELECT gap_days AS "gapDays", plan_behind_visits AS "planBehindVisits", re_exam_grace_days AS "reExamGraceDays"
         FROM clinic_alert_settings WHERE clinic_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [clinicId],
    )) as ClinicAlertSettingsView[];
    return row ?? { ...defaultAlertSettings };
  }
}
