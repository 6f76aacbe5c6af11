import { SqlParams } from '../../../db/sql-params';
import { formatMoney } from '../../../platform/money';
import { billingScopeSql } from '../../billing/billing.policy';
import { type Analysis, plural } from './analysis-result';

interface ReadinessRow {
  planStatus: string | null;
  attendedAppointments: number;
  appointmentsWithoutSignedNote: number;
  unsignedNotes: number;
  releasedBills: number;
  draftBills: number;
  charges: number;
  balance: string;
}

/** A checklist: treatment finished, every attended appointment's note signed, bills submitted, statement available; and the balance. */
export const settlementReadiness: Analysis = async (manager, scope, kase) => {
  const params = new SqlParams();
  const caseId = params.add(kase.id);
  const bills = billingScopeSql(scope, params, 'b', 'c');
  const [row] = (await manager.query(
    `SELECT
       (SELECT tp.status FROM treatment_plans tp WHERE tp.case_id = c.id
         ORDER BY tp.status = 'active' DESC, tp.created_at DESC, tp.id DESC LIMIT 1) AS "planStatus",
       (SELECT count(*)::int FROM appointments a WHERE a.case_id = c.id AND a.status IN ('checked_in', 'completed')) AS "attendedAppointments",
       (SELECT count(*)::int FROM appointments a WHERE a.case_id = c.id AND a.status IN ('checked_in', 'completed')
           AND NOT EXISTS (SELECT 1 FROM treatment_notes sn WHERE sn.appointment_id = a.id AND sn.is_locked))
         AS "appointmentsWithoutSignedNote",
       (SELECT count(*)::int FROM treatment_notes n WHERE n.case_id = c.id AND NOT n.is_locked) AS "unsignedNotes",
       (SELECT count(*)::int FROM billing b WHERE b.case_id = c.id AND ${bills} AND b.status <> 'pending') AS "releasedBills",
       (SELECT count(*)::int FROM billing b WHERE b.case_id = c.id AND b.status = 'pending') AS "draftBills",
       (SELECT count(*)::int FROM case_ledger_entries e WHERE e.case_id = c.id AND e.kind = 'charge') AS charges,
       (SELECT coalesce(sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END), 0)::numeric(14,2)::text
          FROM case_ledger_entries e WHERE e.case_id = c.id) AS balance
     FROM cases c WHERE c.id = ${caseId}`,
    params.values,
  )) as ReadinessRow[];

  // An attorney reads neither plans nor drafts: their checks stand on the case status and released records.
  const treatmentFinished = kase.releasedOnly
    ? kase.status !== 'active_treatment'
    : row.planStatus === 'completed' || (row.planStatus !== 'active' && kase.status !== 'active_treatment');
  const notesSigned = row.appointmentsWithoutSignedNote === 0 && (kase.releasedOnly || row.unsignedNotes === 0);
  const billsSubmitted = kase.releasedOnly ? row.releasedBills > 0 : row.draftBills === 0 && row.releasedBills > 0;
  const statementAvailable = row.charges > 0;
  const checks: [boolean, string, string][] = [
    [
      treatmentFinished,
      'Treatment is finished.',
      'Treatment is not finished: complete the treatment plan or move the case on.',
    ],
    [
      notesSigned,
      'Every attended appointment has a signed note.',
      kase.releasedOnly
        ? `${plural(row.appointmentsWithoutSignedNote, 'attended appointment')} without a signed note: ask the clinic for the records.`
        : `Sign the notes: ${plural(row.appointmentsWithoutSignedNote, 'attended appointment')} without a signed note, ${plural(row.unsignedNotes, 'draft')}.`,
    ],
    [
      billsSubmitted,
      'The bills are submitted.',
      kase.releasedOnly
        ? 'No bill has been released to you yet.'
        : `Submit the bills (${plural(row.draftBills, 'draft')}).`,
    ],
    [
      statementAvailable,
      'The itemized statement is available.',
      'No charge is on the ledger yet, so there is no statement.',
    ],
  ];
  const passed = checks.filter(([ok]) => ok).length;
  return {
    confidence: kase.releasedOnly ? 0.7 : 0.9,
    prediction: {
      label: 'Settlement readiness',
      value: passed === checks.length ? 'Ready' : `${passed} of ${checks.length} checks pass`,
    },
    insights: [...checks.filter(([ok]) => ok).map(([, yes]) => yes), `Balance: ${formatMoney(row.balance)}.`],
    recommendations: checks.filter(([ok]) => !ok).map(([, , no]) => no),
    dataPoints: {
      treatmentFinished: treatmentFinished ? 'yes' : 'no',
      planStatus: kase.releasedOnly ? null : row.planStatus,
      attendedAppointments: row.attendedAppointments,
      appointmentsWithoutSignedNote: row.appointmentsWithoutSignedNote,
      unsignedNotes: kase.releasedOnly ? null : row.unsignedNotes,
      releasedBills: row.releasedBills,
      draftBills: kase.releasedOnly ? null : row.draftBills,
      statementAvailable: statementAvailable ? 'yes' : 'no',
      balance: row.balance,
      checksPassed: passed,
    },
  };
};
