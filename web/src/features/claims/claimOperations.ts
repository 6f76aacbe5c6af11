import { graphql } from '../../gql';

export const ClaimFields = graphql(`
  fragment ClaimFields on InsuranceClaim {
    id
    caseId
    caseNumber
    patientName
    claimNumber
    claimType
    status
    coverageId
    carrierName
    coverageType
    accidentState
    submittedAt
    billedAmount
    allowedAmount
    paidAmount
    patientResponsibility
    deductibleApplied
    copayAmount
    coinsuranceAmount
    paymentDate
    denialReason
    appealNotes
    nextStatuses
    cms1500Url
    x837Url
    createdAt
    serviceLines {
      billingLineId
      serviceDate
      procedureCode
      modifiers
      units
      charge
      diagnosisCodes
    }
  }
`);

export const InsuranceClaimsQuery = graphql(`
  query InsuranceClaims($filter: ClaimFilter, $first: Int!, $after: String) {
    insuranceClaims(filter: $filter, first: $first, after: $after) {
      nodes {
        ...ClaimFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const InsuranceClaimQuery = graphql(`
  query InsuranceClaim($id: Int!) {
    insuranceClaim(id: $id) {
      ...ClaimFields
    }
  }
`);

export const CoverageFields = graphql(`
  fragment CoverageFields on CaseCoverage {
    id
    caseId
    coverageType
    carrierName
    payerId
    policyNumber
    carrierClaimNumber
    memberId
    insuredName
    insuredRelationship
    limitAmount
    adjusterName
    adjusterPhone
  }
`);

export const CaseCoveragesQuery = graphql(`
  query CaseCoverages($caseId: Int!) {
    caseCoverages(caseId: $caseId) {
      ...CoverageFields
    }
  }
`);

export const ClaimableLinesQuery = graphql(`
  query ClaimableLines($caseId: Int!) {
    claimableLines(caseId: $caseId) {
      billingLineId
      invoiceNumber
      serviceDate
      procedureCode
      description
      units
      amount
      diagnosisCodes
    }
  }
`);

export const CoverageCreateMutation = graphql(`
  mutation CaseCoverageCreate($input: CoverageCreateInput!) {
    caseCoverageCreate(input: $input) {
      ...CoverageFields
    }
  }
`);

export const CoverageUpdateMutation = graphql(`
  mutation CaseCoverageUpdate($input: CoverageUpdateInput!) {
    caseCoverageUpdate(input: $input) {
      ...CoverageFields
    }
  }
`);

export const CoverageRemoveMutation = graphql(`
  mutation CaseCoverageRemove($id: Int!) {
    caseCoverageRemove(id: $id)
  }
`);

export const ClaimCreateMutation = graphql(`
  mutation InsuranceClaimCreate($input: ClaimCreateInput!) {
    insuranceClaimCreate(input: $input) {
      ...ClaimFields
    }
  }
`);

export const ClaimSubmitMutation = graphql(`
  mutation InsuranceClaimSubmit($id: Int!) {
    insuranceClaimSubmit(id: $id) {
      ...ClaimFields
    }
  }
`);

export const ClaimPaymentMutation = graphql(`
  mutation InsuranceClaimRecordPayment($input: ClaimPaymentInput!) {
    insuranceClaimRecordPayment(input: $input) {
      ...ClaimFields
    }
  }
`);

export const ClaimDenyMutation = graphql(`
  mutation InsuranceClaimDeny($input: ClaimDenialInput!) {
    insuranceClaimDeny(input: $input) {
      ...ClaimFields
    }
  }
`);

export const ClaimAppealMutation = graphql(`
  mutation InsuranceClaimAppeal($input: ClaimAppealInput!) {
    insuranceClaimAppeal(input: $input) {
      ...ClaimFields
    }
  }
`);
