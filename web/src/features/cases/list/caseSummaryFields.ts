import { graphql } from '../../../gql';

/** What a case card or list row shows. */
export const CaseSummaryFields = graphql(`
  fragment CaseSummaryFields on Case {
    id
    caseNumber
    caseType
    status
    accidentDate
    description
    patient {
      id
      fullName
    }
    attorney {
      id
      fullName
    }
  }
`);
