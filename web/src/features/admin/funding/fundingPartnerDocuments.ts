import { graphql } from '../../../gql';

export const FundingPartnerFields = graphql(`
  fragment FundingPartnerFields on FundingPartner {
    id
    companyName
    contactPerson
    email
    phone
    website
    fundingTypes
    minimumAmount
    maximumAmount
    typicalRate
    approvalTimeHours
    instantQuoteApi
    apiKeySet
    isActive
    rating
    totalFunded
    averageApprovalRate
    requestCount
    notes
  }
`);

export const FundingPartnersQuery = graphql(`
  query FundingPartners {
    fundingPartners {
      ...FundingPartnerFields
    }
  }
`);

export const FundingPartnerCreateMutation = graphql(`
  mutation FundingPartnerCreate($input: FundingPartnerInput!) {
    fundingPartnerCreate(input: $input) {
      ...FundingPartnerFields
    }
  }
`);

export const FundingPartnerUpdateMutation = graphql(`
  mutation FundingPartnerUpdate($id: Int!, $input: FundingPartnerInput!) {
    fundingPartnerUpdate(id: $id, input: $input) {
      ...FundingPartnerFields
    }
  }
`);
