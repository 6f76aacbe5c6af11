import type { DataSource } from 'typeorm';

/** A small seeded generator, so every run builds the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayMs = 86_400_000;
const isoDate = (moment: Date) => moment.toISOString().slice(0, 10);

export interface HistoryOptions {
  clinicId: number;
  patientId: number;
  attorneyId: number | null;
  count: number;
  seed: number;
  /** The share of the charges this attorney gets reduced, and the days the clinic waits after settlement. */
  reductionShare?: number;
  paymentDays?: number;
}

/**
 * Closed cases whose outcomes follow a known rule: six visits a week apart (free-text bills, so each
 * bill's creation day is a visit) with one gap of 0–50 extra days after the third; the settlement is
 * 2.5 × the billed amount less 30 per day of gaps over 14 days, plus noise; the duration grows with
 * the gap. One case in ten closes without a settlement. The ledger holds the charges, the attorney's
 * reduction and the clinic's payment after settlement.
 */
export async function createClosedCaseHistory(ds: DataSource, options: HistoryOptions): Promise<number[]> {
  const random = seededRandom(options.seed);
  const ids: number[] = [];
  for (let i = 0; i < options.count; i += 1) {
    // Opened 330-359 days ago and closed 90-210 days later: every closing stays within the last year, as
    // the shared test database promises the bulk archive (matrix-operator-system.ts).
    const created = new Date(Date.now() - (330 + Math.floor(random() * 30)) * dayMs);
    const accident = new Date(created.getTime() - (1 + Math.floor(random() * 20)) * dayMs);
    const extraGap = Math.floor(random() * 50);
    const offsets = [0, 7, 14, 21 + extraGap, 28 + extraGap, 35 + extraGap];
    const amounts = offsets.map(() => Math.round(250 + random() * 1050));
    const billed = amounts.reduce((sum, amount) => sum + amount, 0);
    const gapOver14 = 7 + extraGap > 14 ? 7 + extraGap : 0;
    const noise = (random() + random() - 1) * 800;
    const settled = random() >= 0.1;
    const settlement = settled ? Math.round(2.5 * billed - 30 * gapOver14 + noise) : null;
    const closed = new Date(created.getTime() + (90 + 2 * extraGap + Math.floor(random() * 20)) * dayMs);
    const settlementDate = new Date(closed.getTime() - 10 * dayMs);
    const share = options.reductionShare ?? 0.2;
    const paidAfter = options.paymentDays ?? 30;
    const postings = [
      ['charge', billed, isoDate(created)],
      ['reduction', Math.round(billed * share * 100) / 100, isoDate(settlementDate)],
      ...(settled
        ? [
            [
              'payment',
              Math.round(billed * (1 - share) * 100) / 100,
              isoDate(new Date(settlementDate.getTime() + paidAfter * dayMs)),
            ],
          ]
        : []),
    ];
    const [row] = (await ds.query(
      `WITH new_case AS (
         INSERT INTO cases (case_number, clinic_id, patient_id, attorney_id, case_type, status, accident_date,
                            settlement_amount, settlement_date, closed_at, is_active, created_at, updated_at)
         VALUES ('AI-HIST-' || $1 || '-' || $2, $3, $4, $5, 'auto_accident', 'closed', $6, $7, $8, $9, false, $10, $9)
         RETURNING id),
       bills AS (
         INSERT INTO billing (clinic_id, case_id, invoice_number, amount, status, created_at, updated_at)
         SELECT $3, new_case.id, 'AI-INV-' || new_case.id || '-' || bill.k, bill.amount, 'submitted', bill.at, bill.at
           FROM new_case, unnest($11::numeric[], $12::timestamptz[]) WITH ORDINALITY AS bill(amount, at, k)),
       ledger AS (
         INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, effective_date)
         SELECT new_case.id, $3, posting.kind, posting.amount, 'history', posting.day
           FROM new_case, unnest($13::text[], $14::numeric[], $15::date[]) AS posting(kind, amount, day))
       SELECT id FROM new_case`,
      [
        options.seed,
        i,
        options.clinicId,
        options.patientId,
        options.attorneyId,
        isoDate(accident),
        settlement,
        settled ? isoDate(settlementDate) : null,
        closed,
        created,
        amounts,
        offsets.map((offset) => new Date(created.getTime() + offset * dayMs + 12 * 3_600_000)),
        postings.map((p) => p[0]),
        postings.map((p) => p[1]),
        postings.map((p) => p[2]),
      ],
    )) as { id: number }[];
    ids.push(row.id);
  }
  return ids;
}
