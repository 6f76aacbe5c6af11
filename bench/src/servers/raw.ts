/**
 * Server A, the floor: node:http + pg with named (prepared) statements, one statement per question
 * (the message send is one transaction), JSON out. No GraphQL, no ORM, no session lookup: the bearer
 * token is checked in memory, as a signed token would be.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { announce, requireEnv, startControlServer } from './control';

interface Caller {
  clinicId: number;
  userId: string;
  name: string;
}

const pool = new Pool({
  connectionString: requireEnv('BENCH_DATABASE_URL'),
  max: Number(process.env.BENCH_POOL_MAX ?? 10),
  connectionTimeoutMillis: 5000,
  application_name: 'bench-raw',
});
pool.on('error', () => undefined);
const caller = JSON.parse(requireEnv('BENCH_RAW_CALLER')) as Caller & { token: string };

const caseColumns = `c.id, c.case_number, c.status, c.created_at::text AS sort_key,
  p.first_name AS patient_first, p.last_name AS patient_last, a.first_name AS attorney_first, a.last_name AS attorney_last`;
const caseJoins = `FROM cases c JOIN patients p ON p.id = c.patient_id LEFT JOIN attorneys a ON a.id = c.attorney_id`;
// The cases page, like ours, leaves archived cases out.
const unarchived = 'c.archived_at IS NULL';
const newestFirst = `ORDER BY c.created_at DESC, c.id DESC LIMIT $3`;

const statements = {
  casesByStatus: `SELECT ${caseColumns} ${caseJoins} WHERE c.clinic_id = $1 AND c.status = $2 AND ${unarchived} ${newestFirst}`,
  casesFirst: `SELECT ${caseColumns} ${caseJoins} WHERE c.clinic_id = $1 AND $2::text IS NULL AND ${unarchived} ${newestFirst}`,
  casesAfter: `SELECT ${caseColumns} ${caseJoins}
    WHERE c.clinic_id = $1 AND (c.created_at, c.id) < ($2::timestamptz, $4::int) AND ${unarchived} ${newestFirst}`,
  search: `SELECT ${caseColumns} ${caseJoins}
    WHERE c.clinic_id = $1 AND (c.case_number ILIKE $2 OR c.description ILIKE $2
      OR c.patient_id = ANY(ARRAY(SELECT sp.id FROM patients sp WHERE (sp.first_name || ' ' || sp.last_name) ILIKE $2)))
      AND ${unarchived} ${newestFirst}`,
  detail: `SELECT c.id, c.case_number, c.status, p.first_name AS patient_first, p.last_name AS patient_last,
      a.first_name AS attorney_first, a.last_name AS attorney_last,
      (SELECT coalesce(json_agg(json_build_object('id', m.id, 'subject', m.subject) ORDER BY m.sent_date DESC, m.id DESC), '[]')
         FROM (SELECT id, subject, sent_date FROM messages WHERE case_id = c.id ORDER BY sent_date DESC, id DESC LIMIT 20) m) AS messages,
      (SELECT json_build_object('count', count(*), 'billed', coalesce(sum(coalesce(b.adjusted_amount, b.amount)), 0)::text,
              'paid', coalesce(sum(coalesce(b.adjusted_amount, b.amount)) FILTER (WHERE b.status = 'paid'), 0)::text)
         FROM billing b WHERE b.case_id = c.id) AS billing
    ${caseJoins} WHERE c.id = $1 AND c.clinic_id = $2`,
  detailCore: `SELECT ${caseColumns} ${caseJoins} WHERE c.id = $1 AND c.clinic_id = $2`,
  counts: `SELECT count(*) FILTER (WHERE status = $2)::int AS total_count, count(*)::int AS total_in_scope
    FROM cases c WHERE c.clinic_id = $1 AND ${unarchived}`,
  insertMessage: `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content)
    SELECT c.id, c.clinic_id, $3, $4, $5, $6 FROM cases c WHERE c.id = $1 AND c.clinic_id = $2
    RETURNING id, case_id, recipient_type, subject, content, sent_date`,
  insertAudit: `INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by, changed_by_role, changed_by_name, new_values)
    VALUES ($1, 'message', $2, 'create', $3, 'clinic_staff', $4, $5)`,
};

type Row = Record<string, unknown>;
const run = async (name: keyof typeof statements, values: unknown[]) =>
  (await pool.query<Row>({ name, text: statements[name], values })).rows;

function casePage(rows: Row[], limit: number) {
  const hasNextPage = rows.length > limit;
  const nodes = rows.slice(0, limit);
  const last = nodes[nodes.length - 1];
  return {
    nodes: nodes.map(caseNode),
    pageInfo: {
      hasNextPage,
      endCursor: last ? Buffer.from(JSON.stringify([last.sort_key, last.id])).toString('base64url') : null,
    },
  };
}

function caseNode(row: Row) {
  return {
    id: row.id,
    caseNumber: row.case_number,
    status: row.status,
    patientName: `${row.patient_first} ${row.patient_last}`,
    attorneyName: row.attorney_first === null ? null : `${row.attorney_first} ${row.attorney_last}`,
  };
}

const limitOf = (url: URL) => Math.min(Math.max(Number(url.searchParams.get('first') ?? 20) || 20, 1), 100);

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.headers.authorization !== `Bearer ${caller.token}`) return send(res, 401, { error: 'unauthorized' });
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { clinicId } = caller;
  if (req.method === 'GET' && url.pathname === '/cases') {
    const limit = limitOf(url);
    const after = url.searchParams.get('after');
    const status = url.searchParams.get('status');
    if (after) {
      const [sortKey, id] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as [string, number];
      return send(res, 200, casePage(await run('casesAfter', [clinicId, sortKey, limit + 1, id]), limit));
    }
    const rows = status
      ? await run('casesByStatus', [clinicId, status, limit + 1])
      : await run('casesFirst', [clinicId, null, limit + 1]);
    return send(res, 200, casePage(rows, limit));
  }
  if (req.method === 'GET' && url.pathname === '/cases/search') {
    const limit = limitOf(url);
    const term = url.searchParams.get('term') ?? '';
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return send(res, 200, casePage(await run('search', [clinicId, pattern, limit + 1]), limit));
  }
  if (req.method === 'GET' && url.pathname === '/cases/count') {
    const [row] = await run('counts', [clinicId, url.searchParams.get('status')]);
    return send(res, 200, { totalCount: row.total_count, totalInScope: row.total_in_scope });
  }
  const detail = /^\/cases\/(\d+)$/.exec(url.pathname);
  if (req.method === 'GET' && detail) {
    const core = url.searchParams.get('core') === '1';
    const [row] = await run(core ? 'detailCore' : 'detail', [Number(detail[1]), clinicId]);
    if (!row) return send(res, 404, { error: 'not found' });
    if (core) return send(res, 200, caseNode(row));
    return send(res, 200, { ...caseNode(row), messages: row.messages, billing: row.billing });
  }
  if (req.method === 'POST' && url.pathname === '/messages') {
    const input = JSON.parse(await body(req)) as Record<string, unknown>;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const inserted = await client.query<Row>({
        name: 'insertMessage',
        text: statements.insertMessage,
        values: [input.caseId, clinicId, caller.userId, input.recipientType ?? 'patient', input.subject, input.content],
      });
      const message = inserted.rows[0];
      if (!message) {
        await client.query('ROLLBACK');
        return send(res, 404, { error: 'case not found' });
      }
      await client.query({
        name: 'insertAudit',
        text: statements.insertAudit,
        values: [
          clinicId,
          String(message.id),
          caller.userId,
          caller.name,
          { caseId: message.case_id, recipientType: message.recipient_type, subject: message.subject },
        ],
      });
      await client.query('COMMIT');
      return send(res, 200, {
        id: message.id,
        caseId: message.case_id,
        recipientType: message.recipient_type,
        subject: message.subject,
      });
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  send(res, 404, { error: 'not found' });
}

function body(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, payload: unknown): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function main() {
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, { error: 'internal' });
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  announce((server.address() as AddressInfo).port, await startControlServer());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
