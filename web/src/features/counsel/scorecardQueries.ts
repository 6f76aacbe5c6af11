import { graphql } from '../../gql';

export const ScorecardFieldsFragment = graphql(`
  fragment ScorecardFields on AttorneyScorecard {
    clinicId
    clinicName
    attorneyId
    attorneyName
    firmName
    casesOpen
    casesClosed
    withdrawals
    withdrawalRate
    paidSettlements
    awaitingPayment
    avgDaysToPayment
    reducedCases
    avgReductionPercent
    answeredMessages
    awaitingReply
    avgResponseHours
    medianResponseHours
  }
`);

export const AttorneyScorecardQuery = graphql(`
  query AttorneyScorecard($attorneyId: Int!, $period: ScorecardPeriod!) {
    attorneyScorecard(attorneyId: $attorneyId, period: $period) {
      ...ScorecardFields
      trend {
        periodStart
        casesOpened
        casesClosed
        withdrawals
        avgDaysToPayment
        avgReductionPercent
        avgResponseHours
      }
    }
  }
`);

export const MyScorecardQuery = graphql(`
  query MyScorecard($period: ScorecardPeriod!) {
    myScorecard(period: $period) {
      ...ScorecardFields
      trend {
        periodStart
        casesOpened
        casesClosed
        withdrawals
        avgDaysToPayment
        avgReductionPercent
        avgResponseHours
      }
    }
  }
`);

export const AttorneyScorecardsQuery = graphql(`
  query AttorneyScorecards {
    attorneyScorecards {
      ...ScorecardFields
    }
  }
`);

export const LienNoticesQuery = graphql(`
  query LienNotices($caseId: Int!) {
    lienNotices(caseId: $caseId) {
      id
      toAttorneyName
      asOf
      totalCharges
      totalPayments
      totalReductions
      totalWriteOffs
      balance
      createdAt
      pdfUrl
    }
  }
`);
