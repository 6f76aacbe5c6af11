import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { FundingRequestStatus, FundingShare, FundingUrgency } from './funding.enums';

@ObjectType('FundingPartner', {
  description: 'A funding partner as the operator manages it (the API key is never shown)',
})
export class FundingPartnerView {
  @Field(() => Int) id: number;
  @Field(() => String) companyName: string;
  @Field(() => String, { nullable: true }) contactPerson: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String, { nullable: true }) website: string | null;
  @Field(() => [String]) fundingTypes: string[];
  @Field(() => Decimal, { nullable: true }) minimumAmount: string | null;
  @Field(() => Decimal, { nullable: true }) maximumAmount: string | null;
  @Field(() => Decimal, { nullable: true, description: 'Percent a year' }) typicalRate: string | null;
  @Field(() => Int, { nullable: true }) approvalTimeHours: number | null;
  @Field(() => String, { nullable: true }) instantQuoteApi: string | null;
  @Field(() => Boolean, { description: 'Whether an API key is set (the key itself is never returned)' })
  apiKeySet: boolean;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Decimal, { nullable: true }) rating: string | null;
  @Field(() => Decimal, { description: 'Computed: the funded amounts of its funded requests' }) totalFunded: string;
  @Field(() => Float, {
    nullable: true,
    description: 'Computed: approved or funded, in percent of the requests it answered; null before any answer',
  })
  averageApprovalRate: number | null;
  @Field(() => Int, { description: 'Requests sent to it (submitted or later)' }) requestCount: number;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType('FundingPartnerOption', { description: 'An active partner a requester may choose' })
export class FundingPartnerOption {
  @Field(() => Int) id: number;
  @Field(() => String) companyName: string;
  @Field(() => [String]) fundingTypes: string[];
  @Field(() => Decimal, { nullable: true }) minimumAmount: string | null;
  @Field(() => Decimal, { nullable: true }) maximumAmount: string | null;
  @Field(() => Decimal, { nullable: true }) typicalRate: string | null;
  @Field(() => Int, { nullable: true }) approvalTimeHours: number | null;
  @Field(() => Decimal, { nullable: true }) rating: string | null;
  @Field(() => Boolean, { description: 'Answers instant quotes' }) instantQuote: boolean;
}

@ObjectType('FundingPacketAccident')
export class FundingPacketAccident {
  @Field(() => String) caseType: string;
  @Field(() => LocalDate, { nullable: true }) accidentDate: string | null;
}

@ObjectType('FundingPacketLedger', { description: "The clinic's lien ledger on the case" })
export class FundingPacketLedger {
  @Field(() => Decimal, { description: 'Charges posted to date' }) billedToDate: string;
  @Field(() => Decimal, { description: 'Payments, reductions and write-offs to date' }) creditedToDate: string;
  @Field(() => Decimal) balance: string;
}

@ObjectType('FundingPacketPlan')
export class FundingPacketPlan {
  @Field(() => Int) visitsPerWeek: number;
  @Field(() => Int) weeks: number;
  @Field(() => LocalDate) startDate: string;
  @Field(() => String) status: string;
}

@ObjectType('FundingPacketTreatment')
export class FundingPacketTreatment {
  @Field(() => Int) visitsAttended: number;
  @Field(() => Int) visitsMissed: number;
  @Field(() => Int) visitsScheduled: number;
  @Field(() => LocalDate, { nullable: true }) firstVisit: string | null;
  @Field(() => LocalDate, { nullable: true }) lastVisit: string | null;
  @Field(() => FundingPacketPlan, { nullable: true }) plan: FundingPacketPlan | null;
}

@ObjectType('FundingPacketCoverage')
export class FundingPacketCoverage {
  @Field(() => String) coverageType: string;
  @Field(() => String) carrierName: string;
  @Field(() => Decimal, { nullable: true }) limitAmount: string | null;
}

@ObjectType('FundingPacket', {
  description: "Verified figures from the case's records; in a request, only the parts the requester shared",
})
export class FundingPacket {
  @Field(() => Date, { description: 'When the figures were read' }) asOf: Date;
  @Field(() => FundingPacketAccident, { nullable: true }) accident: FundingPacketAccident | null;
  @Field(() => FundingPacketLedger, { nullable: true }) ledger: FundingPacketLedger | null;
  @Field(() => FundingPacketTreatment, { nullable: true }) treatment: FundingPacketTreatment | null;
  @Field(() => [FundingPacketCoverage], { nullable: true }) coverage: FundingPacketCoverage[] | null;
}

