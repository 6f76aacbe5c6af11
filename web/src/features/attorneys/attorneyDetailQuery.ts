import { graphql } from '../../gql';

export const AttorneyDetailQuery = graphql(`
  query AttorneyDetail($id: Int!) {
    attorney(id: $id) {
      id
      fullName
      firmName
      email
      phone
      barNumber
      firmAddress
      specialization
      caseCount
      cases {
        id
        caseNumber
        caseType
        status
        patient {
          id
          fullName
        }
      }
    }
  }
`);
