import { graphql } from '../../gql';

/** The verified packet: every part, or in a request only the parts shared. */
export const FundingPacketFields = graphql(`
  fragment FundingPacketFields on FundingPacket {
    asOf
    accident {
      caseType
      accidentDate
    }
    ledger {
      billedToDate
      creditedToDate
      balance
    }
    treatment {
      visitsAttended
      visitsMissed
      visitsScheduled
      firstVisit
      lastVisit
      plan {
        visitsPerWeek
        weeks
        startDate
        status
      }
    }
    coverage {
      coverageType
      carrierName
      limitAmount
    }
  }
`);

export const FundingRequestFields = graphql(`
  fragment FundingRequestFields on FundingRequest {
    id
    reference
    caseId
    partnerName
    requestedAmount
    purpose
    urgencyLevel
    status
    submittedAt
    approvedAmount
    fundedAmount
    interestRate
    repaymentTerms
    shared
    packet {
      ...FundingPacketFields
    }
    decisionDate
    fundedDate
    notes
    partnerNote
    quote {
      outcome
      message
      amount
      rate
      terms
      at
    }
    partnerLinkExpiresAt
    partnerLinkUsedAt
    requestedByName
    createdAt
    abilities {
      canSubmit
      canQuote
      canRecordFunded
      canRenewLink
    }
  }
`);

export const CaseFundingQuery = graphql(`
  query CaseFunding($caseId: Int!) {
    caseFunding(caseId: $caseId) {
      caseId
      caseNumber
      canRequest
      packet {
        ...FundingPacketFields
      }
      requests {
        ...FundingRequestFields
      }
    }
  }
`);

export const FundingPartnerOptionsQuery = graphql(`
  query FundingPartnerOptions {
    fundingPartnerOptions {
      id
      companyName
      fundingTypes
      minimumAmount
      maximumAmount
      typicalRate
      approvalTimeHours
      rating
      instantQuote
    }
  }
`);

export const FundingRequestCreateMutation = graphql(`
  mutation FundingRequestCreate($input: FundingRequestInput!) {
    fundingRequestCreate(input: $input) {
      ...FundingRequestFields
    }
  }
`);

export const FundingRequestSubmitMutation = graphql(`
  mutation FundingRequestSubmit($id: Int!) {
    fundingRequestSubmit(id: $id) {
      partnerLink
      request {
        ...FundingRequestFields
      }
    }
  }
`);

export const FundingRequestRenewLinkMutation = graphql(`
  mutation FundingRequestRenewLink($id: Int!) {
    fundingRequestRenewLink(id: $id) {
      partnerLink
      request {
        ...FundingRequestFields
      }
    }
  }
`);

export const FundingRequestQuoteMutation = graphql(`
  mutation FundingRequestQuote($id: Int!) {
    fundingRequestQuote(id: $id) {
      ...FundingRequestFields
    }
  }
`);

export const FundingRequestRecordFundedMutation = graphql(`
  mutation FundingRequestRecordFunded($input: FundingFundedInput!) {
    fundingRequestRecordFunded(input: $input) {
      ...FundingRequestFields
    }
  }
`);

/** A case's requests as they change: the partner's answer arrives without a reload (decision 433). */
export const FundingRequestChangedSubscription = graphql(`
  subscription FundingRequestChanged($caseId: Int!) {
    fundingRequestChanged(caseId: $caseId) {
      ...FundingRequestFields
    }
  }
`);
