import type { EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import { fromCents, toCents } from '../../platform/money';
import { CaseStatus } from '../../modules/cases/case.enums';
import { formatCaseNumber } from '../../modules/cases/case-number';
import { formatInvoiceNumber } from '../../modules/billing/invoice-number';
import { visitDescription } from '../../modules/billing/coded-bills';
import { syncClinicNumberCounters } from '../../modules/clinics/clinic-numbers';
import { reductionLetterText } from '../../modules/ledger/reduction-letter';
import { formatMoney } from '../../platform/money';
import {
  addDays,
  closedCaseStory,
  historyAttorneys,
  historyCounts,
  openCaseStory,
  type DemoClinicKey,
  type FeeItem,
  type HistoryCaseStory,
} from './ai-history-story';
import { insertRows } from './bulk-insert';
import { presentations, visitProcedures } from './demo-notes';
import { createRandom } from './random';

/** Every history case says so in its description (and the tests find them by it). */
export const demoHistoryMark = '(demo history)';

/** Auto carriers with their electronic payer ids (as demo-claims.ts), so a history case's claim can be submitted. */
const carriers = [
  { name: 'GEICO', payerId: '35182' },
  { name: 'Progressive', payerId: '24260' },
  { name: 'State Farm', payerId: '31053' },
  { name: 'Allstate', payerId: '75236' },
  { name: 'NJM Insurance Group', payerId: '22098' },
];
const reductionReasons = [
  'The at-fault driver carries only the state minimum policy limits.',
  'Medical specials exceed the likely recovery after fees and costs.',
  'Liability was disputed; a reduced lien let the case settle.',
];
const descriptions: Record<string, string> = {
  auto_accident: 'Rear-end collision; cervical and lumbar sprain.',
  slip_fall: 'Fall on a wet floor at a store; low back and hip pain.',
  work_injury: 'Lifting injury at work; lumbar strain.',
  medical_malpractice: 'Nerve irritation after a procedure elsewhere.',
  other: 'Bicycle collision with an opened car door; neck pain.',
};

const cents = (value: number) => fromCents(BigInt(value));
const at = (date: string, hourUtc = 15) => `${date}T${String(hourUtc).padStart(2, '0')}:00:00Z`;

/** demo-data.ts's pools of names and streets. */
export interface DemoNamePools {
  firstNames: readonly string[];
  lastNames: readonly string[];
  streets: readonly string[];
}

interface ClinicFacts {
  id: number;
  key: DemoClinicKey;
  city: string;
  zipCode: string;
  name: string;
  staff: { id: string; name: string; role: Role };
  providers: string[];
  fees: Map<string, FeeItem & { fee: string }>;
}

interface Person {
  attorneyId: number;
  userId: string | null;
  name: string;
  firmName: string | null;
}

/**
 * Two years of closed cases (and some open ones) for each demo clinic, as the app would have recorded
 * them (decision 255): a new demo patient per case, one coded bill per visit priced from the clinic's
 * fee schedule and charged to the ledger on the visit's day, bodily-injury coverages with limits on
 * most auto cases, reduction requests (accepted with their letter and posting, or rejected), the
 * settlement, the lien payment after the attorney's usual delay, the close (writing off what is left),
 * and the status history in the audit log. The rule behind the numbers is in ai-history-story.ts.
 * Everything is written a table at a time (unnest), after the rest of the demo data.
 */
export async function seedAiHistory(
  manager: EntityManager,
  today: Date,
  clinicIds: Record<DemoClinicKey, number>,
  pools: DemoNamePools,
): Promise<void> {
  const random = createRandom(20261201);
  const todayIso = today.toISOString().slice(0, 10);
  const people = await attorneysByEmail(manager);
  const numbers = await numberCounters(manager);
  for (const key of ['northside', 'lakeview'] as const) {
    const clinic = await clinicFacts(manager, key, clinicIds[key]);
    const inputs = { random, today: todayIso, fees: clinic.fees, ...pools, presentations, visitProcedures };
    const stories: HistoryCaseStory[] = [];
    for (let i = 0; i < historyCounts[key].closed; i += 1) stories.push(closedCaseStory(inputs, key, i));
    for (let i = 0; i < historyCounts[key].open; i += 1) stories.push(openCaseStory(inputs, key, i));
    await writeClinicHistory(manager, clinic, stories, people, numbers, pools);
  }
  await syncClinicNumberCounters(manager);
}

async function attorneysByEmail(manager: EntityManager): Promise<Map<string, Person>> {
  const rows = (await manager.query(
    `SELECT a.id, a.email, a.firm_name AS "firmName", trim(a.first_name || ' ' || a.last_name) AS name, u.id AS "userId"
       FROM attorneys a LEFT JOIN users u ON u.attorney_id = a.id AND u.role = 'attorney'
      WHERE a.email = ANY($1)`,
    [historyAttorneys.map((attorney) => attorney.email)],
  )) as { id: number; email: string; firmName: string | null; name: string; userId: string | null }[];
  return new Map(
    rows.map((row) => [row.email, { attorneyId: row.id, userId: row.userId, name: row.name, firmName: row.firmName }]),
  );
}

/** The numbers already used, so the history's continue each clinic's count (synced after). */
async function numberCounters(manager: EntityManager) {
  const rows = (await manager.query(
    `SELECT clinic_id AS "clinicId", kind, year, last_value AS "lastValue" FROM clinic_number_counters`,
  )) as { clinicId: number; kind: string; year: number; lastValue: number }[];
  const used = new Map(rows.map((row) => [`${row.kind}:${row.clinicId}:${row.year}`, row.lastValue]));
  return (kind: 'case' | 'invoice', clinicId: number, date: string) => {
    const year = Number(date.slice(0, 4));
    const key = `${kind}:${clinicId}:${year}`;
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    return kind === 'case' ? formatCaseNumber(clinicId, year, n) : formatInvoiceNumber(clinicId, year, n);
  };
}

async function clinicFacts(manager: EntityManager, key: DemoClinicKey, id: number): Promise<ClinicFacts> {
  const [clinic] = (await manager.query(`SELECT name, city, zip_code AS "zipCode" FROM clinics WHERE id = $1`, [
    id,
  ])) as {
    name: string;
    city: string;
    zipCode: string;
  }[];
  const [staff] = (await manager.query(
    `SELECT id, trim(first_name || ' ' || last_name) AS name, role FROM users WHERE email = $1`,
    [`staff@${key}.demo`],
  )) as { id: string; name: string; role: Role }[];
  const providers = (
    (await manager.query(`SELECT id FROM users WHERE clinic_id = $1 AND is_provider ORDER BY email`, [id])) as {
      id: string;
    }[]
  ).map((row) => row.id);
  const fees = (await manager.query(
    `SELECT procedure_code AS code, description, fee::text AS fee FROM fee_schedule WHERE clinic_id = $1 AND is_active`,
    [id],
  )) as { code: string; description: string; fee: string }[];
  return {
    id,
    key,
    ...clinic,
    staff,
    providers: providers.length ? providers : [staff.id],
    fees: new Map(fees.map((item) => [item.code, { ...item, cents: Number(toCents(item.fee)) }])),
  };
}

async function writeClinicHistory(
  manager: EntityManager,
  clinic: ClinicFacts,
  stories: HistoryCaseStory[],
  people: Map<string, Person>,
  nextNumber: (kind: 'case' | 'invoice', clinicId: number, date: string) => string,
  pools: DemoNamePools,
): Promise<void> {
  const personOf = (story: HistoryCaseStory) => {
    const person = people.get(story.attorney.email);
    if (!person) throw new Error(`Demo history: no attorney ${story.attorney.email}`);
    return person;
  };

  const patientEmails = stories.map((story, i) =>
    `${story.patient.firstName}.${story.patient.lastName}.history${clinic.id}-${i}@example.com`.toLowerCase(),
  );
  const patients = await insertRows<{ id: number; email: string }>(
    manager,
    'patients',
    {
      clinic_id: 'int',
      first_name: 'text',
      last_name: 'text',
      email: 'text',
      phone: 'text',
      date_of_birth: 'date',
      sex: 'text',
      address: 'text',
      city: 'text',
      state: 'text',
      zip_code: 'text',
      status: 'text',
      is_active: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    stories.map((story, i) => ({
      clinic_id: clinic.id,
      first_name: story.patient.firstName,
      last_name: story.patient.lastName,
      email: patientEmails[i],
      phone: `(973) 555-${String(2000 + ((i * 37 + clinic.id * 11) % 7000)).padStart(4, '0')}`,
      date_of_birth: story.patient.dateOfBirth,
      sex: i % 2 ? 'female' : 'male',
      address: `${10 + ((i * 53) % 980)} ${pools.streets[i % pools.streets.length]}`,
      city: clinic.city,
      state: 'NJ',
      zip_code: clinic.zipCode,
      status: story.outcome === 'open' ? 'active' : 'discharged',
      // The dashboard's active patients: those still treating or with an open case.
      is_active: story.outcome === 'open',
      created_at: at(story.openedOn, 14),
      updated_at: at(story.closedOn ?? story.openedOn, 14),
    })),
    'id, email',
  );
  const patientIdByEmail = new Map(patients.map((row) => [row.email, row.id]));

  const caseNumbers = stories.map((story) => nextNumber('case', clinic.id, story.openedOn));
  const cases = await insertRows<{ id: number; case_number: string }>(
    manager,
    'cases',
    {
      case_number: 'text',
      patient_id: 'int',
      attorney_id: 'int',
      clinic_id: 'int',
      case_type: 'text',
      status: 'text',
      accident_date: 'date',
      description: 'text',
      settlement_amount: 'numeric',
      settlement_date: 'date',
      is_active: 'boolean',
      closed_at: 'timestamptz',
      ledger_closed_at: 'timestamptz',
      ledger_closed_by: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    stories.map((story, i) => ({
      case_number: caseNumbers[i],
      patient_id: patientIdByEmail.get(patientEmails[i]),
      attorney_id: personOf(story).attorneyId,
      clinic_id: clinic.id,
      case_type: story.caseType,
      status: story.status,
      accident_date: story.accidentDate,
      description: `${descriptions[story.caseType]} ${demoHistoryMark}`,
      settlement_amount: story.settlement ? cents(story.settlement.cents) : null,
      settlement_date: story.settlement?.on ?? null,
      is_active: story.status !== CaseStatus.closed,
      closed_at: story.closedOn ? at(story.closedOn, 20) : null,
      ledger_closed_at: story.closedOn ? at(story.closedOn, 20) : null,
      ledger_closed_by: story.closedOn ? clinic.staff.id : null,
      created_at: at(story.openedOn, 14),
      updated_at: at(story.closedOn ?? story.visits[story.visits.length - 1].date, 20),
    })),
    'id, case_number',
  );
  const caseIdByNumber = new Map(cases.map((row) => [row.case_number, row.id]));
  const caseIds = caseNumbers.map((number) => caseIdByNumber.get(number)!);

  await insertCoverages(manager, clinic, stories, caseIds, pools);
  const billIds = await insertVisitBills(manager, clinic, stories, caseIds, nextNumber);
  const reductionIds = await insertReductions(manager, clinic, stories, caseIds, caseNumbers, people, personOf);
  await insertLedgers(manager, clinic, stories, caseIds, billIds, reductionIds, personOf);
  await insertStatusHistory(manager, clinic, stories, caseIds, personOf);
}

async function insertCoverages(
  manager: EntityManager,
  clinic: ClinicFacts,
  stories: HistoryCaseStory[],
  caseIds: number[],
  names: DemoNamePools,
) {
  const rows = stories.flatMap((story, i) =>
    story.policyLimitCents === null
      ? []
      : [
          {
            clinic_id: clinic.id,
            case_id: caseIds[i],
            coverage_type: 'bodily_injury',
            carrier_name: carriers[i % carriers.length].name,
            payer_id: carriers[i % carriers.length].payerId,
            insured_name: `${names.firstNames[(i * 7) % names.firstNames.length]} ${names.lastNames[(i * 11) % names.lastNames.length]}`,
            policy_number: `BI-${clinic.id}${String(100_000 + i * 7919).slice(-6)}`,
            insured_relationship: 'other',
            limit_amount: cents(story.policyLimitCents),
            created_at: at(story.openedOn, 16),
            updated_at: at(story.openedOn, 16),
          },
        ],
  );
  await insertRows(
    manager,
    'case_coverages',
    {
      clinic_id: 'int',
      case_id: 'int',
      coverage_type: 'text',
      carrier_name: 'text',
      payer_id: 'text',
      insured_name: 'text',
      policy_number: 'text',
      insured_relationship: 'text',
      limit_amount: 'numeric',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    rows,
  );
}

/** One coded bill per visit, with its lines; returns each case's bill ids in visit order. */
async function insertVisitBills(
  manager: EntityManager,
  clinic: ClinicFacts,
  stories: HistoryCaseStory[],
  caseIds: number[],
  nextNumber: (kind: 'case' | 'invoice', clinicId: number, date: string) => string,
): Promise<number[][]> {
  const bills = stories.flatMap((story, i) =>
    story.visits.map((visit) => {
      const lines = visit.procedures.map((procedure) => ({ procedureCode: procedure.code, units: procedure.units }));
      return {
        case_id: caseIds[i],
        clinic_id: clinic.id,
        invoice_number: nextNumber('invoice', clinic.id, visit.date),
        amount: cents(visit.cents),
        description: visitDescription(visit.date, lines),
        status: 'submitted',
        created_at: at(visit.date, 17),
        updated_at: at(visit.date, 17),
      };
    }),
  );
  const inserted = await insertRows<{ id: number; invoice_number: string }>(
    manager,
    'billing',
    {
      case_id: 'int',
      clinic_id: 'int',
      invoice_number: 'text',
      amount: 'numeric',
      description: 'text',
      status: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    bills,
    'id, invoice_number',
  );
  const idByNumber = new Map(inserted.map((row) => [row.invoice_number, row.id]));
  const billIds: number[][] = [];
  let b = 0;
  const lines: (string | number)[][] = [];
  for (const [i, story] of stories.entries()) {
    const ids: number[] = [];
    for (const [v, visit] of story.visits.entries()) {
      const billId = idByNumber.get(bills[b].invoice_number)!;
      b += 1;
      ids.push(billId);
      const provider = clinic.providers[(i + v) % clinic.providers.length];
      visit.procedures.forEach((procedure, n) => {
        const item = clinic.fees.get(procedure.code)!;
        const diagnoses = procedure.diagnosisPointers.map((pointer) => story.diagnoses[pointer - 1]);
        lines.push([
          billId,
          caseIds[i],
          n + 1,
          visit.date,
          procedure.code,
          item.description,
          (procedure.modifiers ?? []).join(','),
          procedure.units,
          item.fee,
          cents(visit.lineCents[n]),
          diagnoses.join(','),
          provider,
        ]);
      });
    }
    billIds.push(ids);
  }
  const column = (index: number) => lines.map((line) => line[index]);
  await manager.query(
    `INSERT INTO billing_lines (billing_id, clinic_id, case_id, line_number, service_date, procedure_code, description,
                                modifiers, units, unit_fee, amount, diagnosis_codes, provider_id)
     SELECT l.bill, $1, l.case_id, l.n, l.day, l.code, l.description, coalesce(string_to_array(nullif(l.modifiers, ''), ','), '{}'),
            l.units, l.unit_fee, l.amount, string_to_array(l.diagnoses, ','), l.provider
       FROM unnest($2::int[], $3::int[], $4::int[], $5::date[], $6::text[], $7::text[], $8::text[], $9::int[],
                   $10::numeric[], $11::numeric[], $12::text[], $13::text[])
            WITH ORDINALITY AS l(bill, case_id, n, day, code, description, modifiers, units, unit_fee, amount, diagnoses, provider, o)
      ORDER BY l.o`,
    [clinic.id, ...Array.from({ length: 12 }, (_, index) => column(index))],
  );
  return billIds;
}

/** The attorneys' reduction requests (those with an account), each answered by the clinic. */
async function insertReductions(
  manager: EntityManager,
  clinic: ClinicFacts,
  stories: HistoryCaseStory[],
  caseIds: number[],
  caseNumbers: string[],
  people: Map<string, Person>,
  personOf: (story: HistoryCaseStory) => Person,
): Promise<Map<number, number>> {
  const asked = stories.flatMap((story, i) => (story.reduction ? [{ story, i, reduction: story.reduction }] : []));
  const rows = asked.map(({ story, i, reduction }) => {
    const original = cents(reduction.balanceCents);
    const agreed = cents(reduction.balanceCents - story.reductionCents);
    const answeredOn = answerDay(story);
    return {
      case_id: caseIds[i],
      clinic_id: clinic.id,
      requested_by: personOf(story).userId,
      original_amount: original,
      requested_percentage: String(reduction.percentage),
      requested_amount: cents(
        reduction.balanceCents - Math.round((reduction.balanceCents * reduction.percentage) / 100),
      ),
      reason: reductionReasons[i % reductionReasons.length],
      status: reduction.accepted ? 'accepted' : 'rejected',
      responded_by: clinic.staff.id,
      approved_by: reduction.accepted ? clinic.staff.id : null,
      approved_amount: reduction.accepted ? agreed : null,
      resolved_at: at(answeredOn, 18),
      created_at: at(reduction.requestedOn, 13),
      updated_at: at(answeredOn, 18),
    };
  });
  const inserted = await insertRows<{ id: number; case_id: number }>(
    manager,
    'bill_reduction_requests',
    {
      case_id: 'int',
      clinic_id: 'int',
      requested_by: 'text',
      original_amount: 'numeric',
      requested_percentage: 'numeric',
      requested_amount: 'numeric',
      reason: 'text',
      status: 'text',
      responded_by: 'text',
      approved_by: 'text',
      approved_amount: 'numeric',
      resolved_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    rows,
    'id, case_id',
  );
  const requestIdByCase = new Map(inserted.map((row) => [row.case_id, row.id]));
  // The letter the clinic keeps for each accepted reduction, as accepting one writes it.
  const letters = asked.flatMap(({ story, i, reduction }, n) => {
    if (!reduction.accepted) return [];
    const person = people.get(story.attorney.email)!;
    const agreed = cents(reduction.balanceCents - story.reductionCents);
    return [
      {
        case_id: caseIds[i],
        clinic_id: clinic.id,
        reduction_request_id: requestIdByCase.get(caseIds[i]),
        requested_by: person.userId,
        provider_name: clinic.name,
        original_amount: cents(reduction.balanceCents),
        requested_percentage: String(reduction.percentage),
        requested_amount: rows[n].requested_amount,
        negotiation_letter: reductionLetterText({
          clinicName: clinic.name,
          caseNumber: caseNumbers[i],
          patientName: `${story.patient.firstName} ${story.patient.lastName}`,
          attorneyName: person.name,
          firmName: person.firmName,
          reason: rows[n].reason,
          originalAmount: cents(reduction.balanceCents),
          reduction: cents(story.reductionCents),
          agreedBalance: agreed,
          requestedPercentage: String(reduction.percentage),
          agreedOn: answerDay(story),
        }),
        response_received: true,
        response_date: at(answerDay(story), 18),
        final_amount: agreed,
        status: 'accepted',
        template_used: 'lien-reduction-v1',
      },
    ];
  });
  await insertRows(
    manager,
    'bill_reductions',
    {
      case_id: 'int',
      clinic_id: 'int',
      reduction_request_id: 'int',
      requested_by: 'text',
      provider_name: 'text',
      original_amount: 'numeric',
      requested_percentage: 'numeric',
      requested_amount: 'numeric',
      negotiation_letter: 'text',
      response_received: 'boolean',
      response_date: 'timestamptz',
      final_amount: 'numeric',
      status: 'text',
      template_used: 'text',
    },
    letters,
  );
  return requestIdByCase;
}

/** The clinic answers a reduction request the day after it comes (never after the payment). */
const answerDay = (story: HistoryCaseStory) => {
  const next = addDays(story.reduction!.requestedOn, 1);
  return story.payment && next > story.payment.on ? story.payment.on : next;
};

/** Each case's ledger in date order: the visits' charges, the reduction, the lien payment, the write-off at close. */
async function insertLedgers(
  manager: EntityManager,
  clinic: ClinicFacts,
  stories: HistoryCaseStory[],
  caseIds: number[],
  billIds: number[][],
  reductionIds: Map<number, number>,
  personOf: (story: HistoryCaseStory) => Person,
) {
  const rows: Record<string, unknown>[] = [];
  for (const [i, story] of stories.entries()) {
    const caseId = caseIds[i];
    const base = { case_id: caseId, clinic_id: clinic.id };
    story.visits.forEach((visit, v) =>
      rows.push({
        ...base,
        kind: 'charge',
        amount: cents(visit.cents),
        billing_id: billIds[i][v],
        description: visitDescription(
          visit.date,
          visit.procedures.map((procedure) => ({ procedureCode: procedure.code, units: procedure.units })),
        ),
        effective_date: visit.date,
        created_by: clinic.providers[(i + v) % clinic.providers.length],
        created_at: at(visit.date, 17),
      }),
    );
    if (story.reductionCents > 0) {
      const original = cents(story.reduction!.balanceCents);
      const agreed = cents(story.reduction!.balanceCents - story.reductionCents);
      rows.push({
        ...base,
        kind: 'reduction',
        amount: cents(story.reductionCents),
        reduction_request_id: reductionIds.get(caseId),
        description: `Reduction agreed: balance ${formatMoney(original)} reduced to ${formatMoney(agreed)}`,
        effective_date: answerDay(story),
        created_by: clinic.staff.id,
        created_at: at(answerDay(story), 18),
      });
    }
    if (story.payment && story.payment.cents > 0)
      rows.push({
        ...base,
        kind: 'payment',
        amount: cents(story.payment.cents),
        payment_method: 'settlement',
        reference: `${personOf(story).firmName ?? 'Counsel'} trust account`,
        description: 'Settlement payment received',
        effective_date: story.payment.on,
        created_by: clinic.staff.id,
        created_at: at(story.payment.on, 19),
      });
    if (story.closedOn && story.writeOffCents > 0)
      rows.push({
        ...base,
        kind: 'write_off',
        amount: cents(story.writeOffCents),
        description:
          story.outcome === 'lost'
            ? 'Written off at close: case closed without a recovery'
            : 'Written off at close: lien paid short from the settlement',
        effective_date: story.closedOn,
        created_by: clinic.staff.id,
        created_at: at(story.closedOn, 20),
      });
  }
  await insertRows(
    manager,
    'case_ledger_entries',
    {
      case_id: 'int',
      clinic_id: 'int',
      kind: 'text',
      amount: 'numeric',
      billing_id: 'int',
      reduction_request_id: 'int',
      payment_method: 'text',
      reference: 'text',
      description: 'text',
      effective_date: 'date',
      created_by: 'text',
      created_at: 'timestamptz',
    },
    rows,
  );
}

/** The audit trail demo-data.ts writes for cases (create, each status change), plus the settlement and the close. */
async function insertStatusHistory(
  manager: EntityManager,
  clinic: ClinicFacts,
  stories: HistoryCaseStory[],
  caseIds: number[],
  personOf: (story: HistoryCaseStory) => Person,
) {
  const staff = clinic.staff;
  const byStaff = {
    clinic_id: clinic.id,
    changed_by: staff.id,
    changed_by_role: staff.role,
    changed_by_name: staff.name,
  };
  const rows: Record<string, unknown>[] = [];
  for (const [i, story] of stories.entries()) {
    const entity = { entity_type: 'case', entity_id: String(caseIds[i]) };
    rows.push({
      ...byStaff,
      ...entity,
      action: 'create',
      new_values: { status: CaseStatus.active_treatment, caseType: story.caseType },
      changed_at: at(story.openedOn, 14),
    });
    let previous = CaseStatus.active_treatment;
    for (const change of story.statusChanges) {
      rows.push({
        ...byStaff,
        ...entity,
        action: 'update',
        old_values: { status: previous },
        new_values: { status: change.status },
        reason: statusReasons[change.status] ?? closingReason(story),
        changed_at: at(change.on, change.status === CaseStatus.closed ? 20 : 16),
      });
      previous = change.status;
    }
    if (story.settlement) {
      const person = personOf(story);
      rows.push({
        clinic_id: clinic.id,
        ...entity,
        action: 'settlement',
        changed_by: person.userId ?? staff.id,
        changed_by_role: person.userId ? Role.attorney : staff.role,
        changed_by_name: person.userId ? person.name : staff.name,
        old_values: { settlementAmount: null, settlementDate: null },
        new_values: { settlementAmount: cents(story.settlement.cents), settlementDate: story.settlement.on },
        changed_at: at(story.settlement.on, 15),
      });
    }
    if (story.closedOn)
      rows.push({
        ...byStaff,
        entity_type: 'case_ledger',
        entity_id: String(caseIds[i]),
        action: 'close',
        new_values: { balanceBefore: cents(story.writeOffCents), writeOff: cents(story.writeOffCents) },
        changed_at: at(story.closedOn, 20),
      });
  }
  rows.sort((a, b) => String(a.changed_at).localeCompare(String(b.changed_at)));
  await insertRows(
    manager,
    'audit_logs',
    {
      clinic_id: 'int',
      entity_type: 'text',
      entity_id: 'text',
      action: 'text',
      changed_by: 'text',
      changed_by_role: 'text',
      changed_by_name: 'text',
      old_values: 'jsonb',
      new_values: 'jsonb',
      reason: 'text',
      changed_at: 'timestamptz',
    },
    rows,
  );
}

const statusReasons: Partial<Record<CaseStatus, string>> = {
  [CaseStatus.attorney_review]: 'Treatment completed; records and bills sent to the attorney',
  [CaseStatus.settlement_negotiation]: 'Demand sent to the carrier',
};
const closingReason = (story: HistoryCaseStory) =>
  story.outcome === 'lost' ? 'Closed without a recovery' : 'Settled and the lien paid';
