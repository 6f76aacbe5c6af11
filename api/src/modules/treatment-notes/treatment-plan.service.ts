import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import { caseScopeSql, isOwningClinic } from '../cases/case-access.policy';
import { caseFactsForWrite } from '../cases/case-facts';
import type { AlertRecheckHook } from '../alerts/alert-recheck-hook';
import { Role } from '../../platform/access/role';
import type { TreatmentPlanStatus } from './treatment-plan.entity';
import type { TreatmentPlanInput } from './treatment-note.inputs';
import { clinicOfClinicalWriter } from './treatment-note.policy';
import type { TreatmentPlanProgress, TreatmentPlanView } from './treatment-note.types';

interface PlanRow {
  id: number;
  caseId: number;
  clinicId: number;
  visitsPerWeek: number;
  weeks: number;
  startDate: string;
  reExamDates: string[];
  goals: string | null;
  status: TreatmentPlanStatus;
  today: string;
  visitsCompleted: number;
  reExamsDone: number;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * Planned against actual (decision 161): the plan spreads visits_per_week evenly over each week, so by
 * today it calls for floor(visits per week × days elapsed ÷ 7) visits (days counted from the start,
 * today included, at most weeks × 7). Actual visits are the case's completed appointments from the
 * start on, counted in the appointments table; re-exams done are those of a re-exam type.
 */
export function planProgress(row: PlanRow): TreatmentPlanProgress {
  const totalDays = row.weeks * 7;
  const daysElapsed = Math.min(Math.max(daysBetween(row.startDate, row.today) + 1, 0), totalDays);
  const upcoming = row.reExamDates.filter((day) => day > row.today).sort();
  return {
    visitsPlannedTotal: row.visitsPerWeek * row.weeks,
    visitsPlannedToDate: Math.floor((row.visitsPerWeek * daysElapsed) / 7),
    visitsCompleted: Number(row.visitsCompleted),
    reExamsDue: row.reExamDates.filter((day) => day <= row.today).length,
    reExamsDone: Number(row.reExamsDone),
    nextReExamDate: upcoming[0] ?? null,
    endDate: addDays(row.startDate, totalDays - 1),
  };
}

const planSelect = `SELECT tp.id, tp.case_id AS "caseId", tp.clinic_id AS "clinicId", tp.visits_per_week AS "visitsPerWeek",
    tp.weeks, tp.start_date AS "startDate", tp.re_exam_dates::text[] AS "reExamDates", tp.goals, tp.status,
    (now() AT TIME ZONE cl.time_zone)::date::text AS today,
    (SELECT count(*) FROM appointments a
      WHERE a.case_id = tp.case_id AND a.status = 'completed'
        AND (a.scheduled_start AT TIME ZONE cl.time_zone)::date >= tp.start_date) AS "visitsCompleted",
    (SELECT count(*) FROM appointments a JOIN appointment_types t ON t.id = a.appointment_type_id
      WHERE a.case_id = tp.case_id AND a.status = 'completed' AND t.is_re_exam
        AND (a.scheduled_start AT TIME ZONE cl.time_zone)::date >= tp.start_date) AS "reExamsDone"
  FROM treatment_plans tp JOIN clinics cl ON cl.id = tp.clinic_id JOIN cases c ON c.id = tp.case_id`;

const viewOf = (row: PlanRow): TreatmentPlanView => ({
  id: row.id,
  caseId: row.caseId,
  visitsPerWeek: row.visitsPerWeek,
  weeks: row.weeks,
  startDate: row.startDate,
  reExamDates: [...row.reExamDates].sort(),
  goals: row.goals,
  status: row.status,
  progress: planProgress(row),
});

const oneActivePlan = () =>
  new ConflictError(
    'This case already has an active treatment plan; complete or discontinue it first',
    'status',
  ).because('plan_active');

/** A case's plan of care: the clinic writes (one active per case), the clinic and the operator read. */
export class TreatmentPlanService {
  constructor(
    private readonly dataSource: DataSource,
    /** A plan's change re-evaluates its case's alerts (behind plan, re-exams). */
    private readonly alertRecheck: AlertRecheckHook | null = null,
  ) {}

