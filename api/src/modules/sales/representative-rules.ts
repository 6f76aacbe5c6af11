import { InputError, type FieldError } from '../../platform/errors';
import { compareMoney, fromCents, toCents } from '../../platform/money';
import { isStorableText } from '../../platform/validation/validate-input';
import { assertSubscriptionRevenueOnly, assertTierIsOnSubscriptionRevenue } from './sales-compliance';
import type { SalesRepresentativeInput } from './sales.input';
import { commissionStructures, type CommissionStructure, type CommissionTier } from './sales-states';

/** A percent from 0 to 100 in steps of 0.1 (the form's step). */
const ratePattern = /^\d{1,3}(\.\d)?0?$/;
const isRate = (value: unknown): value is string =>
  typeof value === 'string' && ratePattern.test(value.trim()) && Number(value) <= 100;

export interface RepresentativeValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  commissionRate: string;
  commissionStructure: CommissionStructure;
  tiers: CommissionTier[];
  flatAmount: string | null;
  territory: string | null;
  monthlyQuota: string;
  isActive: boolean;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};

/**
 * The representative form's rules beyond each field's own (one message per field, REST and GraphQL
 * alike): rate 0-100 step 0.1 (10 unless given), structure (percentage unless given) with what it
 * needs (a flat amount; tiers ascending from 0), quota 0 unless given; never a rule on patients,
 * cases or referrals.
 */
export function representativeValues(input: SalesRepresentativeInput): RepresentativeValues {
  assertSubscriptionRevenueOnly('commissionStructure', input.commissionStructure);
  for (const [index, tier] of (input.tiers ?? []).entries())
    assertTierIsOnSubscriptionRevenue(tier as unknown as Record<string, unknown>, index);
  const errors: FieldError[] = [];
  const structure = (blankToNull(input.commissionStructure) ?? 'percentage') as CommissionStructure;
  if (!commissionStructures.includes(structure))
    errors.push({
      field: 'commissionStructure',
      message: `Commission structure must be one of: ${commissionStructures.join(', ')}`,
    });
  const rate = blankToNull(input.commissionRate) ?? '10';
  if (!isRate(rate))
    errors.push({ field: 'commissionRate', message: 'Commission rate must be a number from 0 to 100 in steps of 0.1' });
  const tiers: CommissionTier[] = [];
  if (structure === 'tiered') {
    const given = input.tiers ?? [];
    if (given.length === 0) errors.push({ field: 'tiers', message: 'A tiered structure needs at least one tier' });
    for (const [index, tier] of given.entries()) {
      if (!isRate(tier.rate))
        errors.push({
          field: `tiers.${index}.rate`,
          message: 'Tier rate must be a number from 0 to 100 in steps of 0.1',
        });
      const previous = given[index - 1];
      if (index === 0 && tier.fromAmount && toCents(tier.fromAmount) !== 0n)
        errors.push({ field: 'tiers.0.fromAmount', message: 'The first tier starts at 0' });
      if (previous && compareMoney(tier.fromAmount, previous.fromAmount) <= 0)
        errors.push({ field: `tiers.${index}.fromAmount`, message: 'Each tier starts above the one before' });
      tiers.push({ fromAmount: fromCents(toCents(tier.fromAmount)), rate: String(Number(tier.rate)) });
    }
  }
  const flatAmount = blankToNull(input.flatAmount);
  if (structure === 'flat' && (!flatAmount || toCents(flatAmount) <= 0n))
    errors.push({ field: 'flatAmount', message: 'A flat structure needs the amount paid per sale' });
  const texts = { firstName: input.firstName, lastName: input.lastName, territory: input.territory };
  for (const [field, value] of Object.entries(texts))
    if (typeof value === 'string' && !isStorableText(value))
      errors.push({ field, message: 'Contains characters that are not allowed' });
  if (errors.length > 0) throw new InputError(errors);
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim().toLowerCase(),
    phone: blankToNull(input.phone),
    commissionRate: String(Number(rate)),
    commissionStructure: structure,
    tiers,
    flatAmount: structure === 'flat' ? fromCents(toCents(flatAmount!)) : null,
    territory: blankToNull(input.territory),
    monthlyQuota: fromCents(toCents(blankToNull(input.monthlyQuota) ?? '0')),
    isActive: input.isActive ?? true,
  };
}
