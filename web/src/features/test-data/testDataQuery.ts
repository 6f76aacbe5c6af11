import { graphql } from '../../gql';

/** What /test-data shows: the loaded demo data's counts and whether a reset can run here. */
export const TestDataQuery = graphql(`
  query TestDataSummary {
    testDataSummary {
      loaded
      loadedAt
      logins
      counts {
        area
        label
        count
      }
      reset {
        available
        reason
      }
    }
  }
`);
