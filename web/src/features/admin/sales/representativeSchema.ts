import * as Yup from 'yup';

export interface RepresentativeValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  commissionRate: string;
  commissionStructure: 'percentage' | 'flat' | 'tiered';
  flatAmount: string;
  tiersText: string;
  territory: string;
  monthlyQuota: string;
  isActive: boolean;
}

const rate = /^\d{1,3}(\.\d)?$/;
/** "0:8, 1000:12" — from this much of the month's paid sales, this rate. */
const tierPattern = /^\s*\d+(\.\d{1,2})?\s*:\s*\d{1,3}(\.\d)?\s*(,\s*\d+(\.\d{1,2})?\s*:\s*\d{1,3}(\.\d)?\s*)*$/;

/** The server's rules (api sales/representative-rules.ts), so the form catches them first. */
export const representativeSchema = Yup.object({
  firstName: Yup.string().trim().required('First name is required').max(100),
  lastName: Yup.string().trim().required('Last name is required').max(100),
  email: Yup.string().trim().required('Email is required').email('Email must be a valid email address'),
  phone: Yup.string()
    .trim()
    .matches(/^\+?[0-9().\-\s]{7,20}$/, { message: 'Phone must be a valid phone number', excludeEmptyString: true }),
  commissionRate: Yup.string()
    .trim()
    .required('Commission rate is required')
    .matches(rate, 'Commission rate must be a number from 0 to 100 in steps of 0.1')
    .test('max', 'Commission rate must be a number from 0 to 100 in steps of 0.1', (value) => Number(value) <= 100),
  commissionStructure: Yup.string().oneOf(['percentage', 'flat', 'tiered']).required(),
  flatAmount: Yup.string().when('commissionStructure', {
    is: 'flat',
    then: (schema) =>
      schema
        .trim()
        .required('A flat structure needs the amount paid per sale')
        .matches(/^\d{1,8}(\.\d{1,2})?$/, 'Amount in dollars and cents, e.g. 150.00'),
  }),
  tiersText: Yup.string().when('commissionStructure', {
    is: 'tiered',
    then: (schema) =>
      schema
        .trim()
        .required('A tiered structure needs at least one tier')
        .matches(tierPattern, 'Tiers as "from:rate" pairs, e.g. 0:8, 1000:12'),
  }),
  territory: Yup.string().trim().max(100),
  monthlyQuota: Yup.string()
    .trim()
    .matches(/^\d{1,8}(\.\d{1,2})?$/, { message: 'Monthly quota must be 0 or more', excludeEmptyString: true }),
});

export const tiersFromText = (text: string) =>
  text
    .split(',')
    .map((pair) => pair.split(':').map((part) => part.trim()))
    .filter(([fromAmount, rateValue]) => fromAmount && rateValue)
    .map(([fromAmount, rateValue]) => ({ fromAmount, rate: rateValue }));

export const tiersToText = (tiers: ReadonlyArray<{ fromAmount: string; rate: string }>) =>
  tiers.map((tier) => `${Number(tier.fromAmount)}:${Number(tier.rate)}`).join(', ');
