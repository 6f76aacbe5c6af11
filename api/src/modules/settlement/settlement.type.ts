import { Field, Int, ObjectType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { CaseStatus } from '../cases/case.enums';
import { SettlementLineKind, SettlementStatus } from './settlement.enums';

@ObjectType('SettlementLine', { description: 'An itemised cost or another lienholder on a disbursement statement' })
export class SettlementLineView {
  @Field(() => SettlementLineKind) kind: SettlementLineKind;
  @Field(() => Int, { description: 'Its place in the list, from 1' }) position: number;
  @Field(() => String, { description: "The cost's description, or the lienholder's name" }) description: string;
  @Field(() => Decimal) amount: string;
}

@ObjectType('SettlementStatement', {
  description: "One version of a case's settlement disbursement statement; every sum is exact to the cent",
})
export class SettlementStatementView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => Int, { description: '1 for the first statement; each revision adds one' }) version: number;
  @Field(() => SettlementStatus) status: SettlementStatus;
  @Field(() => LocalDate) settlementDate: string;
  @Field(() => Decimal) grossAmount: string;
  @Field(() => Decimal, { nullable: true, description: 'When the fee was given as a percentage of the gross' })
  feePercentage: string | null;
  @Field(() => Decimal) attorneyFee: string;
  @Field(() => [SettlementLineView]) costs: SettlementLineView[];
  @Field(() => Decimal) totalCosts: string;
  @Field(() => Decimal, { description: "The clinic's lien line: the payment proposed to the clinic" })
  clinicPayment: string;
  @Field(() => Decimal, { description: "The case ledger's balance when this version was recorded" })
  clinicBalance: string;
  @Field(() => Decimal, { description: 'The balance less the proposed payment: what the clinic would write off' })
  clinicReduction: string;
  @Field(() => [SettlementLineView], { description: "Liens other than the clinic's" }) otherLiens: SettlementLineView[];
  @Field(() => Decimal, { description: "Every lien paid, the clinic's included" }) totalLiens: string;
  @Field(() => Decimal, { description: 'Gross less fee, costs and liens' }) netToClient: string;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String) recordedByName: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => String, { nullable: true }) disputeReason: string | null;
  @Field(() => String, { nullable: true }) disputedByName: string | null;
  @Field(() => Date, { nullable: true }) disputedAt: Date | null;
  @Field(() => String, { nullable: true }) confirmedByName: string | null;
  @Field(() => Date, { nullable: true }) confirmedAt: Date | null;
  @Field(() => String, { description: 'The statement as PDF' }) pdfUrl: string;
}

@ObjectType('SettlementAbilities', { description: 'What the signed-in user may do on this settlement now' })
export class SettlementAbilities {
  @Field(() => Boolean, { description: "The case's attorney records or revises the statement" }) canRecord: boolean;
  @Field(() => Boolean, { description: 'The clinic confirms the current statement' }) canConfirm: boolean;
  @Field(() => Boolean, { description: 'The clinic disputes the current statement' }) canDispute: boolean;
}

@ObjectType('CaseSettlement', {
  description: "A case's settlement: the current disbursement statement, its earlier versions and the ledger's balance",
})
export class CaseSettlementView {
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String) patientName: string;
  @Field(() => String) clinicName: string;
  @Field(() => String, { nullable: true }) attorneyName: string | null;
  @Field(() => String, { nullable: true }) firmName: string | null;
  @Field(() => CaseStatus) caseStatus: CaseStatus;
  @Field(() => Decimal, { description: "The case ledger's balance now (the clinic's lien line is prefilled from it)" })
  ledgerBalance: string;
  @Field(() => Date, { nullable: true }) ledgerClosedAt: Date | null;
  @Field(() => SettlementStatementView, { nullable: true, description: 'The version awaiting or holding the answer' })
  current: SettlementStatementView | null;
  @Field(() => [SettlementStatementView], { description: 'Every version, newest first' })
  history: SettlementStatementView[];

  /** Not fields: what scope checks and the per-viewer abilities need. */
  clinicId: number;
  caseAttorneyId: number | null;
}
