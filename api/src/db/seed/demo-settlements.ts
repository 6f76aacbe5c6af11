import type { EntityManager } from 'typeorm';
import { fromCents, percentOf, subtractMoney, toCents } from '../../platform/money';

const daysAgo = (today: Date, days: number) => new Date(today.getTime() - days * 86_400_000);
const localDate = (date: Date) => date.toISOString().slice(0, 10);
const sum = (amounts: string[]) => fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

/**
 * Two of the demo attorney's (Harper Law) open cases at Northside settle (decisions 340-349): one
 * statement waits for the clinic's confirmation, one was confirmed, with its payment and write-off
 * posted and the ledger and case closed, as SettlementService.confirm leaves them. Deterministic: the
 * cases are the two lowest ids that qualify; every figure follows from the case's balance.
 */
export async function seedDemoSettlements(
  manager: EntityManager,
  today: Date,
  clinicIds: { northside: number; lakeview: number },
): Promise<void> {
  const [people] = (await manager.query(
    `SELECT (SELECT id FROM users WHERE email = 'attorney@harper-law.demo') AS "attorneyUserId",
            (SELECT attorney_id FROM users WHERE email = 'attorney@harper-law.demo') AS "attorneyId",
            (SELECT id FROM users WHERE email = 'admin@northside.demo') AS "adminId"`,
  )) as { attorneyUserId: string; attorneyId: number; adminId: string }[];
  const cases = (await manager.query(
    `SELECT c.id, b.balance
       FROM cases c
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END), 0)::numeric(14,2)::text AS balance
           FROM case_ledger_entries e WHERE e.case_id = c.id) b
      WHERE c.clinic_id = $1 AND c.attorney_id = $2 AND c.status <> 'closed' AND c.ledger_closed_at IS NULL
        AND b.balance::numeric > 100
        AND NOT EXISTS (SELECT 1 FROM bill_reduction_requests r WHERE r.case_id = c.id AND r.status IN ('pending', 'countered'))
      ORDER BY c.id
      LIMIT 2`,
    [clinicIds.northside, people.attorneyId],
  )) as { id: number; balance: string }[];
  for (const [index, demoCase] of cases.entries()) {
    const confirmed = index === 1;
    const balance = demoCase.balance;
    const clinicPayment = percentOf(balance, confirmed ? '75.00' : '80.00');
    const costs = [
      { description: 'Court filing fee', amount: '435.00' },
      { description: 'Medical records and reports', amount: '128.50' },
    ];
    const otherLiens = [
      { description: 'BlueCross health plan (subrogation)', amount: confirmed ? '1240.00' : '1850.00' },
    ];
    const grossAmount = fromCents(((toCents(balance) * 4n) / 10000n + 150n) * 10000n);
    const attorneyFee = percentOf(grossAmount, '33.33');
    const totalCosts = sum(costs.map((cost) => cost.amount));
    const totalLiens = sum([clinicPayment, ...otherLiens.map((lien) => lien.amount)]);
    const netToClient = subtractMoney(grossAmount, sum([attorneyFee, totalCosts, totalLiens]));
    const recordedAt = daysAgo(today, confirmed ? 12 : 2);
    const settledOn = localDate(daysAgo(today, confirmed ? 20 : 6));
    const [{ id }] = (await manager.query(
      `INSERT INTO settlement_statements
         (case_id, clinic_id, attorney_id, version, status, settlement_date, gross_amount, fee_percentage, attorney_fee,
          total_costs, total_liens, clinic_payment, clinic_balance, net_to_client, notes, confirmed_by, confirmed_at,
          created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 1, $4, $5, $6, '33.33', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17) RETURNING id`,
      [
        demoCase.id,
        clinicIds.northside,
        people.attorneyId,
        'proposed',
        settledOn,
        grossAmount,
        attorneyFee,
        totalCosts,
        totalLiens,
        clinicPayment,
        balance,
        netToClient,
        'Policy limits tender accepted by the carrier.',
        null,
        null,
        people.attorneyUserId,
        recordedAt,
      ],
    )) as { id: number }[];
    const lines = [
      ...costs.map((cost, position) => ({ ...cost, kind: 'cost', position: position + 1 })),
      ...otherLiens.map((lien, position) => ({ ...lien, kind: 'lien', position: position + 1 })),
    ];
    await manager.query(
      `INSERT INTO settlement_statement_lines (statement_id, clinic_id, kind, position, description, amount)
       SELECT $1, $2, l.kind, l.position, l.description, l.amount
         FROM jsonb_to_recordset($3::jsonb) AS l(kind text, position int, description text, amount numeric)`,
      [id, clinicIds.northside, JSON.stringify(lines)],
    );
    if (!confirmed) {
      await manager.query(`UPDATE cases SET status = 'settlement_negotiation' WHERE id = $1`, [demoCase.id]);
      continue;
    }
    // Posted after everything already on the ledger (postings never go back in time).
    const [{ lastPosting }] = (await manager.query(
      `SELECT max(effective_date) AS "lastPosting" FROM case_ledger_entries WHERE case_id = $1`,
      [demoCase.id],
    )) as { lastPosting: string }[];
    const tenDaysAgo = daysAgo(today, 10);
    const confirmedAt = lastPosting > localDate(tenDaysAgo) ? new Date(`${lastPosting}T17:00:00Z`) : tenDaysAgo;
    const writeOff = subtractMoney(balance, clinicPayment);
    await manager.query(
      `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, payment_method, reference, description, effective_date, created_by, created_at)
       VALUES ($1, $2, 'payment', $3, 'settlement', 'Settlement statement v1', 'Settlement payment (statement version 1)', $4::date, $5, $6),
              ($1, $2, 'write_off', $7, NULL, NULL, 'Written off at close: settlement statement version 1 confirmed', $4::date, $5, $6)`,
      [demoCase.id, clinicIds.northside, clinicPayment, localDate(confirmedAt), people.adminId, confirmedAt, writeOff],
    );
    await manager.query(
      `UPDATE settlement_statements SET status = 'confirmed', confirmed_by = $2, confirmed_at = $3, updated_at = $3 WHERE id = $1`,
      [id, people.adminId, confirmedAt],
    );
    await manager.query(
      `UPDATE cases SET status = 'closed', is_active = false, closed_at = $2, ledger_closed_at = $2, ledger_closed_by = $3,
              settlement_amount = $4, settlement_date = $5
        WHERE id = $1`,
      [demoCase.id, confirmedAt, people.adminId, grossAmount, settledOn],
    );
  }
}
