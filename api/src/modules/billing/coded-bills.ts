import type { EntityManager } from 'typeorm';
import { afterCommit } from '../../db/after-commit';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub } from '../../platform/events/live-hub';
import { fromCents, toCents } from '../../platform/money';
import { caseFactsForWrite } from '../cases/case-facts';
import type { NoteProcedure } from '../treatment-notes/treatment-note.entity';
import { postBillCharge } from './bill-charge';
import { BillingStatus } from './billing.enums';
import { usDate } from './invoice-document';
import { allocateInvoiceNumber } from './invoice-number';

/** The bill a signed note raised: enough for the caller to name it. */
export interface CodedBill {
  id: number;
  invoiceNumber: string;
  amount: string;
  status: BillingStatus;
}

interface SignedNoteFacts {
  id: number;
  clinicId: number;
  caseId: number | null;
  isLocked: boolean;
  originalNoteId: number | null;
  providerId: string;
  diagnosisCodes: string[];
  procedureCodes: NoteProcedure[];
  /** The appointment's day in the clinic's time zone. */
  serviceDate: string;
}

interface PricedLine {
  procedureCode: string;
  description: string;
  modifiers: string[];
  units: number;
  unitFee: string;
  amount: string;
  diagnosisCodes: string[];
}

const existingBillSql = `SELECT id, invoice_number AS "invoiceNumber", amount::text AS amount, status
                           FROM billing WHERE treatment_note_id = $1`;

async function billOfNote(manager: EntityManager, noteId: number): Promise<CodedBill | null> {
  const [bill] = (await manager.query(existingBillSql, [noteId])) as CodedBill[];
  return bill ?? null;
}

/** "Visit of 11/20/2026: 98941, 97140 ×2" */
export function visitDescription(serviceDate: string, lines: readonly Pick<PricedLine, 'procedureCode' | 'units'>[]) {
  const codes = lines.map((line) => (line.units > 1 ? `${line.procedureCode} ×${line.units}` : line.procedureCode));
  return `Visit of ${usDate(serviceDate)}: ${codes.join(', ')}`;
}

/** Each procedure priced from the clinic's fee schedule as it stands now, with the diagnoses its pointers name. */
async function priceProcedures(manager: EntityManager, note: SignedNoteFacts): Promise<PricedLine[]> {
  const codes = note.procedureCodes.map((procedure) => procedure.code);
  const schedule = new Map(
    (
      (await manager.query(
        `SELECT procedure_code AS code, description, fee::text AS fee FROM fee_schedule
          WHERE clinic_id = $1 AND procedure_code = ANY($2) AND is_active`,
        [note.clinicId, codes],
      )) as { code: string; description: string; fee: string }[]
    ).map((item) => [item.code, item]),
  );
  return note.procedureCodes.map((procedure, index) => {
    const item = schedule.get(procedure.code);
    const field = `procedureCodes.${index}`;
    if (!item) throw InputError.field(field, `${procedure.code} is not an active code of the clinic's fee schedule`);
    const diagnosisCodes = procedure.diagnosisPointers.map((pointer) => {
      const code = note.diagnosisCodes[pointer - 1];
      if (!code)
        throw InputError.field(field, `${procedure.code} points to diagnosis ${pointer}, which the note lacks`);
      return code;
    });
    return {
      procedureCode: procedure.code,
      description: item.description,
      modifiers: procedure.modifiers ?? [],
      units: procedure.units,
      unitFee: item.fee,
      amount: fromCents(toCents(item.fee) * BigInt(procedure.units)),
      diagnosisCodes,
    };
  });
}

/**
 * The bill of a signed note, inside the caller's transaction (the notes' sign operation): each
 * procedure priced from the fee schedule at that moment, one bill with its coded lines, charged to
 * the case ledger the way every bill is (`postBillCharge`). Idempotent: the case row is locked before
 * looking for the note's bill, so concurrent calls queue and the later one returns the first's bill.
 * Returns null when there is nothing to bill: a note without a case (not billed to a lien) or without
 * procedures. An addendum raises nothing: it answers its original note's bill (decision 167).
 * With `live`, the new bill (and the ledger it charged) is announced once the caller's transaction commits.
 */
