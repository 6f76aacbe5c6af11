import { compareMoney, percentOf } from '../../platform/money';
import type { CommissionTier } from './sales-states';

export interface RepTerms {
  commissionStructure: string;
  commissionRate: string;
  flatAmount: string | null;
  tiers: CommissionTier[];
}

/** The tier whose threshold the month's paid sales (this sale included) reached last; tiers ascend. */
export function tierFor(tiers: CommissionTier[], monthSales: string): CommissionTier | null {
  let reached: CommissionTier | null = null;
  for (const tier of tiers) if (compareMoney(monthSales, tier.fromAmount) >= 0) reached = tier;
  return reached;
}

/**
 * A commission by the rep's structure: a percentage of the sale; a flat amount per sale; or tiered,
 * the rate of the tier the rep's paid sales of the month reach with this sale, on the whole sale.
 */
export function commissionOn(
  terms: RepTerms,
  saleAmount: string,
  monthSalesIncludingThis: string,
): { rate: string | null; amount: string } {
  if (terms.commissionStructure === 'flat') return { rate: null, amount: terms.flatAmount ?? '0.00' };
  const rate =
    terms.commissionStructure === 'tiered'
      ? (tierFor(terms.tiers, monthSalesIncludingThis)?.rate ?? '0')
      : terms.commissionRate;
  return { rate, amount: percentOf(saleAmount, rate) };
}
