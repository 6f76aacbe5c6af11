import { graphql } from '../../gql';

export const IntakeDeskQuery = graphql(`
  query IntakeDesk($filter: IntakeFilter, $sort: IntakeSort!, $first: Int, $after: String) {
    intakes(filter: $filter, sort: $sort, first: $first, after: $after) {
      nodes {
        ...IntakeCardFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const IntakeCardFieldsFragment = graphql(`
  fragment IntakeCardFields on PublicIntake {
    id
    intakeCode
    firstName
    lastName
    email
    phone
    injuryDate
    injuryType
    injuryDescription
    locationCity
    locationState
    insuranceCarrier
    hasAttorney
    attorneyName
    hasMedicalProvider
    providerName
    urgencyLevel
    triageScore
    triageReasons {
      factor
      points
      text
    }
    matchedClinicId
    matchedClinicName
    matchedAttorneyId
    matchedAttorneyName
    matchReasons {
      factor
      points
      text
    }
    conversionStatus
    contactedAt
    convertedAt
    closedAt
    closeReason
    convertedPatientId
    convertedCaseId
    convertedCaseNumber
    language
    source
    utm {
      key
      value
    }
    ipAddress
    createdAt
  }
`);

export const IntakeMarkContactedMutation = graphql(`
  mutation IntakeMarkContacted($id: Int!) {
    intakeMarkContacted(id: $id) {
      ...IntakeCardFields
    }
  }
`);

export const IntakeCloseMutation = graphql(`
  mutation IntakeClose($input: IntakeCloseInput!) {
    intakeClose(input: $input) {
      ...IntakeCardFields
    }
  }
`);

export const IntakeConvertMutation = graphql(`
  mutation IntakeConvert($input: IntakeConvertInput!) {
    intakeConvert(input: $input) {
      ...IntakeCardFields
    }
  }
`);

export const IntakeClinicChoicesQuery = graphql(`
  query IntakeClinicChoices {
    adminClinics(first: 100) {
      nodes {
        id
        clinic {
          id
          name
          city
          state
        }
      }
    }
  }
`);
