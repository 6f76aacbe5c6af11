import type { Client } from 'pg';
import { statusesMatching, typesMatching } from '../../api/src/modules/cases/case.labels';

/** Who asks: one clinic_staff user of the main clinic, in each server's own way of signing in. */
export interface Credentials {
  /** Our api: the session cookie from a real sign-in. */
  oursCookie: string;
  /** Raw and PostGraphile: a bearer token they check in memory. */
  bearer: string;
}

/** The parameters of each question at one data size, chosen with SQL after the data is loaded. */
export interface QueryParams {
  clinicId: number;
  status: string;
  pageSize: number;
  q2CaseId: number;
  q3Term: string;
  /** Q4: our (and raw's) cursor of the row just before the deep page, and PostGraphile's own. */
  q4Cursor: string;
  q4PostgraphileCursor: string;
  q4Offset: number;
  q6CaseId: number;
}

export type ServerName = 'raw' | 'ours' | 'postgraphile';
export const serverNames: ServerName[] = ['raw', 'ours', 'postgraphile'];

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  graphql: boolean;
}

export interface CaseRow {
  caseNumber: string;
  status: string;
  patientName: string;
  attorneyName: string | null;
}

export interface QueryDef {
  id: string;
  title: string;
  /** The answer as direct SQL computes it. */
  golden(client: Client, p: QueryParams): Promise<unknown>;
  request(server: ServerName, p: QueryParams, c: Credentials): HttpRequest;
  /** A server's response body turned into the golden answer's shape. */
  normalize(server: ServerName, body: unknown): unknown;
  /** Writes: checked by comparing the response to what was sent instead of a fixed answer. */
  write?: boolean;
}

// ---------- SQL shared by the golden answers ----------

const caseColumns = `c.id, c.case_number, c.status, c.created_at::text AS sort_key,
  p.first_name || ' ' || p.last_name AS patient_name, a.first_name || ' ' || a.last_name AS attorney_name`;
const caseJoins = `FROM cases c JOIN patients p ON p.id = c.patient_id LEFT JOIN attorneys a ON a.id = c.attorney_id`;
const newestFirst = `ORDER BY c.created_at DESC, c.id DESC`;
// Every cases page leaves archived cases out.
const unarchived = 'c.archived_at IS NULL';

interface SqlCaseRow {
  id: number;
  case_number: string;
  status: string;
  sort_key: string;
  patient_name: string;
  attorney_name: string | null;
}

const goldenPage = (rows: SqlCaseRow[], limit: number) => ({
  nodes: rows.slice(0, limit).map((r) => ({
    caseNumber: r.case_number,
    status: r.status,
    patientName: r.patient_name,
    attorneyName: r.attorney_name,
  })),
  hasNextPage: rows.length > limit,
});

export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Our cursor format (platform/graphql/connection.ts): base64url of [sort key as PostgreSQL prints it, id]. */
export const oursCursor = (sortKey: string, id: number) =>
  Buffer.from(JSON.stringify([sortKey, id])).toString('base64url');

// ---------- GraphQL documents ----------

const oursCaseFields = `caseNumber status patient { firstName lastName } attorney { firstName lastName }`;
const oursPage = `nodes { ${oursCaseFields} } pageInfo { hasNextPage endCursor }`;
const pglCaseFields = `caseNumber status patientByPatientId { firstName lastName } attorneyByAttorneyId { firstName lastName }`;
const pglPage = `nodes { ${pglCaseFields} } pageInfo { hasNextPage endCursor }`;
const pglOrder = `orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]`;

/** Our documents; a field our schema lacks would be probed and skipped with a note, never faked. */
export const oursDocuments = {
  Q1: `query Q1($status: CaseStatusInput, $first: Int!) { cases(filter: { status: $status }, first: $first) { ${oursPage} } }`,
  Q2: `query Q2($id: Int!) { case(id: $id) { ${oursCaseFields} messages(first: 20) { id subject } billingTotals { entries billed paid } } }`,
  Q2c: `query Q2c($id: Int!) { case(id: $id) { ${oursCaseFields} } }`,
  Q3: `query Q3($term: String!, $first: Int!) { cases(filter: { search: $term }, first: $first) { ${oursPage} } }`,
  Q4: `query Q4($after: String, $first: Int!) { cases(first: $first, after: $after) { ${oursPage} } }`,
  Q5: `query Q5($status: CaseStatusInput) { cases(filter: { status: $status }) { totalCount totalInScope } }`,
  Q6: `mutation Q6($input: MessageSendInput!) { messageSend(input: $input) { id subject } }`,
};

