import { graphql } from '../../gql';

/** A records request as both screens show it: its facts, its disclosure log and what the viewer may do. */
export const RecordsRequestFields = graphql(`
  fragment RecordsRequestFields on RecordsRequest {
    id
    caseId
    caseNumber
    patientName
    patientDateOfBirth
    clinicName
    requesterSide
    firmName
    providerClinicId
    providerName
    providerType
    providerEmail
    providerFax
    recordType
    requestMethod
    authorizationFileName
    authorizationUrl
    requestedByName
    assignedToName
    priority
    status
    requestSentDate
    dueDate
    overdue
    followUpCount
    lastFollowUpDate
    nextReminderDate
    receivedDate
    completionHours
    documentsReceived
    missingDocuments
    automatedReminders
    cancelReason
    notes
    createdAt
    disclosures {
      id
      documentId
      kind
      fileName
      clinicName
      disclosedByName
      disclosedAt
      authorizationFileName
      downloadUrl
    }
    abilities {
      canMarkSent
      canRecordReceipt
      canAnswer
      canCancel
      canEdit
    }
  }
`);

// The page size is written in the query (20): each request carries its
// disclosure log, so a page of 100 would be over the cost limit (decision 472).
export const RecordsRequestsQuery = graphql(`
  query RecordsRequests($filter: RecordsRequestFilter, $after: String) {
    recordsRequests(filter: $filter, first: 20, after: $after) {
      nodes {
        ...RecordsRequestFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const RecordsRequestSourcesQuery = graphql(`
  query RecordsRequestSources($id: Int!) {
    recordsRequestSources(id: $id) {
      documents {
        id
        fileName
        documentType
        caseNumber
        uploadDate
      }
      statementCases {
        caseId
        caseNumber
      }
    }
  }
`);

export const RecordsRequestFormOptionsQuery = graphql(`
  query RecordsRequestFormOptions($caseId: Int!) {
    recordsProviderClinics(caseId: $caseId) {
      id
      name
      city
      caseClinic
    }
    documents(caseId: $caseId, first: 100) {
      nodes {
        id
        fileName
        documentType
      }
    }
  }
`);

export const RecordsRequestCreateMutation = graphql(`
  mutation RecordsRequestCreate($input: RecordsRequestCreateInput!) {
    recordsRequestCreate(input: $input) {
      ...RecordsRequestFields
    }
  }
`);

export const RecordsRequestAnswerMutation = graphql(`
  mutation RecordsRequestAnswer($input: RecordsRequestAnswerInput!) {
    recordsRequestAnswer(input: $input) {
      ...RecordsRequestFields
    }
  }
`);

export const RecordsRequestReceiptMutation = graphql(`
  mutation RecordsRequestRecordReceipt($input: RecordsRequestReceiptInput!) {
    recordsRequestRecordReceipt(input: $input) {
      ...RecordsRequestFields
    }
  }
`);

export const RecordsRequestMarkSentMutation = graphql(`
  mutation RecordsRequestMarkSent($id: Int!) {
    recordsRequestMarkSent(id: $id) {
      ...RecordsRequestFields
    }
  }
`);

export const RecordsRequestCancelMutation = graphql(`
  mutation RecordsRequestCancel($input: RecordsRequestCancelInput!) {
    recordsRequestCancel(input: $input) {
      ...RecordsRequestFields
    }
  }
`);

export const RecordsRequestUpdateMutation = graphql(`
  mutation RecordsRequestUpdate($input: RecordsRequestUpdateInput!) {
    recordsRequestUpdate(input: $input) {
      ...RecordsRequestFields
    }
  }
`);

/** Every write refreshes the lists that may show the request. */
export const recordsWriteRefetches = ['RecordsRequests'];