@ObjectType('FundingQuote', { description: "The partner's instant quote, or why there is none" })
export class FundingQuote {
  @Field(() => String, { description: 'quoted, none (the partner has no quote API) or failed' }) outcome: string;
  @Field(() => String) message: string;
  @Field(() => Decimal, { nullable: true }) amount: string | null;
  @Field(() => Decimal, { nullable: true }) rate: string | null;
  @Field(() => String, { nullable: true }) terms: string | null;
  @Field(() => Date) at: Date;
}

@ObjectType('FundingRequest', { description: "A case's request for funding from one partner" })
export class FundingRequestView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'The reference the partner sees, e.g. FR-000042' }) reference: string;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => Int) fundingPartnerId: number;
  @Field(() => String) partnerName: string;
  @Field(() => Decimal) requestedAmount: string;
  @Field(() => String) purpose: string;
  @Field(() => FundingUrgency) urgencyLevel: FundingUrgency;
  @Field(() => FundingRequestStatus) status: FundingRequestStatus;
  @Field(() => Date, { nullable: true }) submittedAt: Date | null;
  @Field(() => Decimal, { nullable: true }) approvedAmount: string | null;
  @Field(() => Decimal, { nullable: true }) fundedAmount: string | null;
  @Field(() => Decimal, { nullable: true }) interestRate: string | null;
  @Field(() => String, { nullable: true }) repaymentTerms: string | null;
  @Field(() => [FundingShare]) shared: FundingShare[];
  @Field(() => FundingPacket, { description: 'What the partner reads (documentsSubmitted)' }) packet: FundingPacket;
  @Field(() => LocalDate, { nullable: true }) decisionDate: string | null;
  @Field(() => LocalDate, { nullable: true }) fundedDate: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String, { nullable: true, description: "The partner's note with its answer" }) partnerNote:
    string | null;
  @Field(() => FundingQuote, { nullable: true }) quote: FundingQuote | null;
  @Field(() => Date, { nullable: true }) partnerLinkExpiresAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the partner answered through its link' })
  partnerLinkUsedAt: Date | null;
  @Field(() => String) requestedByName: string;
  @Field(() => Date) createdAt: Date;

  /** Not a field: who may act (the abilities resolver). */
  caseAttorneyId: number | null;
  clinicId: number;
  hasQuoteApi: boolean;
}

@ObjectType('FundingRequestAbilities')
export class FundingRequestAbilities {
  @Field(() => Boolean) canSubmit: boolean;
  @Field(() => Boolean) canQuote: boolean;
  @Field(() => Boolean) canRecordFunded: boolean;
  @Field(() => Boolean, { description: 'A new partner link (the last one is void)' }) canRenewLink: boolean;
}

@ObjectType('FundingRequestSent', { description: "The submitted request and the partner's link, shown this once" })
export class FundingRequestSent {
  @Field(() => FundingRequestView) request: FundingRequestView;
  @Field(() => String, { description: 'The one-time link for the partner: shown once, never stored' })
  partnerLink: string;
}

@ObjectType('CaseFunding', { description: "A case's funding: the verified packet now and the requests" })
export class CaseFundingView {
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => Boolean, { description: "The signed-in user may request funding (the case's attorney)" })
  canRequest: boolean;
  @Field(() => FundingPacket, { description: 'Every part, as it stands now' }) packet: FundingPacket;
  @Field(() => [FundingRequestView], { description: 'Newest first' }) requests: FundingRequestView[];
}

/** What the partner's one-page view shows: the shared packet and the request, nothing else. */
export interface PartnerViewOfRequest {
  reference: string;
  partnerName: string;
  firmName: string | null;
  attorneyName: string | null;
  requestedAmount: string;
  purpose: string;
  urgencyLevel: string;
  notes: string | null;
  packet: FundingPacket;
  status: FundingRequestStatus;
  submittedAt: Date | null;
  expiresAt: Date | null;
  answerable: boolean;
  /** The answer given through the link, once it is spent. */
  answer?: {
    approvedAmount: string | null;
    interestRate: string | null;
    repaymentTerms: string | null;
    note: string | null;
    decisionDate: string | null;
  };
}