const pglDocuments = {
  Q1: `query Q1($status: String, $first: Int!) { allCases(condition: { status: $status, archivedAt: null }, first: $first, ${pglOrder}) { ${pglPage} } }`,
  Q2: `query Q2($id: Int!) { caseByRowId(rowId: $id) { ${pglCaseFields}
         messagesByCaseId(first: 20, orderBy: [SENT_DATE_DESC, PRIMARY_KEY_DESC]) { nodes { rowId subject } }
         billingTotals { entries billed paid } } }`,
  Q2c: `query Q2c($id: Int!) { caseByRowId(rowId: $id) { ${pglCaseFields} } }`,
  Q3: `query Q3($term: String!, $first: Int!) { searchCases(term: $term, first: $first) { ${pglPage} } }`,
  Q4: `query Q4($after: Cursor, $first: Int!) { allCases(condition: { archivedAt: null }, first: $first, after: $after, ${pglOrder}) { ${pglPage} } }`,
  Q5: `query Q5($status: String) { filtered: allCases(condition: { status: $status, archivedAt: null }) { totalCount } all: allCases(condition: { archivedAt: null }) { totalCount } }`,
  Q6: `mutation Q6($input: CreateMessageInput!) { createMessage(input: $input) { message { rowId caseId recipientType subject } } }`,
};

/** A document that finds PostGraphile's own cursor for the row before the deep page (setup only). */
export const pglDeepCursorDocument = `query Deep($offset: Int!) { allCases(condition: { archivedAt: null }, first: 1, offset: $offset, ${pglOrder}) { nodes { id } pageInfo { endCursor } } }`;

const graphqlRequest = (
  server: 'ours' | 'postgraphile',
  c: Credentials,
  query: string,
  variables: Record<string, unknown>,
): HttpRequest => ({
  method: 'POST',
  path: '/graphql',
  headers:
    server === 'ours'
      ? { 'content-type': 'application/json', cookie: c.oursCookie }
      : { 'content-type': 'application/json', authorization: `Bearer ${c.bearer}` },
  body: JSON.stringify({ query, variables }),
  graphql: true,
});

const rawGet = (c: Credentials, path: string): HttpRequest => ({
  method: 'GET',
  path,
  headers: { authorization: `Bearer ${c.bearer}` },
  graphql: false,
});

// ---------- normalisers ----------

type Json = Record<string, unknown>;
const fullName = (person: Json | null | undefined) => (person ? `${person.firstName} ${person.lastName}` : null);
const money = (value: unknown) => Number(value).toFixed(2);

function dataOf(body: unknown): Json {
  const payload = body as { data?: Json; errors?: unknown[] };
  if (payload.errors?.length || !payload.data) throw new Error(`GraphQL errors: ${JSON.stringify(payload.errors)}`);
  return payload.data;
}

function pageOf(server: ServerName, body: unknown, field: string) {
  if (server === 'raw') {
    const page = body as { nodes: CaseRow[]; pageInfo: { hasNextPage: boolean } };
    return {
      nodes: page.nodes.map(({ caseNumber, status, patientName, attorneyName }) => ({
        caseNumber,
        status,
        patientName,
        attorneyName,
      })),
      hasNextPage: page.pageInfo.hasNextPage,
    };
  }
  const connection = dataOf(body)[field] as { nodes: Json[]; pageInfo: { hasNextPage: boolean } };
  return { nodes: connection.nodes.map((n) => caseRowOf(server, n)), hasNextPage: connection.pageInfo.hasNextPage };
}

function caseRowOf(server: ServerName, node: Json): CaseRow {
  const patient = (server === 'ours' ? node.patient : node.patientByPatientId) as Json;
  const attorney = (server === 'ours' ? node.attorney : node.attorneyByAttorneyId) as Json | null;
  return {
    caseNumber: node.caseNumber as string,
    status: (node.status as string).toLowerCase(),
    patientName: fullName(patient)!,
    attorneyName: fullName(attorney),
  };
}

function detailOf(server: ServerName, body: unknown, withRelations: boolean) {
  let row: CaseRow;
  let messages: unknown;
  let billing: Json;
  if (server === 'raw') {
    const detail = body as CaseRow & { messages: { id: number; subject: string }[]; billing: Json };
    row = {
      caseNumber: detail.caseNumber,
      status: detail.status,
      patientName: detail.patientName,
      attorneyName: detail.attorneyName,
    };
    messages = detail.messages;
    billing = detail.billing;
  } else {
    const node = dataOf(body)[server === 'ours' ? 'case' : 'caseByRowId'] as Json;
    row = caseRowOf(server, node);
    messages =
      server === 'ours'
        ? node.messages
        : ((node.messagesByCaseId as { nodes: unknown[] } | undefined)?.nodes ?? undefined);
    billing = node.billingTotals as Json;
  }
  if (!withRelations) return row;
  return {
    ...row,
    messages: (messages as { id?: number | string; rowId?: number; subject: string }[]).map((m) => ({
      id: Number(m.rowId ?? m.id),
      subject: m.subject,
    })),
    billing: {
      entries: Number(billing.entries ?? billing.count),
      billed: money(billing.billed),
      paid: money(billing.paid),
    },
  };
}

