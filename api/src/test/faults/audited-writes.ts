import type { TestClient } from '../client';

/**
 * The writes kill-mid-mutation.test.ts keeps going while it kills the api: every kind of audited PHI
 * write it checks afterwards, over GraphQL and REST, each carrying a unique token the database can be
 * searched for (a name, title, description, subject, note or payment amount).
 */
export interface WriteTargets {
  /** The patient every created case is opened for. */
  patientId: number;
  attorneyId: number;
  /** The case whose ledger takes the bills and payments, and whose thread takes the messages. */
  ledgerCaseId: number;
  /** The session's CSRF token, which PUT /api/patients/:id requires. */
  csrfToken: string;
}

export const createKinds = [
  'patient create, GraphQL',
  'patient create, REST',
  'case create, GraphQL',
  'case create, REST',
  'bill create, GraphQL',
  'bill create, REST',
  'ledger payment, GraphQL',
  'message send, GraphQL',
  'message send, REST',
] as const;
export const updateKinds = ['patient update, GraphQL', 'patient update, REST', 'case update, GraphQL'] as const;
export type WriteKind = (typeof createKinds)[number] | (typeof updateKinds)[number];

export interface Write {
  kind: WriteKind;
  token: string;
  /** The row an update edits. */
  entityId?: number;
  /** A payment's amount: unique, so each payment can be told apart in the ledger and the audit log. */
  amount?: string;
}

interface Request {
  method: string;
  path: string;
  body: unknown;
  headers?: Record<string, string>;
  /** The id a successful answer names (a payment's: its case), or undefined when it does not acknowledge the write. */
  acknowledged(body: Record<string, unknown>): number | undefined;
}

export const accidentDate = '2024-01-15';
const caseFields = { caseType: 'auto_accident', accidentDate };
export const caseUpdateFields = { ...caseFields, status: 'active_treatment', title: 'Kill test' };
export const patientUpdateFields = {
  firstName: 'Kill',
  lastName: 'Target',
  email: 'kill.target@example.com',
  phone: '555-010-2000',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
};

const graphql = (
  query: string,
  variables: Record<string, unknown>,
  field: string,
  check: (node: Record<string, unknown>) => boolean,
): Request => ({
  method: 'POST',
  path: '/graphql',
  body: { query, variables },
  acknowledged: (body) => {
    const node = (body.data as Record<string, Record<string, unknown> | null> | undefined)?.[field];
    return !body.errors && node && check(node) ? Number(node.id ?? node.caseId) : undefined;
  },
});
const rest = (
  method: string,
  path: string,
  body: unknown,
  idOf: (body: Record<string, unknown>) => unknown,
  headers?: Record<string, string>,
): Request => ({
  method,
  path,
  body,
  headers,
  acknowledged: (answer) => {
    const id = idOf(answer);
    return typeof id === 'number' ? id : undefined;
  },
});
const dataId = (body: Record<string, unknown>) => (body.data as { id?: unknown } | undefined)?.id;

function requestFor(write: Write, targets: WriteTargets): Request {
  const { token } = write;
  const id = write.entityId!;
  const always = () => true;
  switch (write.kind) {
    case 'patient create, GraphQL':
      return graphql(
        'mutation ($input: PatientQuickAddInput!) { patientQuickAdd(input: $input) { id } }',
        { input: { firstName: 'Kill', lastName: token } },
        'patientQuickAdd',
        always,
      );
    case 'patient create, REST':
      return rest(
        'POST',
        '/api/patients',
        {
          firstName: 'Kill',
          lastName: token,
          email: `${token}@example.com`,
          phone: '555-010-2000',
          dateOfBirth: '1980-01-02',
        },
        (body) => body.id,
      );
    case 'case create, GraphQL':
      return graphql(
        'mutation ($input: CaseCreateInput!) { caseCreate(input: $input) { id } }',
        { input: { ...caseFields, patientId: targets.patientId, attorneyId: targets.attorneyId, title: token } },
        'caseCreate',
        always,
      );
    case 'case create, REST':
      return rest(
        'POST',
        '/api/cases',
        { ...caseFields, patientId: targets.patientId, attorneyId: targets.attorneyId, title: token },
        (body) => body.id,
      );
    case 'bill create, GraphQL':
      return graphql(
        'mutation ($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }',
        { input: { caseId: targets.ledgerCaseId, amount: '100.00', description: token } },
        'billingEntryCreate',
        always,
      );
    case 'bill create, REST':
      return rest(
        'POST',
        '/api/v1/billing',
        { caseId: targets.ledgerCaseId, amount: '100.00', description: token },
        dataId,
      );
    case 'ledger payment, GraphQL':
      return graphql(
        'mutation ($input: LedgerPaymentInput!) { ledgerPaymentRecord(input: $input) { caseId } }',
        {
          input: {
            caseId: targets.ledgerCaseId,
            amount: write.amount,
            paymentMethod: 'check',
            receivedDate: '2025-01-02',
            reference: token,
          },
        },
        'ledgerPaymentRecord',
        always,
      );
    case 'message send, GraphQL':
      return graphql(
        'mutation ($input: MessageSendInput!) { messageSend(input: $input) { id } }',
        { input: { caseId: targets.ledgerCaseId, recipientType: 'internal', subject: token, content: 'Kill test' } },
        'messageSend',
        always,
      );
    case 'message send, REST':
      return rest(
        'POST',
        '/api/messages',
        { caseId: targets.ledgerCaseId, recipientType: 'internal', subject: token, content: 'Kill test' },
        dataId,
      );
    case 'patient update, GraphQL':
      return graphql(
        'mutation ($id: Int!, $input: PatientUpdateInput!) { patientUpdate(id: $id, input: $input) { id notes } }',
        { id, input: { ...patientUpdateFields, notes: token } },
        'patientUpdate',
        (node) => node.notes === token,
      );
    case 'patient update, REST':
      return rest(
        'PUT',
        `/api/patients/${id}`,
        { ...patientUpdateFields, notes: token },
        (body) => (body.notes === token ? body.id : undefined),
        { 'x-csrf-token': targets.csrfToken },
      );
    case 'case update, GraphQL':
      return graphql(
        'mutation ($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { id description } }',
        { id, input: { ...caseUpdateFields, description: token } },
        'caseUpdate',
        (node) => node.description === token,
      );
  }
}

export type Outcome =
  | { outcome: 'acknowledged'; id: number }
  /** Answered, but not with success: never expected here. */
  | { outcome: 'refused'; detail: string }
  /** No answer: the connection failed; `cause` tells a connection cut mid-request from one never made. */
  | { outcome: 'no answer'; cause: string };

/** Sends one write and says how it ended, from the client's side. */
export async function send(client: TestClient, write: Write, targets: WriteTargets): Promise<Outcome> {
  const request = requestFor(write, targets);
  let response: Response;
  let text: string;
  try {
    response = await client.request(request.method, request.path, { body: request.body, headers: request.headers });
    text = await response.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { outcome: 'no answer', cause: cause?.code ?? cause?.message ?? String(error) };
  }
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: refused below.
  }
  const id = response.ok ? request.acknowledged(body) : undefined;
  if (id !== undefined && Number.isInteger(id)) return { outcome: 'acknowledged', id };
  return { outcome: 'refused', detail: `${response.status} ${text.slice(0, 300)}` };
}
