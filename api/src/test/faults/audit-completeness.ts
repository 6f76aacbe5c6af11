import type { DataSource } from 'typeorm';
import type { Outcome, Write, WriteKind } from './audited-writes';

/**
 * The database's side of kill-mid-mutation.test.ts: every committed change of the audited writes has
 * its audit row, no audit row tells of a change that did not commit, and every write the client saw
 * acknowledged is stored. Each check also marks which writes committed, answered or not.
 */
export interface SentWrite extends Write {
  round: number;
  result?: Outcome;
  /** Still waiting for its answer when the process was killed. */
  inFlightAtKill?: boolean;
  /** Found in the database after the kills. */
  committed?: boolean;
}

export interface UpdateTarget {
  kind: WriteKind;
  entityType: 'patient' | 'case';
  id: number;
  /** The field each edit sets to its token. */
  field: 'notes' | 'description';
  initial: string | null;
}

const createdTables = [
  { entityType: 'patient', table: 'patients', tokenColumn: 'last_name', kind: 'patient create' },
  { entityType: 'case', table: 'cases', tokenColumn: 'title', kind: 'case create' },
  { entityType: 'billing', table: 'billing', tokenColumn: 'description', kind: 'bill create' },
  { entityType: 'message', table: 'messages', tokenColumn: 'subject', kind: 'message send' },
] as const;

/**
 * Each row of the clinic has exactly one create audit row (matched by entity type and id) and each
 * such audit row its row; each acknowledged create is stored under the id it was answered with; no
 * row holds a token nobody sent; each bill has exactly its one ledger charge.
 */
export async function checkCreatedRows(
  ds: DataSource,
  clinicId: number,
  sent: SentWrite[],
  seededTokens: Set<string>,
): Promise<void> {
  for (const { entityType, table, tokenColumn, kind } of createdTables) {
    const rows = (await ds.query(
      `SELECT t.id, t.${tokenColumn} AS token, count(a.id)::int AS audits
         FROM ${table} t
         LEFT JOIN audit_logs a ON a.entity_type = $2 AND a.entity_id = t.id::text AND a.action = 'create'
        WHERE t.clinic_id = $1 GROUP BY t.id`,
      [clinicId, entityType],
    )) as { id: number; token: string; audits: number }[];
    const withoutOneAuditRow = rows.filter((row) => row.audits !== 1);
    expect({ table, withoutOneAuditRow }).toEqual({ table, withoutOneAuditRow: [] });
    const auditRowsWithoutTheirRow = await ds.query(
      `SELECT a.id, a.entity_id FROM audit_logs a
        WHERE a.clinic_id = $1 AND a.entity_type = $2 AND a.action = 'create'
          AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id::text = a.entity_id)`,
      [clinicId, entityType],
    );
    expect({ table, auditRowsWithoutTheirRow }).toEqual({ table, auditRowsWithoutTheirRow: [] });

    const storedIdByToken = new Map(rows.map((row) => [row.token, row.id]));
    const ofKind = sent.filter((entry) => entry.kind.startsWith(kind));
    for (const entry of ofKind) entry.committed = storedIdByToken.has(entry.token);
    const storedUnderAnotherId = ofKind.filter(
      (entry) => entry.result?.outcome === 'acknowledged' && storedIdByToken.get(entry.token) !== entry.result.id,
    );
    expect({ table, storedUnderAnotherId }).toEqual({ table, storedUnderAnotherId: [] });
    const sentTokens = new Set(ofKind.map((entry) => entry.token));
    const rowsNobodySent = rows.filter((row) => !sentTokens.has(row.token) && !seededTokens.has(row.token));
    expect({ table, rowsNobodySent }).toEqual({ table, rowsNobodySent: [] });
  }
  expect(await billsChargedAgainstTheRule(ds, clinicId)).toEqual([]);
}

/**
 * The clinic's bills whose ledger charges break the rule (decision 97): a bill is charged once, for
 * its value, from its first submission (its audited move to submitted) on; a draft never submitted
 * has no charge.
 */
