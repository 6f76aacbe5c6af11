import { graphql } from '../../../gql';

export const SystemSettingsFields = graphql(`
  fragment SystemSettingsFields on SystemSettings {
    maxUploadMb
    sessionTimeoutMinutes
    aiFeatures
    updatedAt
    updatedByName
  }
`);

export const SystemSettingsQuery = graphql(`
  query SystemSettings {
    systemSettings {
      ...SystemSettingsFields
    }
  }
`);