  /** The case's active plan, else its latest; null without one. Attorneys are not shown plans. */
  async forCase(scope: Scope, caseId: number): Promise<TreatmentPlanView | null> {
    if (scope.role === Role.attorney) throw new ForbiddenError('Treatment plans are the clinic’s');
    const params = new SqlParams();
    const [visible] = (await this.dataSource.query(
      `SELECT 1 FROM cases c WHERE c.id = ${params.add(caseId)} AND ${caseScopeSql(scope, params, 'c')}`,
      params.values,
    )) as unknown[];
    if (!visible) throw new NotFoundError('Case');
    const [row] = (await this.dataSource.query(
      `${planSelect} WHERE tp.case_id = $1 ORDER BY tp.status = 'active' DESC, tp.created_at DESC, tp.id DESC LIMIT 1`,
      [caseId],
    )) as PlanRow[];
    return row ? viewOf(row) : null;
  }

  async create(scope: Scope, caseId: number, input: TreatmentPlanInput): Promise<TreatmentPlanView> {
    clinicOfClinicalWriter(scope);
    const id = await this.dataSource.transaction(async (manager) => {
      const facts = await caseFactsForWrite(manager, scope, caseId, { lock: true });
      if (!facts || !isOwningClinic(scope, facts)) throw new NotFoundError('Case');
      const values = valuesOf(input);
      const [created] = (await manager
        .query(
          `INSERT INTO treatment_plans (clinic_id, case_id, visits_per_week, weeks, start_date, re_exam_dates, goals,
                  status, created_by)
           VALUES ($1, $2, $3, $4, $5, $6::date[], $7, $8, $9) RETURNING id`,
          [
            facts.clinicId,
            caseId,
            values.visitsPerWeek,
            values.weeks,
            values.startDate,
            values.reExamDates,
            values.goals,
            values.status,
            scope.userId,
          ],
        )
        .catch(refuseSecondActive)) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'treatment_plan',
        entityId: created.id,
        action: 'create',
        clinicId: facts.clinicId,
        newValues: { caseId, ...values },
      });
      await this.alertRecheck?.request(manager, caseId);
      return created.id;
    });
    return this.read(this.dataSource.manager, id);
  }

  async update(scope: Scope, id: number, input: TreatmentPlanInput): Promise<TreatmentPlanView> {
    const clinicId = clinicOfClinicalWriter(scope);
    await this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(
        `SELECT visits_per_week AS "visitsPerWeek", weeks, start_date AS "startDate", re_exam_dates::text[] AS "reExamDates",
                goals, status
           FROM treatment_plans WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
        [id, clinicId],
      )) as ReturnType<typeof valuesOf>[];
      if (!before) throw new NotFoundError('Treatment plan');
      const values = valuesOf(input);
      await manager
        .query(
          `UPDATE treatment_plans SET visits_per_week = $3, weeks = $4, start_date = $5, re_exam_dates = $6::date[],
                  goals = $7, status = $8, updated_at = now()
            WHERE id = $1 AND clinic_id = $2`,
          [
            id,
            clinicId,
            values.visitsPerWeek,
            values.weeks,
            values.startDate,
            values.reExamDates,
            values.goals,
            values.status,
          ],
        )
        .catch(refuseSecondActive);
      const { oldValues, newValues } = changedValues(before, values);
      await writeAudit(manager, scope, {
        entityType: 'treatment_plan',
        entityId: id,
        action: 'update',
        clinicId,
        oldValues,
        newValues,
      });
      const [plan] = (await manager.query(`SELECT case_id AS "caseId" FROM treatment_plans WHERE id = $1`, [id])) as {
        caseId: number;
      }[];
      await this.alertRecheck?.request(manager, plan.caseId);
    });
    return this.read(this.dataSource.manager, id);
  }

  private async read(manager: EntityManager, id: number): Promise<TreatmentPlanView> {
    const [row] = (await manager.query(`${planSelect} WHERE tp.id = $1`, [id])) as PlanRow[];
    return viewOf(row);
  }
}

function valuesOf(input: TreatmentPlanInput) {
  const reExamDates = [...new Set(input.reExamDates)].sort();
  const endDate = addDays(input.startDate, input.weeks * 7 - 1);
  const outside = reExamDates.find((day) => day < input.startDate || day > endDate);
  if (outside)
    throw InputError.field(
      'reExamDates',
      `Re-exam date ${outside} is outside the plan (${input.startDate} to ${endDate})`,
    );
  return {
    visitsPerWeek: input.visitsPerWeek,
    weeks: input.weeks,
    startDate: input.startDate,
    reExamDates,
    goals: input.goals ?? null,
    status: input.status,
  };
}

function refuseSecondActive(error: { code?: string }): never {
  if (error.code === '23505') throw oneActivePlan();
  throw error;
}
