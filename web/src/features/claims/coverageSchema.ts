import * as yup from 'yup';
import type { CoverageFieldsFragment, CoverageType, InsuredRelationship } from '../../gql/graphql';

export interface CoverageValues {
  coverageType: CoverageType;
  carrierName: string;
  payerId: string;
  policyNumber: string;
  carrierClaimNumber: string;
  memberId: string;
  insuredName: string;
  insuredRelationship: InsuredRelationship;
  limitAmount: string;
  adjusterName: string;
  adjusterPhone: string;
}

export const coverageTextFields = [
  ['carrierName', 'Carrier'],
  ['payerId', 'Payer ID'],
  ['policyNumber', 'Policy Number'],
  ['memberId', 'Member ID'],
  ['carrierClaimNumber', 'Carrier Claim Number'],
  ['insuredName', "Insured's Name"],
  ['limitAmount', 'Limit'],
  ['adjusterName', 'Adjuster'],
  ['adjusterPhone', 'Adjuster Phone'],
] as const;

export function coverageValuesOf(coverage: CoverageFieldsFragment | null): CoverageValues {
  return {
    coverageType: coverage?.coverageType ?? 'pip',
    carrierName: coverage?.carrierName ?? '',
    payerId: coverage?.payerId ?? '',
    policyNumber: coverage?.policyNumber ?? '',
    carrierClaimNumber: coverage?.carrierClaimNumber ?? '',
    memberId: coverage?.memberId ?? '',
    insuredName: coverage?.insuredName ?? '',
    insuredRelationship: coverage?.insuredRelationship ?? 'self',
    limitAmount: coverage?.limitAmount ?? '',
    adjusterName: coverage?.adjusterName ?? '',
    adjusterPhone: coverage?.adjusterPhone ?? '',
  };
}

export const coverageSchema = yup.object({
  carrierName: yup.string().trim().required('Carrier is required').max(200, 'Carrier must be at most 200 characters'),
  payerId: yup
    .string()
    .trim()
    .matches(/^[A-Za-z0-9]{2,80}$/, { message: 'Payer id must be letters and digits only', excludeEmptyString: true }),
  limitAmount: yup
    .string()
    .trim()
    .matches(/^\d{1,8}(\.\d{1,2})?$/, {
      message: 'Limit must be an amount with at most 2 decimals',
      excludeEmptyString: true,
    }),
});

/** The mutation's fields: blanks are sent as null. */
export function coverageFieldsOf(values: CoverageValues) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    coverageType: values.coverageType,
    carrierName: values.carrierName.trim(),
    payerId: text(values.payerId),
    policyNumber: text(values.policyNumber),
    carrierClaimNumber: text(values.carrierClaimNumber),
    memberId: text(values.memberId),
    insuredName: text(values.insuredName),
    insuredRelationship: values.insuredRelationship,
    limitAmount: text(values.limitAmount),
    adjusterName: text(values.adjusterName),
    adjusterPhone: text(values.adjusterPhone),
  };
}
