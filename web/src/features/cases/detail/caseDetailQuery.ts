import { graphql } from '../../../gql';

/** Everything the case detail shows; mutations that change a case answer with it so the page updates in place. */
export const CaseDetailFields = graphql(`
  fragment CaseDetailFields on Case {
    id
    caseNumber
    caseType
    status
    accidentDate
    description
    notes
    settlementAmount
    patient {
      id
      fullName
      phone
      email
      insuranceProvider
      insurancePolicyNumber
    }
    attorney {
      id
      fullName
      firmName
      phone
    }
    history {
      id
      action
      changedAt
      changedByName
      changedByRole
      reason
      changes {
        field
        label
        oldValue
        newValue
      }
    }
    transfers {
      id
      transferDate
      transferredByName
      reason
      notes
      fromAttorney {
        id
        fullName
      }
      toAttorney {
        id
        fullName
      }
    }
  }
`);

export const CaseDetailQuery = graphql(`
  query CaseDetail($id: Int!) {
    case(id: $id) {
      ...CaseDetailFields
    }
  }
`);