// ---------- the questions ----------

export const queries: QueryDef[] = [
  {
    id: 'Q1',
    title: 'cases page: 50 cases with a status filter, patient and attorney names',
    async golden(client, p) {
      const { rows } = await client.query<SqlCaseRow>(
        `SELECT ${caseColumns} ${caseJoins} WHERE c.clinic_id = $1 AND c.status = $2 AND ${unarchived} ${newestFirst} LIMIT $3`,
        [p.clinicId, p.status, p.pageSize + 1],
      );
      return goldenPage(rows, p.pageSize);
    },
    request(server, p, c) {
      if (server === 'raw') return rawGet(c, `/cases?status=${p.status}&first=${p.pageSize}`);
      const documents = server === 'ours' ? oursDocuments : pglDocuments;
      return graphqlRequest(server, c, documents.Q1, { status: p.status, first: p.pageSize });
    },
    normalize: (server, body) => pageOf(server, body, server === 'ours' ? 'cases' : 'allCases'),
  },
  {
    id: 'Q2',
    title: 'case detail with its latest 20 messages and billing totals',
    async golden(client, p) {
      const row = await caseDetailRow(client, p);
      const messages = await client.query<{ id: number; subject: string }>(
        `SELECT id, subject FROM messages WHERE case_id = $1 ORDER BY sent_date DESC, id DESC LIMIT 20`,
        [p.q2CaseId],
      );
      const billing = await client.query<{ entries: number; billed: string; paid: string }>(
        `SELECT count(*)::int AS entries, coalesce(sum(coalesce(adjusted_amount, amount)), 0) AS billed,
                coalesce(sum(coalesce(adjusted_amount, amount)) FILTER (WHERE status = 'paid'), 0) AS paid
           FROM billing WHERE case_id = $1`,
        [p.q2CaseId],
      );
      const b = billing.rows[0];
      return {
        ...row,
        messages: messages.rows,
        billing: { entries: b.entries, billed: money(b.billed), paid: money(b.paid) },
      };
    },
    request(server, p, c) {
      if (server === 'raw') return rawGet(c, `/cases/${p.q2CaseId}`);
      return graphqlRequest(server, c, (server === 'ours' ? oursDocuments : pglDocuments).Q2, { id: p.q2CaseId });
    },
    normalize: (server, body) => detailOf(server, body, true),
  },
  {
    id: 'Q2c',
    title: 'case detail without messages and billing (what our schema answers today)',
    golden: (client, p) => caseDetailRow(client, p),
    request(server, p, c) {
      if (server === 'raw') return rawGet(c, `/cases/${p.q2CaseId}?core=1`);
      return graphqlRequest(server, c, (server === 'ours' ? oursDocuments : pglDocuments).Q2c, { id: p.q2CaseId });
    },
    normalize: (server, body) => detailOf(server, body, false),
  },
  {
    id: 'Q3',
    title: 'search: substring of case number, patient name or description, page of 50',
    async golden(client, p) {
      if (typesMatching(p.q3Term).length || statusesMatching(p.q3Term).length)
        throw new Error(`search term "${p.q3Term}" matches a case type or status label; choose another`);
      const { rows } = await client.query<SqlCaseRow>(
        `SELECT ${caseColumns} ${caseJoins}
          WHERE c.clinic_id = $1 AND (c.case_number ILIKE $2 OR c.description ILIKE $2
            OR c.patient_id IN (SELECT sp.id FROM patients sp WHERE (sp.first_name || ' ' || sp.last_name) ILIKE $2))
            AND ${unarchived} ${newestFirst} LIMIT $3`,
        [p.clinicId, containsPattern(p.q3Term), p.pageSize + 1],
      );
      return goldenPage(rows, p.pageSize);
    },
    request(server, p, c) {
      if (server === 'raw') return rawGet(c, `/cases/search?term=${encodeURIComponent(p.q3Term)}&first=${p.pageSize}`);
      const documents = server === 'ours' ? oursDocuments : pglDocuments;
      return graphqlRequest(server, c, documents.Q3, { term: p.q3Term, first: p.pageSize });
    },
    normalize: (server, body) => pageOf(server, body, server === 'ours' ? 'cases' : 'searchCases'),
  },
  {
    id: 'Q4',
    title: 'deep page: 50 cases after a keyset cursor 90% into the list',
    async golden(client, p) {
      const { rows } = await client.query<SqlCaseRow>(
        `SELECT ${caseColumns} ${caseJoins} WHERE c.clinic_id = $1 AND ${unarchived} ${newestFirst} OFFSET $2 LIMIT $3`,
        [p.clinicId, p.q4Offset, p.pageSize + 1],
      );
      return goldenPage(rows, p.pageSize);
    },
    request(server, p, c) {
      if (server === 'raw') return rawGet(c, `/cases?first=${p.pageSize}&after=${p.q4Cursor}`);
      if (server === 'ours')
        return graphqlRequest(server, c, oursDocuments.Q4, { first: p.pageSize, after: p.q4Cursor });
      return graphqlRequest(server, c, pglDocuments.Q4, { first: p.pageSize, after: p.q4PostgraphileCursor });
    },
    normalize: (server, body) => pageOf(server, body, server === 'ours' ? 'cases' : 'allCases'),
  },
  {
    id: 'Q4f',
    title: 'first page of the same list (the baseline for Q4)',
    async golden(client, p) {
      const { rows } = await client.query<SqlCaseRow>(
        `SELECT ${caseColumns} ${caseJoins} WHERE c.clinic_id = $1 AND ${unarchived} ${newestFirst} LIMIT $2`,
        [p.clinicId, p.pageSize + 1],
      );
      return goldenPage(rows, p.pageSize);
    },
    request(server, p, c) {
      if (server === 'raw') return rawGet(c, `/cases?first=${p.pageSize}`);
      const documents = server === 'ours' ? oursDocuments : pglDocuments;
      return graphqlRequest(server, c, documents.Q4, { first: p.pageSize, after: null });
    },
    normalize: (server, body) => pageOf(server, body, server === 'ours' ? 'cases' : 'allCases'),
  },
  {
    id: 'Q5',
    title: 'total count for the cases page (status filter) and total in scope',
    async golden(client, p) {
      const { rows } = await client.query<{ total_count: number; total_in_scope: number }>(
        `SELECT count(*) FILTER (WHERE status = $2)::int AS total_count, count(*)::int AS total_in_scope
           FROM cases c WHERE c.clinic_id = $1 AND ${unarchived}`,
        [p.clinicId, p.status],
      );
      return { totalCount: rows[0].total_count, totalInScope: rows[0].total_in_scope };
    },
    request(server, p, c) {
      if (server === 'raw') return rawGet(c, `/cases/count?status=${p.status}`);
      const documents = server === 'ours' ? oursDocuments : pglDocuments;
      return graphqlRequest(server, c, documents.Q5, { status: p.status });
    },
    normalize(server, body) {
      if (server === 'raw') return body;
      const data = dataOf(body);
      if (server === 'ours') {
        const cases = data.cases as Json;
        return { totalCount: cases.totalCount, totalInScope: cases.totalInScope };
      }
      return {
        totalCount: (data.filtered as Json).totalCount,
        totalInScope: (data.all as Json).totalCount,
      };
    },
  },
  {
    id: 'Q6',
    title: 'send a message (insert + audit row in one transaction)',
    write: true,
    golden: async () => ({ subject: messageSubject }),
    request(server, p, c) {
      const message = {
        caseId: p.q6CaseId,
        recipientType: 'attorney',
        subject: messageSubject,
        content: messageContent,
      };
      if (server === 'raw')
        return {
          method: 'POST',
          path: '/messages',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${c.bearer}` },
          body: JSON.stringify(message),
          graphql: false,
        };
      if (server === 'ours') return graphqlRequest(server, c, oursDocuments.Q6, { input: message });
      return graphqlRequest(server, c, pglDocuments.Q6, { input: { message: { ...message, clinicId: p.clinicId } } });
    },
    normalize(server, body) {
      if (server === 'raw') return { subject: (body as Json).subject };
      if (server === 'ours') return { subject: (dataOf(body).messageSend as Json).subject };
      return { subject: ((dataOf(body).createMessage as Json).message as Json).subject };
    },
  },
];

export const messageSubject = 'bench-q6 follow-up';
const messageContent = 'Please send the latest treatment notes for this case.';

async function caseDetailRow(client: Client, p: QueryParams): Promise<CaseRow> {
  const { rows } = await client.query<SqlCaseRow>(
    `SELECT ${caseColumns} ${caseJoins} WHERE c.id = $1 AND c.clinic_id = $2`,
    [p.q2CaseId, p.clinicId],
  );
  const r = rows[0];
  return { caseNumber: r.case_number, status: r.status, patientName: r.patient_name, attorneyName: r.attorney_name };
}
