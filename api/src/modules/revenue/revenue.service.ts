import type { DataSource } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import type { Clock } from '../../platform/jobs/clock';
import { acquisitionCostUnknown, notEnoughHistoryForLtv, revenueDefinitions } from './revenue-definitions';
import { currentRevenueSql, monthlyRevenueSql, periodRevenueSql } from './revenue-figures.sql';
import { elapsedPart, isoDay, periodHolding } from './revenue-period';
import type {
  RevenueDefinition,
  RevenueMonth,
  RevenuePeriod,
  RevenuePeriodKind,
  RevenueSummary,
} from './revenue.types';

type PeriodRow = Omit<
  RevenuePeriod,
  'kind' | 'start' | 'end' | 'label' | 'lifetimeValueNote' | 'ltvToCac' | 'ltvToCacNote'
>;

/** The operator's revenue analytics: every figure computed from the subscription history and payments. */
export class RevenueService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async summary(scope: Scope): Promise<RevenueSummary> {
    assertOperatorArea(scope, OperatorArea.revenue);
    const [row] = (await this.dataSource.query(currentRevenueSql, [this.clock.now()])) as RevenueSummary[];
    return row;
  }

  /** The calendar period of `kind` holding `day` (YYYY-MM-DD; default: today, UTC). */
  async period(scope: Scope, kind: RevenuePeriodKind, day?: string | null): Promise<RevenuePeriod> {
    assertOperatorArea(scope, OperatorArea.revenue);
    const now = this.clock.now();
    const bounds = periodHolding(kind, day ? new Date(`${day}T00:00:00Z`) : now);
    const { cutoff, months } = elapsedPart(bounds, now);
    const [row] = (await this.dataSource.query(periodRevenueSql, [
      bounds.start,
      cutoff,
      months.toFixed(6),
    ])) as PeriodRow[];
    return {
      ...row,
      kind,
      start: isoDay(bounds.start),
      end: isoDay(bounds.end),
      label: bounds.label,
      lifetimeValueNote: row.lifetimeValue === null ? notEnoughHistoryForLtv : null,
      ltvToCac: null,
      ltvToCacNote: acquisitionCostUnknown,
    };
  }

  /** The twelve calendar months up to this one, oldest first. */
  async lastTwelveMonths(scope: Scope): Promise<RevenueMonth[]> {
    assertOperatorArea(scope, OperatorArea.revenue);
    return (await this.dataSource.query(monthlyRevenueSql, [this.clock.now()])) as RevenueMonth[];
  }

  definitions(scope: Scope): RevenueDefinition[] {
    assertOperatorArea(scope, OperatorArea.revenue);
    return Object.entries(revenueDefinitions).map(([figure, definition]) => ({ figure, definition }));
  }
}
