import { InputError } from '../../platform/errors';

/** PRODUCT.md decision 13: the words a commission rule tied to patients, cases or referrals would carry. */
const referralBasis = /patient|case|referr/i;

export const subscriptionRevenueOnlyMessage =
  'Commissions are paid only on subscription revenue: a commission tied to patients, cases or referrals between clinics and attorneys is not allowed';

/** Refuses, on the field named, any value that would tie a commission to patients, cases or referrals. */
export function assertSubscriptionRevenueOnly(field: string, value: unknown): void {
  if (typeof value === 'string' && referralBasis.test(value))
    throw InputError.field(field, subscriptionRevenueOnlyMessage);
}

/** Every key and value of a tier: a tier may only say from which monthly subscription sales which rate applies. */
export function assertTierIsOnSubscriptionRevenue(tier: Record<string, unknown>, index: number): void {
  for (const [key, value] of Object.entries(tier)) {
    assertSubscriptionRevenueOnly(`tiers.${index}`, key);
    assertSubscriptionRevenueOnly(`tiers.${index}`, value);
  }
}
