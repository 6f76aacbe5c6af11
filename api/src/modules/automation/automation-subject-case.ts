import type { EntityManager } from 'typeorm';
import type { AutomationSubject } from './automation-action';

export interface SubjectCase {
  id: number;
  caseNumber: string;
  clinicId: number;
  patientId: number;
  attorneyId: number | null;
}

/** The subject's case, read within its clinic; an action on a subject without one fails with this message. */
export async function subjectCase(manager: EntityManager, subject: AutomationSubject): Promise<SubjectCase> {
  if (subject.caseId === null) throw new Error(`The ${subject.recordType} ${subject.recordId} has no case`);
  const [row] = (await manager.query(
    `SELECT id, case_number AS "caseNumber", clinic_id AS "clinicId", patient_id AS "patientId", attorney_id AS "attorneyId"
       FROM cases WHERE id = $1 AND clinic_id = $2`,
    [subject.caseId, subject.clinicId],
  )) as SubjectCase[];
  if (!row) throw new Error(`Case ${subject.caseId} no longer exists`);
  return row;
}

/** A template's text with `{case_number}` filled in (the only placeholder: never PHI). */
export const fillTemplate = (template: string, record: SubjectCase) =>
  template.replaceAll('{case_number}', record.caseNumber).trim();

/** The problems of a required template of at most `max` characters. */
export function templateProblems(
  template: string | null,
  what: string,
  max: number,
): { field: 'target' | 'template'; message: string }[] {
  const text = template?.trim() ?? '';
  if (!text) return [{ field: 'template', message: `${what} is required` }];
  if (text.length > max) return [{ field: 'template', message: `${what} is at most ${max} characters` }];
  return [];
}
