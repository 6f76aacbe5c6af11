import { fromCents, toCents } from '../../platform/money';
import type { Plan } from './plan.entity';

/** What paying annually saves against twelve monthly payments. */
export function annualSaving(plan: Pick<Plan, 'monthlyPrice' | 'annualPrice'>): string {
  return fromCents(toCents(plan.monthlyPrice) * 12n - toCents(plan.annualPrice));
}
