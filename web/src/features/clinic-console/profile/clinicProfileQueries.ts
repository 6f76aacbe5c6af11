import { graphql } from '../../../gql';

export const ClinicProfileFields = graphql(`
  fragment ClinicProfileFields on ClinicProfile {
    id
    name
    address
    city
    state
    zipCode
    phone
    email
    npi
    taxId
    timeZone
    businessHours {
      day
      closed
      opens
      closes
    }
    letterheadText
    logoUpdatedAt
  }
`);

export const ClinicProfileQuery = graphql(`
  query ClinicProfile {
    clinicProfile {
      ...ClinicProfileFields
    }
  }
`);

export const ClinicProfileUpdateMutation = graphql(`
  mutation ClinicProfileUpdate($input: ClinicProfileInput!) {
    clinicProfileUpdate(input: $input) {
      ...ClinicProfileFields
    }
  }
`);

export const ClinicLogoRemoveMutation = graphql(`
  mutation ClinicLogoRemove {
    clinicLogoRemove {
      ...ClinicProfileFields
    }
  }
`);

export const CLINIC_LOGO_URL = '/api/clinic/logo';
