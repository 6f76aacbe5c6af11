import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../platform/graphql/scalars';
import { noteTypes, type NoteType } from './treatment-note.entity';
import { treatmentPlanStatuses, type TreatmentPlanStatus } from './treatment-plan.entity';

export const NoteTypeEnum = Object.fromEntries(noteTypes.map((type) => [type, type])) as { [K in NoteType]: K };
registerEnumType(NoteTypeEnum, {
  name: 'TreatmentNoteType',
  description: 'SOAP visit, initial exam, re-exam or discharge',
});

export const TreatmentPlanStatusEnum = Object.fromEntries(treatmentPlanStatuses.map((status) => [status, status])) as {
  [K in TreatmentPlanStatus]: K;
};
registerEnumType(TreatmentPlanStatusEnum, { name: 'TreatmentPlanStatus' });

@ObjectType({ description: 'Vital signs as recorded; each may be missing' })
export class VitalSignsView {
  @Field(() => Int, { nullable: true }) bloodPressureSystolic?: number | null;
  @Field(() => Int, { nullable: true }) bloodPressureDiastolic?: number | null;
  @Field(() => Int, { nullable: true }) pulse?: number | null;
  @Field(() => Int, { nullable: true }) respiratoryRate?: number | null;
  @Field(() => Float, { nullable: true }) temperatureF?: number | null;
  @Field(() => Float, { nullable: true }) heightIn?: number | null;
  @Field(() => Float, { nullable: true }) weightLb?: number | null;
}

@ObjectType({ description: 'A diagnosis of the note, in pointer order (1 is the first)' })
export class NoteDiagnosisView {
  @Field(() => String) code: string;
  @Field(() => String, { nullable: true, description: 'Null when the code is no longer in the list' })
  description: string | null;
}

@ObjectType({ description: 'A procedure performed at the visit, from the clinic’s fee schedule' })
export class NoteProcedureView {
  @Field(() => String) code: string;
  @Field(() => String, { nullable: true, description: "The fee schedule's description" }) description: string | null;
  @Field(() => Int) units: number;
  @Field(() => [String]) modifiers: string[];
  @Field(() => [Int], { description: '1-based positions in the diagnoses' }) diagnosisPointers: number[];
}

@ObjectType({ description: 'One version of a note, for its history' })
export class TreatmentNoteVersionView {
  @Field(() => Int) id: number;
  @Field(() => Int) version: number;
  @Field(() => Boolean) isLocked: boolean;
  @Field(() => Date, { nullable: true }) signedAt: Date | null;
  @Field(() => String, { nullable: true }) signedByName: string | null;
  @Field(() => String, { nullable: true }) addendumReason: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('TreatmentNote', {
  description: 'A SOAP note of a visit. Signed notes never change; a correction is an addendum (a new version)',
})
export class TreatmentNoteView extends TreatmentNoteVersionView {
  @Field(() => Int) appointmentId: number;
  @Field(() => Date, { description: 'When the visit was scheduled to start (the date of service)' })
  visitStart: Date;
  @Field(() => Int) patientId: number;
  @Field(() => String) patientName: string;
  @Field(() => Int, { nullable: true }) caseId: number | null;
  @Field(() => String, { nullable: true }) caseNumber: string | null;
  @Field(() => String) providerId: string;
  @Field(() => String) providerName: string;
  @Field(() => NoteTypeEnum) noteType: NoteType;
  @Field(() => String, { nullable: true }) subjective: string | null;
  @Field(() => String, { nullable: true }) objective: string | null;
  @Field(() => String, { nullable: true }) assessment: string | null;
  @Field(() => String, { nullable: true }) plan: string | null;
  @Field(() => Int, { nullable: true, description: '0 (none) to 10 (worst)' }) painScale: number | null;
  @Field(() => VitalSignsView) vitalSigns: VitalSignsView;
  @Field(() => String, { nullable: true }) treatmentsProvided: string | null;
  @Field(() => [NoteDiagnosisView]) diagnoses: NoteDiagnosisView[];
  @Field(() => [NoteProcedureView]) procedures: NoteProcedureView[];
  @Field(() => Int, { nullable: true, description: 'The first version (null on the first version itself)' })
  originalNoteId: number | null;
  @Field(() => Date) updatedAt: Date;
  @Field(() => [TreatmentNoteVersionView], { description: 'Every version of this note you may read, oldest first' })
  versions: TreatmentNoteVersionView[];
}

@ObjectType({ description: 'A note in a case’s list' })
export class TreatmentNoteListItem extends TreatmentNoteVersionView {
  @Field(() => Date) visitStart: Date;
  @Field(() => String) providerName: string;
  @Field(() => NoteTypeEnum) noteType: NoteType;
  @Field(() => [String]) diagnosisCodes: string[];
  @Field(() => Int, { nullable: true }) painScale: number | null;
}

@ObjectType({ description: 'Planned against actual visits of a treatment plan, today in the clinic’s time zone' })
export class TreatmentPlanProgress {
  @Field(() => Int, { description: 'visits per week × weeks' }) visitsPlannedTotal: number;
  @Field(() => Int, { description: 'Visits the plan calls for from its start to today' }) visitsPlannedToDate: number;
  @Field(() => Int, { description: "The case's completed appointments since the plan's start" })
  visitsCompleted: number;
  @Field(() => Int, { description: 'Re-exam dates on or before today' }) reExamsDue: number;
  @Field(() => Int, { description: 'Completed re-exam appointments since the start' }) reExamsDone: number;
  @Field(() => LocalDate, { nullable: true }) nextReExamDate: string | null;
  @Field(() => LocalDate) endDate: string;
}

@ObjectType('TreatmentPlan', { description: 'A case’s plan of care; one active per case' })
export class TreatmentPlanView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => Int) visitsPerWeek: number;
  @Field(() => Int) weeks: number;
  @Field(() => LocalDate) startDate: string;
  @Field(() => [LocalDate]) reExamDates: string[];
  @Field(() => String, { nullable: true }) goals: string | null;
  @Field(() => TreatmentPlanStatusEnum) status: TreatmentPlanStatus;
  @Field(() => TreatmentPlanProgress) progress: TreatmentPlanProgress;
}
