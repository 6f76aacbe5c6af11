import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
import type { GraphQLContext } from '../../graphql-context';
import { TreatmentNoteAddendumInput, TreatmentNoteInput, TreatmentPlanInput } from './treatment-note.inputs';
import { TreatmentNoteListItem, TreatmentNoteView, TreatmentPlanView } from './treatment-note.types';

const clinicRoles = [Role.clinic_staff, Role.clinic_admin];

/** Treatment notes (SOAP, signed and addended) and a case's treatment plan. */
@Resolver()
export class TreatmentNoteResolver {
  @Authorized()
  @Query(() => TreatmentNoteView, { description: 'A note you may read (attorneys: signed notes of their cases)' })
  treatmentNote(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.treatmentNotes.get(scope!, id);
  }

  @Authorized()
  @Query(() => [TreatmentNoteListItem], {
    description: "A case's notes, latest visit first, every version (attorneys: signed only)",
  })
  caseTreatmentNotes(@Arg('caseId', () => Int) caseId: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.treatmentNotes.listForCase(scope!, caseId);
  }

  @Authorized(...clinicRoles)
  @Mutation(() => TreatmentNoteView, {
    description: "The appointment's note: its latest version, or a new draft copied from the appointment",
  })
  startTreatmentNote(
    @Arg('appointmentId', () => Int) appointmentId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.treatmentNotes.startForAppointment(scope!, appointmentId);
  }

  @Authorized(...clinicRoles)
  @Mutation(() => TreatmentNoteView, { description: 'Saves a draft note (every field replaced)' })
  treatmentNoteUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TreatmentNoteInput) input: TreatmentNoteInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.treatmentNotes.update(scope!, id, input);
  }

  @Authorized(...clinicRoles)
  @Mutation(() => TreatmentNoteView, { description: 'Signs a draft note (a provider of the clinic): it is locked' })
  treatmentNoteSign(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.treatmentNotes.sign(scope!, id);
  }

  @Authorized(...clinicRoles)
  @Mutation(() => TreatmentNoteView, {
    description: 'Starts an addendum of a signed note: a new draft version with its content and the reason',
  })
  treatmentNoteAddendum(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TreatmentNoteAddendumInput) input: TreatmentNoteAddendumInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.treatmentNotes.addendum(scope!, id, input);
  }

  @Authorized(...clinicRoles, Role.super_admin)
  @Query(() => TreatmentPlanView, {
    nullable: true,
    description: "The case's active treatment plan (else its latest) with planned against actual visits",
  })
  caseTreatmentPlan(@Arg('caseId', () => Int) caseId: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.treatmentPlans.forCase(scope!, caseId);
  }

  @Authorized(...clinicRoles)
  @Mutation(() => TreatmentPlanView, { description: 'Adds a treatment plan to a case (one active per case)' })
  treatmentPlanCreate(
    @Arg('caseId', () => Int) caseId: number,
    @Arg('input', () => TreatmentPlanInput) input: TreatmentPlanInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.treatmentPlans.create(scope!, caseId, input);
  }

  @Authorized(...clinicRoles)
  @Mutation(() => TreatmentPlanView, { description: 'Changes a treatment plan (every field replaced)' })
  treatmentPlanUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TreatmentPlanInput) input: TreatmentPlanInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.treatmentPlans.update(scope!, id, input);
  }
}