export async function raiseBillForSignedNote(
  manager: EntityManager,
  noteId: number,
  actor: Scope,
  live?: Pick<LiveHub, 'publish'>,
): Promise<CodedBill | null> {
  const [note] = (await manager.query(
    `SELECT n.id, n.clinic_id AS "clinicId", n.case_id AS "caseId", n.is_locked AS "isLocked",
            n.original_note_id AS "originalNoteId", n.provider_id AS "providerId",
            n.diagnosis_codes AS "diagnosisCodes", n.procedure_codes AS "procedureCodes",
            to_char(a.scheduled_start AT TIME ZONE cl.time_zone, 'YYYY-MM-DD') AS "serviceDate"
       FROM treatment_notes n
       JOIN appointments a ON a.id = n.appointment_id
       JOIN clinics cl ON cl.id = n.clinic_id
      WHERE n.id = $1`,
    [noteId],
  )) as SignedNoteFacts[];
  if (!note) throw new NotFoundError('Treatment note');
  if (!note.isLocked) throw new ConflictError('Only a signed note raises a bill', 'noteId');
  if (note.caseId === null) return null;

  // Locked: concurrent calls for this note (and any posting on this ledger) queue here.
  const record = await caseFactsForWrite(manager, actor, note.caseId, { lock: true });
  if (!record || record.clinicId !== note.clinicId) throw new NotFoundError('Treatment note');
  const existing = await billOfNote(manager, note.originalNoteId ?? note.id);
  if (existing || note.originalNoteId !== null || note.procedureCodes.length === 0) return existing;

  const lines = await priceProcedures(manager, note);
  const amount = fromCents(lines.reduce((sum, line) => sum + toCents(line.amount), 0n));
  // A closed ledger takes no more charges: the bill waits as the clinic's draft (decision 166).
  const status = record.ledgerClosedAt ? BillingStatus.pending : BillingStatus.submitted;
  const description = visitDescription(note.serviceDate, lines);
  const [bill] = (await manager.query(
    `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, description, status, treatment_note_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, invoice_number AS "invoiceNumber", amount::text AS amount, status`,
    [
      record.caseId,
      record.clinicId,
      await allocateInvoiceNumber(manager, record.clinicId, Number(note.serviceDate.slice(0, 4))),
      amount,
      description,
      status,
      note.id,
    ],
  )) as CodedBill[];
  await manager.query(
    `INSERT INTO billing_lines (billing_id, clinic_id, case_id, treatment_note_id, line_number, service_date,
                                procedure_code, description, modifiers, units, unit_fee, amount, diagnosis_codes, provider_id)
     SELECT $1, $2, $3, $4, l.n, $5::date, l.code, l.description, string_to_array(l.modifiers, ','), l.units,
            l.unit_fee, l.amount, string_to_array(l.diagnoses, ','), $6
       FROM unnest($7::text[], $8::text[], $9::text[], $10::int[], $11::numeric[], $12::numeric[], $13::text[])
            WITH ORDINALITY AS l(code, description, modifiers, units, unit_fee, amount, diagnoses, n)`,
    [
      bill.id,
      record.clinicId,
      record.caseId,
      note.id,
      note.serviceDate,
      note.providerId,
      lines.map((line) => line.procedureCode),
      lines.map((line) => line.description),
      lines.map((line) => line.modifiers.join(',')),
      lines.map((line) => line.units),
      lines.map((line) => line.unitFee),
      lines.map((line) => line.amount),
      lines.map((line) => line.diagnosisCodes.join(',')),
    ],
  );
  if (status === BillingStatus.submitted)
    await postBillCharge(manager, actor, {
      id: bill.id,
      caseId: record.caseId,
      clinicId: record.clinicId,
      value: amount,
      description,
    });
  await writeAudit(manager, actor, {
    entityType: 'billing',
    entityId: bill.id,
    action: 'create',
    clinicId: record.clinicId,
    newValues: {
      caseId: record.caseId,
      treatmentNoteId: note.id,
      invoiceNumber: bill.invoiceNumber,
      amount,
      status,
      lines: lines.length,
    },
  });
  if (live) {
    afterCommit(manager, () => live.publish({ type: 'billing.changed', id: bill.id }));
    if (status === BillingStatus.submitted)
      afterCommit(manager, () => live.publish({ type: 'ledger.changed', id: record.caseId }));
  }
  return bill;
}
