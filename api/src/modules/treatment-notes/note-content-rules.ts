import type { EntityManager } from 'typeorm';
import type { FieldError } from '../../platform/errors';
import { activeFeeItems } from '../clinical-codes/fee-schedule.service';
import { usableCodes } from '../clinical-codes/diagnosis-code.service';
import type { NoteProcedure } from './treatment-note.entity';

export interface NoteCoding {
  diagnosisCodes: string[];
  procedures: NoteProcedure[];
}

/**
 * What is wrong with a note's codes, each problem naming its field: diagnoses the clinic may use
 * (shipped or its own), procedures of its active fee schedule, pointers to diagnoses the note has.
 * To sign, a note needs a diagnosis, a procedure, and every procedure pointing to a diagnosis.
 */
export async function codingProblems(
  manager: EntityManager,
  clinicId: number,
  coding: NoteCoding,
  { toSign }: { toSign: boolean },
): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  const { diagnosisCodes, procedures } = coding;
  const seen = new Set<string>();
  for (const code of diagnosisCodes) {
    if (seen.has(code)) problems.push({ field: 'diagnosisCodes', message: `Diagnosis code ${code} is listed twice` });
    seen.add(code);
  }
  const known = new Set((await usableCodes(manager, clinicId, diagnosisCodes)).map((entry) => entry.code));
  for (const code of seen)
    if (!known.has(code))
      problems.push({ field: 'diagnosisCodes', message: `Diagnosis code ${code} is not in the clinic’s code list` });

  const fees = await activeFeeItems(
    manager,
    clinicId,
    procedures.map((procedure) => procedure.code),
  );
  procedures.forEach((procedure, index) => {
    const field = `procedures.${index}`;
    if (!fees.has(procedure.code))
      problems.push({
        field: `${field}.code`,
        message: `Procedure code ${procedure.code} is not in the clinic’s active fee schedule`,
      });
    if (new Set(procedure.diagnosisPointers).size !== procedure.diagnosisPointers.length)
      problems.push({
        field: `${field}.diagnosisPointers`,
        message: `Procedure ${procedure.code} points to the same diagnosis twice`,
      });
    for (const pointer of procedure.diagnosisPointers)
      if (pointer > diagnosisCodes.length)
        problems.push({
          field: `${field}.diagnosisPointers`,
          message: `Procedure ${procedure.code} points to diagnosis ${pointer}, but the note has ${diagnosisCodes.length}`,
        });
    if (toSign && procedure.diagnosisPointers.length === 0)
      problems.push({
        field: `${field}.diagnosisPointers`,
        message: `Procedure ${procedure.code} must point to at least one diagnosis before signing`,
      });
  });
  if (toSign && diagnosisCodes.length === 0)
    problems.push({ field: 'diagnosisCodes', message: 'Add at least one diagnosis code before signing' });
  if (toSign && procedures.length === 0)
    problems.push({ field: 'procedures', message: 'Add at least one procedure before signing' });
  return problems;
}
