import type { TreatmentNoteFieldsFragment, TreatmentNoteInput, TreatmentNoteType } from '../../gql/graphql';

export const vitalSignFields = [
  { name: 'bloodPressureSystolic', label: 'BP systolic', whole: true },
  { name: 'bloodPressureDiastolic', label: 'BP diastolic', whole: true },
  { name: 'pulse', label: 'Pulse (bpm)', whole: true },
  { name: 'respiratoryRate', label: 'Respirations (/min)', whole: true },
  { name: 'temperatureF', label: 'Temperature (°F)', whole: false },
  { name: 'heightIn', label: 'Height (in)', whole: false },
  { name: 'weightLb', label: 'Weight (lb)', whole: false },
] as const;

export type VitalSignName = (typeof vitalSignFields)[number]['name'];

export interface DiagnosisValue {
  code: string;
  description: string | null;
}

export interface ProcedureValue {
  code: string;
  units: string;
  /** Comma- or space-separated, e.g. "GP, 59". */
  modifiers: string;
  diagnosisPointers: number[];
}

/** The editor's form: texts as typed, numbers as text until sent. */
export interface NoteValues {
  noteType: TreatmentNoteType;
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
  painScale: number | null;
  vitalSigns: Record<VitalSignName, string>;
  treatmentsProvided: string;
  diagnoses: DiagnosisValue[];
  procedures: ProcedureValue[];
}

export const noteTypeLabels: Record<TreatmentNoteType, string> = {
  soap: 'SOAP visit',
  initial_exam: 'Initial exam',
  re_exam: 'Re-exam',
  discharge: 'Discharge',
};

export function noteValuesOf(note: TreatmentNoteFieldsFragment): NoteValues {
  const vitals = note.vitalSigns as Record<VitalSignName, number | null | undefined>;
  return {
    noteType: note.noteType,
    subjective: note.subjective ?? '',
    objective: note.objective ?? '',
    assessment: note.assessment ?? '',
    plan: note.plan ?? '',
    painScale: note.painScale ?? null,
    vitalSigns: Object.fromEntries(
      vitalSignFields.map(({ name }) => [
        name,
        vitals[name] === null || vitals[name] === undefined ? '' : String(vitals[name]),
      ]),
    ) as Record<VitalSignName, string>,
    treatmentsProvided: note.treatmentsProvided ?? '',
    diagnoses: note.diagnoses.map(({ code, description }) => ({ code, description: description ?? null })),
    procedures: note.procedures.map((procedure) => ({
      code: procedure.code,
      units: String(procedure.units),
      modifiers: procedure.modifiers.join(', '),
      diagnosisPointers: procedure.diagnosisPointers,
    })),
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The input the server takes; the server checks every value and names the field it refuses. */
export function noteInputOf(values: NoteValues): TreatmentNoteInput {
  return {
    noteType: values.noteType,
    subjective: textOrNull(values.subjective),
    objective: textOrNull(values.objective),
    assessment: textOrNull(values.assessment),
    plan: textOrNull(values.plan),
    painScale: values.painScale,
    vitalSigns: Object.fromEntries(
      vitalSignFields.map(({ name }) => [name, numberOrNull(values.vitalSigns[name])]),
    ) as TreatmentNoteInput['vitalSigns'],
    treatmentsProvided: textOrNull(values.treatmentsProvided),
    diagnosisCodes: values.diagnoses.map((diagnosis) => diagnosis.code),
    procedures: values.procedures.map((procedure) => ({
      code: procedure.code,
      units: Number(procedure.units),
      modifiers: procedure.modifiers
        .split(/[\s,]+/)
        .map((modifier) => modifier.trim().toUpperCase())
        .filter(Boolean),
      diagnosisPointers: procedure.diagnosisPointers,
    })),
  };
}

/**
 * Removing a diagnosis moves the ones after it up a place: procedures keep pointing at the same
 * diagnoses, and pointers to the removed one go.
 */
export function withoutDiagnosis(values: NoteValues, index: number): Pick<NoteValues, 'diagnoses' | 'procedures'> {
  const removed = index + 1;
  return {
    diagnoses: values.diagnoses.filter((_, position) => position !== index),
    procedures: values.procedures.map((procedure) => ({
      ...procedure,
      diagnosisPointers: procedure.diagnosisPointers
        .filter((pointer) => pointer !== removed)
        .map((pointer) => (pointer > removed ? pointer - 1 : pointer)),
    })),
  };
}