export async function billsChargedAgainstTheRule(ds: DataSource, clinicId: number): Promise<unknown[]> {
  return ds.query(
    `SELECT b.id, b.status, count(e.id)::int AS charges
       FROM billing b LEFT JOIN case_ledger_entries e ON e.billing_id = b.id AND e.kind = 'charge'
      WHERE b.clinic_id = $1
      GROUP BY b.id
     HAVING count(e.id) <> CASE WHEN EXISTS (
              SELECT 1 FROM audit_logs a WHERE a.entity_type = 'billing' AND a.entity_id = b.id::text
                 AND a.action = 'status_change' AND a.new_values->>'status' = 'submitted') THEN 1 ELSE 0 END
         OR bool_or(e.amount <> coalesce(b.adjusted_amount, b.amount))`,
    [clinicId],
  );
}

/** The ledger's payments and the payment audit rows are the same set of (unique) amounts, all of them sent. */
export async function checkPayments(ds: DataSource, caseId: number, sent: SentWrite[]): Promise<number> {
  const amounts = async (sql: string, id: unknown) =>
    ((await ds.query(sql, [id])) as { amount: string }[]).map((row) => row.amount);
  const stored = await amounts(
    `SELECT amount::numeric(14,2)::text AS amount FROM case_ledger_entries
      WHERE case_id = $1 AND kind = 'payment' ORDER BY 1`,
    caseId,
  );
  const audited = await amounts(
    `SELECT (new_values->>'amount')::numeric(14,2)::text AS amount FROM audit_logs
      WHERE entity_type = 'case_ledger' AND entity_id = $1 AND action = 'payment' ORDER BY 1`,
    String(caseId),
  );
  expect(audited).toEqual(stored);
  const payments = sent.filter((entry) => entry.kind === 'ledger payment, GraphQL');
  const storedAmounts = new Set(stored);
  for (const entry of payments) entry.committed = storedAmounts.has(entry.amount!);
  const sentAmounts = new Set(payments.map((entry) => entry.amount));
  expect(stored.filter((amount) => !sentAmounts.has(amount))).toEqual([]);
  return stored.length;
}

/**
 * The update audit rows of one row form an unbroken chain from its first value to its stored value
 * (each row's "before" is the previous row's "after"): so no committed edit lacks its audit row, and
 * no audit row tells of an edit that did not commit. Every audited value was sent, once.
 */
export async function checkUpdateChain(ds: DataSource, target: UpdateTarget, sent: SentWrite[]): Promise<string> {
  const { entityType, id, field, initial } = target;
  const audit = (await ds.query(
    `SELECT old_values->>$3 AS before, new_values->>$3 AS after FROM audit_logs
      WHERE entity_type = $1 AND entity_id = $2 AND action = 'update' ORDER BY id`,
    [entityType, String(id), field],
  )) as { before: string | null; after: string | null }[];
  const table = entityType === 'patient' ? 'patients' : 'cases';
  const [{ value: stored }] = (await ds.query(`SELECT ${field} AS value FROM ${table} WHERE id = $1`, [id])) as {
    value: string | null;
  }[];
  const chainBreaks = audit.filter((row, i) => row.before !== (i === 0 ? initial : audit[i - 1].after));
  expect({ entityType, id, chainBreaks }).toEqual({ entityType, id, chainBreaks: [] });
  expect({ entityType, id, stored }).toEqual({ entityType, id, stored: audit.at(-1)?.after ?? initial });

  const edits = sent.filter((entry) => entry.entityId === id && entry.kind === target.kind);
  const audited = new Set(audit.map((row) => row.after));
  expect(audited.size).toBe(audit.length);
  for (const entry of edits) entry.committed = audited.has(entry.token);
  const sentTokens = new Set(edits.map((entry) => entry.token));
  expect(audit.filter((row) => !sentTokens.has(row.after!))).toEqual([]);
  const acknowledged = edits.filter((entry) => entry.result?.outcome === 'acknowledged').length;
  return `${target.kind} #${id}: ${edits.length} sent, ${acknowledged} acknowledged, ${audit.length} committed, each audited, in one unbroken chain`;
}
