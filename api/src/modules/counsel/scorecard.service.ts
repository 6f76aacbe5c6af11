import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Clock } from '../../platform/jobs/clock';
import { scorecardFiguresSql, scorecardTrendSql } from './scorecard.sql';
import { ScorecardPeriod, type ScorecardPoint, type ScorecardView } from './scorecard.type';

const periodsBack: Record<ScorecardPeriod, { count: number; step: string }> = {
  [ScorecardPeriod.month]: { count: 12, step: '1 month' },
  [ScorecardPeriod.quarter]: { count: 8, step: '3 months' },
};

type FiguresRow = Omit<ScorecardView, 'withdrawalRate' | 'trend'>;
type TrendRow = ScorecardPoint & { clinicId: number; attorneyId: number };

/**
 * The attorney scorecard (decisions 353–355). Clinic users read their own clinic's figures for any
 * attorney it works with; an attorney reads their own, one card per clinic; the operator reads any
 * attorney's, per clinic. Nothing is stored: every figure is read from the record when asked.
 */
export class ScorecardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** One attorney's cards (with trends) the scope may read; an attorney asking for another is "not found". */
  async forAttorney(scope: Scope, attorneyId: number, period: ScorecardPeriod): Promise<ScorecardView[]> {
    const clinics = this.clinicsOf(scope, attorneyId);
    const [exists] = (await this.dataSource.query(`SELECT 1 FROM attorneys WHERE id = $1`, [attorneyId])) as unknown[];
    if (!exists) throw new NotFoundError('Attorney');
    return this.read(clinics, attorneyId, period, true);
  }

  /** The clinic's comparison table: every attorney it works with, without trends. Clinic users only. */
  async forClinic(scope: Scope): Promise<ScorecardView[]> {
    if ((scope.role !== Role.clinic_staff && scope.role !== Role.clinic_admin) || scope.clinicId === null)
      throw new ForbiddenError('The attorney comparison is for clinic users');
    return this.read([scope.clinicId], null, ScorecardPeriod.month, false);
  }

  /** The signed-in attorney's own cards, one per clinic. */
  async mine(scope: Scope, period: ScorecardPeriod): Promise<ScorecardView[]> {
    if (scope.role !== Role.attorney || scope.attorneyId === null)
      throw new ForbiddenError('My scorecard is for attorneys');
    return this.read(null, scope.attorneyId, period, true);
  }

  /** The clinics whose figures the scope may read about an attorney (null: every clinic). */
  private clinicsOf(scope: Scope, attorneyId: number): number[] | null {
    switch (scope.role) {
      case Role.clinic_staff:
      case Role.clinic_admin:
        if (scope.clinicId === null) throw new NotFoundError('Attorney');
        return [scope.clinicId];
      case Role.attorney:
        if (scope.attorneyId === null || scope.attorneyId !== attorneyId) throw new NotFoundError('Attorney');
        return null;
      case Role.super_admin:
        return null;
      case Role.patient:
      case Role.operator_staff:
        throw new NotFoundError('Attorney');
    }
  }

  private async read(
    clinics: number[] | null,
    attorneyId: number | null,
    period: ScorecardPeriod,
    withTrend: boolean,
  ): Promise<ScorecardView[]> {
    const rows = (await this.dataSource.query(scorecardFiguresSql, [clinics, attorneyId])) as FiguresRow[];
    const trends = new Map<string, ScorecardPoint[]>();
    if (withTrend && rows.length > 0) {
      const { count, step } = periodsBack[period];
      const points = (await this.dataSource.query(scorecardTrendSql, [
        clinics,
        attorneyId,
        this.clock.now().toISOString(),
        period,
        count,
        step,
      ])) as TrendRow[];
      for (const { clinicId, attorneyId: attorney, ...point } of points) {
        const key = `${clinicId}:${attorney}`;
        trends.set(key, [...(trends.get(key) ?? []), point]);
      }
    }
    return rows.map((row) => {
      const held = row.casesOpen + row.casesClosed + row.withdrawals;
      return {
        ...row,
        withdrawalRate: held === 0 ? 0 : Math.round((row.withdrawals * 1000) / held) / 10,
        trend: withTrend ? (trends.get(`${row.clinicId}:${row.attorneyId}`) ?? []) : null,
      };
    });
  }
}
