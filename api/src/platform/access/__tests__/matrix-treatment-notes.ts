import { randomUUID } from 'node:crypto';
import { Role } from '../role';
import { byId, clinicAdminOnly, clinicAndOperator, clinicOnly, everyone, gql, listIds, type Entry } from './matrix-dsl';
import { matrixProcedureCode } from './matrix-world-notes';

const noteFields = '{ id version isLocked diagnoses { code } versions { id } }';
const draftContent = {
  noteType: 'soap',
  subjective: 'Matrix draft',
  diagnosisCodes: ['M54.2'],
  procedures: [{ code: matrixProcedureCode, units: 1, modifiers: [], diagnosisPointers: [1] }],
};
const planInput = { visitsPerWeek: 2, weeks: 4, startDate: '2026-01-05', reExamDates: [] };
/** A code no test or seed uses: each call adds its own. */
const uniqueSuffix = () => randomUUID().replace(/-/g, '').slice(0, 4).toUpperCase();

/** Treatment notes, treatment plans, diagnosis codes and the fee schedule: their entries of the authorization matrix. */
export const treatmentNotesMatrix: Record<string, Entry> = {
  'Query.treatmentNote': [
    {
      label: 'signed note',
      call: byId(`query($id: Int!) { treatmentNote(id: $id) ${noteFields} }`),
      target: 'signedNote',
      roles: everyone,
      // A draft is the clinic's alone: the case's attorney cannot tell it from a missing note.
      extraForeign: (world, role) => (role === Role.attorney ? [world.shared.home.clinical.draftNoteId] : []),
    },
  ],
  'Query.caseTreatmentNotes': [
    {
      label: 'case notes',
      call: byId('query($id: Int!) { caseTreatmentNotes(caseId: $id) { id isLocked } }'),
      target: 'case',
      roles: everyone,
      rows: { kind: 'treatmentNote', ids: listIds('caseTreatmentNotes') },
    },
  ],
  'Mutation.startTreatmentNote': [
    {
      label: 'start from appointment',
      call: byId(`mutation($id: Int!) { startTreatmentNote(appointmentId: $id) ${noteFields} }`),
      target: 'visitWithNote',
      roles: clinicOnly,
    },
  ],
  'Mutation.treatmentNoteUpdate': [
    {
      label: 'save draft',
      call: gql(
        `mutation($id: Int!, $input: TreatmentNoteInput!) { treatmentNoteUpdate(id: $id, input: $input) ${noteFields} }`,
        (a) => ({
          id: a.id,
          input: draftContent,
        }),
      ),
      target: 'draftNote',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.treatmentNoteSign': [
    {
      label: 'sign',
      call: byId(`mutation($id: Int!) { treatmentNoteSign(id: $id) ${noteFields} }`),
      target: 'draftNote',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.treatmentNoteAddendum': [
    {
      label: 'addendum',
      call: gql(
        `mutation($id: Int!) { treatmentNoteAddendum(id: $id, input: { reason: "Matrix correction" }) ${noteFields} }`,
        (a) => ({ id: a.id }),
      ),
      target: 'signedNote',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Query.caseTreatmentPlan': [
    {
      label: 'plan',
      call: byId('query($id: Int!) { caseTreatmentPlan(caseId: $id) { id progress { visitsCompleted } } }'),
      target: 'case',
      roles: clinicAndOperator,
    },
  ],
  'Mutation.treatmentPlanCreate': [
    {
      label: 'create plan',
      call: gql(
        'mutation($id: Int!, $input: TreatmentPlanInput!) { treatmentPlanCreate(caseId: $id, input: $input) { id } }',
        (a) => ({ id: a.id, input: planInput }),
      ),
      target: 'case',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.treatmentPlanUpdate': [
    {
      label: 'change plan',
      call: gql(
        'mutation($id: Int!, $input: TreatmentPlanInput!) { treatmentPlanUpdate(id: $id, input: $input) { id } }',
        (a) => ({ id: a.id, input: planInput }),
      ),
      target: 'treatmentPlan',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Query.diagnosisCodes': [
    {
      label: 'search',
      call: gql('{ diagnosisCodes(search: "cervical", first: 5) { id code } }'),
      roles: clinicOnly,
    },
  ],
  'Mutation.diagnosisCodeCreate': [
    {
      label: 'add code',
      call: gql('mutation($input: DiagnosisCodeInput!) { diagnosisCodeCreate(input: $input) { id } }', () => ({
        input: { code: `U9Z.${uniqueSuffix()}`, description: 'Matrix code' },
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Query.feeSchedule': [
    {
      label: 'schedule',
      call: gql('{ feeSchedule { id procedureCode } }'),
      roles: clinicOnly,
    },
  ],
  'Mutation.feeScheduleItemCreate': [
    {
      label: 'add line',
      call: gql('mutation($input: FeeScheduleItemInput!) { feeScheduleItemCreate(input: $input) { id } }', () => ({
        input: {
          procedureCode: `Y${uniqueSuffix()}`,
          description: 'Matrix line',
          fee: '10.00',
          defaultUnits: 1,
          isActive: false,
        },
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.feeScheduleItemUpdate': [
    {
      label: 'change line',
      call: gql(
        'mutation($id: Int!, $input: FeeScheduleItemInput!) { feeScheduleItemUpdate(id: $id, input: $input) { id } }',
        (a) => ({
          id: a.id,
          input: {
            procedureCode: matrixProcedureCode,
            description: 'Matrix adjustment',
            fee: '60.00',
            defaultUnits: 1,
            isActive: true,
          },
        }),
      ),
      target: 'feeScheduleItem',
      roles: clinicAdminOnly,
    },
  ],
};
