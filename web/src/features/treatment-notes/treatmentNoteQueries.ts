import { graphql } from '../../gql';

export const TreatmentNoteFields = graphql(`
  fragment TreatmentNoteFields on TreatmentNote {
    id
    version
    isLocked
    signedAt
    signedByName
    addendumReason
    createdAt
    updatedAt
    appointmentId
    visitStart
    patientId
    patientName
    caseId
    caseNumber
    providerName
    noteType
    subjective
    objective
    assessment
    plan
    painScale
    vitalSigns {
      bloodPressureSystolic
      bloodPressureDiastolic
      pulse
      respiratoryRate
      temperatureF
      heightIn
      weightLb
    }
    treatmentsProvided
    diagnoses {
      code
      description
    }
    procedures {
      code
      description
      units
      modifiers
      diagnosisPointers
    }
    originalNoteId
    versions {
      id
      version
      isLocked
      signedAt
      signedByName
      addendumReason
      createdAt
    }
  }
`);

export const TreatmentNoteQuery = graphql(`
  query TreatmentNote($id: Int!) {
    treatmentNote(id: $id) {
      ...TreatmentNoteFields
    }
  }
`);

export const StartTreatmentNoteMutation = graphql(`
  mutation StartTreatmentNote($appointmentId: Int!) {
    startTreatmentNote(appointmentId: $appointmentId) {
      ...TreatmentNoteFields
    }
  }
`);

export const TreatmentNoteUpdateMutation = graphql(`
  mutation TreatmentNoteUpdate($id: Int!, $input: TreatmentNoteInput!) {
    treatmentNoteUpdate(id: $id, input: $input) {
      ...TreatmentNoteFields
    }
  }
`);

export const TreatmentNoteSignMutation = graphql(`
  mutation TreatmentNoteSign($id: Int!) {
    treatmentNoteSign(id: $id) {
      ...TreatmentNoteFields
    }
  }
`);

export const TreatmentNoteAddendumMutation = graphql(`
  mutation TreatmentNoteAddendum($id: Int!, $input: TreatmentNoteAddendumInput!) {
    treatmentNoteAddendum(id: $id, input: $input) {
      ...TreatmentNoteFields
    }
  }
`);

export const DiagnosisCodeSearchQuery = graphql(`
  query DiagnosisCodeSearch($search: String, $first: Int!) {
    diagnosisCodes(search: $search, first: $first) {
      id
      code
      description
      isClinicCode
    }
  }
`);

export const NoteFeeScheduleQuery = graphql(`
  query NoteFeeSchedule {
    feeSchedule {
      id
      procedureCode
      description
      fee
      defaultUnits
    }
  }
`);

export const CaseTreatmentNotesQuery = graphql(`
  query CaseTreatmentNotes($caseId: Int!) {
    caseTreatmentNotes(caseId: $caseId) {
      id
      version
      isLocked
      signedAt
      signedByName
      addendumReason
      createdAt
      visitStart
      providerName
      noteType
      diagnosisCodes
      painScale
    }
  }
`);

export const TreatmentPlanFields = graphql(`
  fragment TreatmentPlanFields on TreatmentPlan {
    id
    caseId
    visitsPerWeek
    weeks
    startDate
    reExamDates
    goals
    status
    progress {
      visitsPlannedTotal
      visitsPlannedToDate
      visitsCompleted
      reExamsDue
      reExamsDone
      nextReExamDate
      endDate
    }
  }
`);

export const CaseTreatmentPlanQuery = graphql(`
  query CaseTreatmentPlan($caseId: Int!) {
    caseTreatmentPlan(caseId: $caseId) {
      ...TreatmentPlanFields
    }
  }
`);

export const TreatmentPlanCreateMutation = graphql(`
  mutation TreatmentPlanCreate($caseId: Int!, $input: TreatmentPlanInput!) {
    treatmentPlanCreate(caseId: $caseId, input: $input) {
      ...TreatmentPlanFields
    }
  }
`);

export const TreatmentPlanUpdateMutation = graphql(`
  mutation TreatmentPlanUpdate($id: Int!, $input: TreatmentPlanInput!) {
    treatmentPlanUpdate(id: $id, input: $input) {
      ...TreatmentPlanFields
    }
  }
`);
