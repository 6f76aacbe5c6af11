import {
  byId,
  caseAttorneyOnly,
  clinicOnly,
  everyone,
  gql,
  input,
  rest,
  type CallArgs,
  type Entry,
  type Verdicts,
} from './matrix-dsl';

/**
 * Records retrieval (decision 370). A request is read by the side that made it (here the case's
 * attorney), by the clinic it is addressed to, and by the operator; only the requester changes,
 * marks sent, records a receipt or cancels it; only the addressed clinic reads its sources and
 * answers. Both the case's attorney and its clinic may request; the operator never does.
 */
const requesters: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'allow', super_admin: 'forbid' };
/** The attorney's requests to outside providers: its clinic never sees them (answers as missing). */
const attorneyRequestOnly: Verdicts = {
  clinic_staff: 'hidden',
  clinic_admin: 'hidden',
  attorney: 'allow',
  super_admin: 'forbid',
};

/** The fixture's case document (the authorization, and the document disclosed under the platform request). */
const documentOf = (a: CallArgs, key: 'caseId' | 'recordsRequestId') =>
  Object.values(a.world.shared).find((fixture) => fixture[key] === a.id)?.documentId ?? a.world.shared.home.documentId;

const newRequest = (a: CallArgs) => ({
  caseId: a.id,
  requestMethod: 'fax',
  providerName: 'Matrix Imaging',
  providerType: 'imaging',
  providerFax: '555-0100',
  recordType: 'imaging',
  authorizationDocumentId: documentOf(a, 'caseId'),
  priority: 'normal',
  dueDate: '2099-01-01',
  automatedReminders: true,
});

export const recordsMatrix: Record<string, Entry> = {
  'Query.recordsRequests': [
    {
      label: 'in scope',
      call: gql('{ recordsRequests(first: 5) { nodes { id status } totalCount } }'),
      roles: { ...everyone, super_admin: 'allow' },
    },
  ],
  'GET /api/records-requests': [{ label: 'in scope', call: rest(), roles: { ...everyone, super_admin: 'allow' } }],
  'Query.recordsRequest': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { recordsRequest(id: $id) { id status disclosures { id } } }'),
      target: 'recordsRequest',
      roles: everyone,
    },
  ],
  'GET /api/records-requests/:id': [{ label: 'by id', call: rest(), target: 'recordsRequest', roles: everyone }],
  'GET /api/records-requests/:id/authorization': [
    { label: 'by id', call: rest(), target: 'recordsRequest', roles: everyone },
  ],
  'GET /api/records-requests/:id/documents/:documentId': [
    {
      label: 'a disclosed document',
      call: rest({ path: (a) => `/api/records-requests/${a.id}/documents/${documentOf(a, 'recordsRequestId')}` }),
      target: 'recordsRequest',
      roles: everyone,
    },
  ],
  'Query.recordsRequestSources': [
    {
      label: 'of the addressed clinic',
      call: byId('query($id: Int!) { recordsRequestSources(id: $id) { documents { id } } }'),
      target: 'recordsRequest',
      roles: clinicOnly,
    },
  ],
  'Query.recordsProviderClinics': [
    {
      label: 'for a case',
      call: byId('query($id: Int!) { recordsProviderClinics(caseId: $id) { id } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'Mutation.recordsRequestCreate': [
    {
      label: 'on a case',
      call: input(
        'mutation($input: RecordsRequestCreateInput!) { recordsRequestCreate(input: $input) { id } }',
        newRequest,
      ),
      target: 'case',
      roles: requesters,
    },
  ],
  'POST /api/records-requests': [
    { label: 'on a case', call: rest({ body: newRequest }), target: 'case', roles: requesters },
  ],
  'Mutation.recordsRequestUpdate': [
    {
      label: 'priority',
      call: input(
        'mutation($input: RecordsRequestUpdateInput!) { recordsRequestUpdate(input: $input) { id } }',
        (a) => ({
          id: a.id,
          priority: 'high',
        }),
      ),
      target: 'recordsRequest',
      roles: caseAttorneyOnly,
    },
  ],
  'Mutation.recordsRequestMarkSent': [
    {
      label: 'pending',
      call: byId('mutation($id: Int!) { recordsRequestMarkSent(id: $id) { id } }'),
      target: 'pendingRecordsRequest',
      roles: attorneyRequestOnly,
      fresh: true,
    },
  ],
  'Mutation.recordsRequestRecordReceipt': [
    {
      label: 'sent by fax',
      call: input(
        'mutation($input: RecordsRequestReceiptInput!) { recordsRequestRecordReceipt(input: $input) { id } }',
        (a) => ({ id: a.id, documentsReceived: ['Matrix films'] }),
      ),
      target: 'sentRecordsRequest',
      roles: attorneyRequestOnly,
      fresh: true,
    },
  ],
  'Mutation.recordsRequestCancel': [
    {
      label: 'open',
      call: input(
        'mutation($input: RecordsRequestCancelInput!) { recordsRequestCancel(input: $input) { id } }',
        (a) => ({
          id: a.id,
          reason: 'Matrix',
        }),
      ),
      target: 'recordsRequest',
      roles: caseAttorneyOnly,
      fresh: true,
    },
  ],
  'Mutation.recordsRequestAnswer': [
    {
      label: 'with the statement',
      call: input(
        'mutation($input: RecordsRequestAnswerInput!) { recordsRequestAnswer(input: $input) { id } }',
        (a) => ({
          id: a.id,
          documentIds: [],
          includeStatement: true,
        }),
      ),
      target: 'recordsRequest',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'POST /api/records-requests/:id/answer': [
    {
      label: 'with the statement',
      call: rest({ body: () => ({ includeStatement: true }) }),
      target: 'recordsRequest',
      roles: clinicOnly,
      fresh: true,
    },
  ],
};
