import { Field, Int, ObjectType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { PaymentMethod } from '../billing/billing.enums';
import { LedgerEntryKind, ReductionAction, ReductionStatus } from './ledger.enums';

@ObjectType('LedgerEntry', { description: 'One posting on a case ledger; postings are never changed or removed' })
export class LedgerEntryView {
  @Field(() => Int) id: number;
  @Field(() => LedgerEntryKind) kind: LedgerEntryKind;
  @Field(() => Decimal, { description: 'Always positive; the kind says which way it moves the balance' })
  amount: string;
  @Field(() => Decimal, { description: 'The balance after this posting, in posting order' }) balanceAfter: string;
  @Field(() => String) description: string;
  @Field(() => LocalDate) effectiveDate: string;
  @Field(() => Int, { nullable: true }) billingId: number | null;
  @Field(() => String, { nullable: true }) invoiceNumber: string | null;
  @Field(() => Int, { nullable: true }) reductionRequestId: number | null;
  @Field(() => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null;
  @Field(() => String, { nullable: true, description: 'Check number, transaction id or similar' }) reference:
    string | null;
  @Field(() => String) createdByName: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('ReductionRequest', {
  description: "An attorney's request to reduce a case's balance, and how it was settled",
})
export class ReductionRequestView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => ReductionStatus) status: ReductionStatus;
  @Field(() => Decimal, { description: 'The balance when the request was made' }) originalAmount: string;
  @Field(() => Decimal, {
    nullable: true,
    description: 'The reduction asked for, as a percentage, when asked that way',
  })
  requestedPercentage: string | null;
  @Field(() => Decimal, { description: 'The balance the attorney proposes to pay' }) requestedAmount: string;
  @Field(() => String) reason: string;
  @Field(() => String) requestedByName: string;
  @Field(() => Decimal, { nullable: true, description: "The clinic's counter-offer: the balance it would accept" })
  counterAmount: string | null;
  @Field(() => String, { nullable: true }) clinicNotes: string | null;
  @Field(() => Decimal, { nullable: true, description: 'The agreed balance once accepted' }) approvedAmount:
    string | null;
  @Field(() => String, { nullable: true }) respondedByName: string | null;
  @Field(() => Date, { nullable: true }) resolvedAt: Date | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => String, { nullable: true, description: 'The reduction letter (PDF), once accepted' }) letterUrl:
    string | null;
}

@ObjectType('CaseLedger', { description: "A case's running bill: every charge, payment, reduction and write-off" })
export class CaseLedgerView {
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String) patientName: string;
  @Field(() => String, { nullable: true }) attorneyName: string | null;
  @Field(() => Decimal) totalCharges: string;
  @Field(() => Decimal) totalPayments: string;
  @Field(() => Decimal) totalReductions: string;
  @Field(() => Decimal) totalWriteOffs: string;
  @Field(() => Decimal, { description: 'Charges minus payments, reductions and write-offs' }) balance: string;
  @Field(() => Decimal, { nullable: true, description: 'Recorded by the attorney at settlement' })
  settlementAmount: string | null;
  @Field(() => LocalDate, { nullable: true }) settlementDate: string | null;
  @Field(() => Date, { nullable: true, description: 'Set when the clinic closes the ledger; nothing is posted after' })
  closedAt: Date | null;
  @Field(() => String, { nullable: true }) closedByName: string | null;
  @Field(() => [LedgerEntryView], { description: 'In posting order' }) entries: LedgerEntryView[];
  @Field(() => [ReductionRequestView], { description: 'Newest first' }) reductionRequests: ReductionRequestView[];

  /** Not fields: what scope checks and the per-viewer abilities need. */
  clinicId: number;
  caseAttorneyId: number | null;
}

@ObjectType({ description: 'What the signed-in user may do on this ledger now' })
export class CaseLedgerAbilities {
  @Field(() => Boolean) canRequestReduction: boolean;
  @Field(() => Boolean) canRecordSettlement: boolean;
  @Field(() => Boolean) canRecordPayment: boolean;
  @Field(() => Boolean) canClose: boolean;
  @Field(() => [ReductionAction], { description: 'Actions on the open reduction request, if any' })
  reductionActions: ReductionAction[];
}
