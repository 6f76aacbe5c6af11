import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import {
  type CoverageType,
  type InsuredRelationship,
  coverageTypes,
  insuredRelationships,
} from './case-coverage.enums';
import type { ClaimServiceLine } from './insurance-claim.entity';
import { type ClaimStatus, type ClaimType, claimStatuses, claimTypes } from './insurance-claim.enums';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;

export const ClaimStatusEnum = enumOf(claimStatuses);
export const ClaimTypeEnum = enumOf(claimTypes);
export const CoverageTypeEnum = enumOf(coverageTypes);
export const InsuredRelationshipEnum = enumOf(insuredRelationships);
registerEnumType(ClaimStatusEnum, {
  name: 'ClaimStatus',
  description: 'draft -> submitted -> paid or denied; denied -> appealed -> paid or denied',
});
registerEnumType(ClaimTypeEnum, {
  name: 'ClaimType',
  description: 'The 837P claim frequency: original (1), corrected (7), void (8)',
});
registerEnumType(CoverageTypeEnum, { name: 'CoverageType' });
registerEnumType(InsuredRelationshipEnum, { name: 'InsuredRelationship' });

@ObjectType('CaseCoverage', { description: 'An insurance coverage of a case: the payer a claim goes to' })
export class CoverageView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => CoverageTypeEnum) coverageType: CoverageType;
  @Field(() => String) carrierName: string;
  @Field(() => String, { nullable: true, description: "The payer's electronic id (required to submit a claim)" })
  payerId: string | null;
  @Field(() => String, { nullable: true }) policyNumber: string | null;
  @Field(() => String, { nullable: true }) carrierClaimNumber: string | null;
  @Field(() => String, { nullable: true }) memberId: string | null;
  @Field(() => String, { nullable: true }) insuredName: string | null;
  @Field(() => InsuredRelationshipEnum) insuredRelationship: InsuredRelationship;
  @Field(() => Decimal, { nullable: true }) limitAmount: string | null;
  @Field(() => String, { nullable: true }) adjusterName: string | null;
  @Field(() => String, { nullable: true }) adjusterPhone: string | null;
}

@ObjectType('ClaimServiceLine', { description: 'A service line as claimed, copied from a coded bill line' })
export class ClaimServiceLineView implements ClaimServiceLine {
  @Field(() => Int) billingLineId: number;
  @Field(() => LocalDate) serviceDate: string;
  @Field(() => String) procedureCode: string;
  @Field(() => [String]) modifiers: string[];
  @Field(() => Int) units: number;
  @Field(() => Decimal) charge: string;
  @Field(() => [String]) diagnosisCodes: string[];
  providerId: string | null;
}

@ObjectType('InsuranceClaim', { description: "A claim to a case's coverage for coded bill lines" })
export class ClaimView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String) patientName: string;
  @Field(() => String, { description: 'C{clinic}-CLM-{year}-{n}: counted per clinic, unique platform-wide' })
  claimNumber: string;
  @Field(() => ClaimTypeEnum) claimType: ClaimType;
  @Field(() => ClaimStatusEnum) status: ClaimStatus;
  @Field(() => Int, { nullable: true }) coverageId: number | null;
  @Field(() => String, { nullable: true }) carrierName: string | null;
  @Field(() => CoverageTypeEnum, { nullable: true }) coverageType: CoverageType | null;
  @Field(() => String, { nullable: true }) accidentState: string | null;
  @Field(() => Date, { nullable: true }) submittedAt: Date | null;
  @Field(() => Decimal) billedAmount: string;
  @Field(() => Decimal, { nullable: true }) allowedAmount: string | null;
  @Field(() => Decimal, { nullable: true }) paidAmount: string | null;
  @Field(() => Decimal, { nullable: true }) patientResponsibility: string | null;
  @Field(() => Decimal, { nullable: true }) deductibleApplied: string | null;
  @Field(() => Decimal, { nullable: true }) copayAmount: string | null;
  @Field(() => Decimal, { nullable: true }) coinsuranceAmount: string | null;
  @Field(() => LocalDate, { nullable: true }) paymentDate: string | null;
  @Field(() => String, { nullable: true }) denialReason: string | null;
  @Field(() => String, { nullable: true }) appealNotes: string | null;
  @Field(() => Int, { nullable: true, description: 'The explanation of benefits, a document of the case' })
  eobDocumentId: number | null;
  @Field(() => [ClaimServiceLineView]) serviceLines: ClaimServiceLineView[];
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
  @Field(() => String, { description: 'GET: the CMS-1500 PDF' }) cms1500Url: string;
  @Field(() => String, { description: 'GET: the 837P file' }) x837Url: string;

  /** Not fields: what scope checks need. */
  clinicId: number;
  caseAttorneyId: number | null;
}

@ObjectType()
export class ClaimConnection {
  @Field(() => [ClaimView]) nodes: ClaimView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('ClaimableLine', { description: 'A coded bill line of the case not on an open or paid claim' })
export class ClaimableLineView {
  @Field(() => Int) billingLineId: number;
  @Field(() => String) invoiceNumber: string;
  @Field(() => LocalDate) serviceDate: string;
  @Field(() => String) procedureCode: string;
  @Field(() => String) description: string;
  @Field(() => Int) units: number;
  @Field(() => Decimal) amount: string;
  @Field(() => [String]) diagnosisCodes: string[];
}
