import type { EntityManager } from 'typeorm';
import { FundingShare } from './funding.enums';
import type { FundingPacket } from './funding.type';

/**
 * The verified packet of a case (decision 383): read from the records, never typed in. The case's
 * type and accident date; its lien ledger (charges billed to date, credits, balance); its treatment
 * (visits attended, missed and still booked, first and last visit, the active or latest plan); its
 * coverages' policy limits. `now` is the injected clock's.
 */
export async function readFundingPacket(manager: EntityManager, caseId: number, now: Date): Promise<FundingPacket> {
  const [[head], [ledger], [visits], [plan], coverage] = (await Promise.all([
    manager.query(`SELECT case_type AS "caseType", accident_date AS "accidentDate" FROM cases WHERE id = $1`, [caseId]),
    manager.query(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'charge'), 0)::numeric(14,2)::text AS "billedToDate",
              coalesce(sum(amount) FILTER (WHERE kind <> 'charge'), 0)::numeric(14,2)::text AS "creditedToDate",
              coalesce(sum(CASE WHEN kind = 'charge' THEN amount ELSE -amount END), 0)::numeric(14,2)::text AS balance
         FROM case_ledger_entries WHERE case_id = $1`,
      [caseId],
    ),
    manager.query(
      `SELECT count(*) FILTER (WHERE status = 'completed')::int AS "visitsAttended",
              count(*) FILTER (WHERE status = 'no_show')::int AS "visitsMissed",
              count(*) FILTER (WHERE status IN ('scheduled', 'checked_in') AND scheduled_start >= $2)::int AS "visitsScheduled",
              to_char(min(scheduled_start) FILTER (WHERE status = 'completed'), 'YYYY-MM-DD') AS "firstVisit",
              to_char(max(scheduled_start) FILTER (WHERE status = 'completed'), 'YYYY-MM-DD') AS "lastVisit"
         FROM appointments WHERE case_id = $1`,
      [caseId, now],
    ),
    manager.query(
      `SELECT visits_per_week AS "visitsPerWeek", weeks, start_date AS "startDate", status
         FROM treatment_plans WHERE case_id = $1 ORDER BY (status = 'active') DESC, start_date DESC, id DESC LIMIT 1`,
      [caseId],
    ),
    manager.query(
      `SELECT coverage_type AS "coverageType", carrier_name AS "carrierName", limit_amount::text AS "limitAmount"
         FROM case_coverages WHERE case_id = $1 ORDER BY id`,
      [caseId],
    ),
  ])) as [
    { caseType: string; accidentDate: string | null }[],
    FundingPacket['ledger'][],
    Omit<NonNullable<FundingPacket['treatment']>, 'plan'>[],
    NonNullable<NonNullable<FundingPacket['treatment']>['plan']>[],
    NonNullable<FundingPacket['coverage']>,
  ];
  return {
    asOf: now,
    accident: head ? { caseType: head.caseType, accidentDate: head.accidentDate } : null,
    ledger: ledger ?? null,
    treatment: visits ? { ...visits, plan: plan ?? null } : null,
    coverage,
  };
}

/** Only the parts shared: the rest is left out of what is stored and shown. */
export function sharedPart(packet: FundingPacket, share: readonly FundingShare[]): FundingPacket {
  return {
    asOf: packet.asOf,
    accident: share.includes(FundingShare.accident) ? packet.accident : null,
    ledger: share.includes(FundingShare.ledger) ? packet.ledger : null,
    treatment: share.includes(FundingShare.treatment) ? packet.treatment : null,
    coverage: share.includes(FundingShare.coverage) ? packet.coverage : null,
  };
}

/** A stored packet (jsonb) read back: its time a Date again. */
export function storedPacket(value: unknown): FundingPacket {
  const packet = (value ?? {}) as FundingPacket & { asOf: string };
  return {
    asOf: new Date(packet.asOf),
    accident: packet.accident ?? null,
    ledger: packet.ledger ?? null,
    treatment: packet.treatment ?? null,
    coverage: packet.coverage ?? null,
  };
}
