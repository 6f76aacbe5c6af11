import type { LandingPlan } from './plansQuery';

export type BillingPeriod = 'monthly' | 'annual';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A price (Decimal string, "2490.00") as marketing shows it: "$2,490", or "$2,490.50" when it has cents.
 * Intl reads the numeric string exactly, so the amount never passes through floating point.
 */
export function formatPlanPrice(decimal: string): string {
  const hasCents = !/^-?\d+(\.0+)?$/.test(decimal.trim());
  return (hasCents ? dollarsAndCents : wholeDollars).format(decimal as Intl.StringNumericLiteral);
}

/** The price for the chosen billing period and what it is per. */
export function priceFor(plan: LandingPlan, period: BillingPeriod): { amount: string; per: string } {
  return period === 'annual'
    ? { amount: formatPlanPrice(plan.annualPrice), per: '/year' }
    : { amount: formatPlanPrice(plan.monthlyPrice), per: '/month' };
}

/** "Save $498" on annual billing, or nothing when annual billing saves nothing. */
export function annualSavingText(plan: LandingPlan): string | null {
  return /^0+(\.0+)?$/.test(plan.annualSaving.trim()) ? null : `Save ${formatPlanPrice(plan.annualSaving)}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const limitOf = (limit: number | null | undefined, one: string, many: string) => {
  if (limit === null || limit === undefined) return `Unlimited ${many}`;
  return `Up to ${limit} ${limit === 1 ? one : many}`;
};

/** What the plan includes, from its limits (null means unlimited). */
export function planInclusions(plan: LandingPlan): string[] {
  return [
    limitOf(plan.maxUsers, 'user', 'users'),
    limitOf(plan.maxActiveCases, 'active case', 'active cases'),
    `${plan.storageGb} GB document storage`,
    `${capitalized(plan.supportLevel)} support`,
  ];
}
