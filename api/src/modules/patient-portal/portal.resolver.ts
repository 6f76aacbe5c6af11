import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { Role } from '../../platform/access/role';
import { UnauthenticatedError } from '../../platform/errors';
import { requireSessionCookie } from '../../platform/graphql/context';
import { challengeView } from '../sign-in/super-admin/super-admin-sign-in.resolver';
import {
  SecondFactorChallenge,
  SecondFactorInput,
  SuperAdminSignedIn,
} from '../sign-in/super-admin/super-admin-sign-in.types';
import {
  PortalAcceptInput,
  PortalInviteInput,
  PortalMessageSendInput,
  PortalPreferencesInput,
  PortalSignInInput,
} from './portal.input';
import {
  PortalAccessView,
  PortalAppointmentChange,
  PortalAppointmentView,
  PortalDocumentShare,
  PortalDocumentView,
  PortalInvitationPreview,
  PortalInviteResult,
  PortalMessageView,
  PortalProfileView,
  PortalStatementView,
} from './portal.type';

const clinic = [Role.clinic_staff, Role.clinic_admin];

/** The patient's portal: the clinic's invitations, the sign-in with a second factor, and the patient's own views. */
@Resolver()
export class PortalResolver {
  // --- the clinic's side ---------------------------------------------------------------------

  @Authorized(clinic)
  @Query(() => PortalAccessView, { nullable: true, description: "A patient's portal access (the patient's clinic)" })
  portalAccess(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('patientId', () => Int) patientId: number,
  ): Promise<PortalAccessView | null> {
    return services.portalAccess.forPatient(scope!, patientId);
  }

  @Authorized(clinic)
  @Mutation(() => PortalInviteResult, { description: 'Invites a patient to the portal by e-mail or SMS' })
  portalInvite(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => PortalInviteInput) input: PortalInviteInput,
  ): Promise<PortalInviteResult> {
    return services.portalAccess.invite(scope!, input.patientId, input.channel);
  }

  @Authorized(clinic)
  @Mutation(() => PortalAccessView, { description: "Turns a patient's portal access off; their sessions end" })
  portalDeactivate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('patientId', () => Int) patientId: number,
  ): Promise<PortalAccessView> {
    return services.portalAccess.deactivate(scope!, patientId);
  }

  @Authorized(clinic)
  @Mutation(() => PortalDocumentShare, {
    description: "Shares one of the clinic's documents with the patient, or stops",
  })
  documentShareWithPatient(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('shared', () => Boolean) shared: boolean,
  ): Promise<PortalDocumentShare> {
    return services.portal.shareDocument(scope!, id, shared);
  }

  @Authorized(clinic)
  @Subscription(() => PortalAppointmentChange, {
    description: "Appointments patients confirm or cancel in the portal, live on the clinic's schedule",
    subscribe: ({ context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.portal.subscribeAppointmentChanges(scope);
    },
  })
  portalAppointmentChanged(@Root() change: PortalAppointmentChange): PortalAppointmentChange {
    return change;
  }

  // --- signing in (public) -------------------------------------------------------------------

  @Query(() => PortalInvitationPreview, {
    description: 'What a portal invitation link is: whose, and whether it works',
  })
  portalInvitation(
    @Ctx() { services }: GraphQLContext,
    @Arg('code', () => String) code: string,
  ): Promise<PortalInvitationPreview> {
    return services.portalAccess.preview(code);
  }

  @Mutation(() => SecondFactorChallenge, {
    description: 'Accepts a portal invitation with a password; the second factor is set up next',
  })
  async portalAccept(
    @Arg('input', () => PortalAcceptInput) input: PortalAcceptInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SecondFactorChallenge> {
    const sessionCookie = requireSessionCookie(context);
    const { token, challenge } = await context.services.portalAccess.accept(
      input,
      context.meta,
      sessionCookie.currentSessionId,
    );
    sessionCookie.set(token);
    return challengeView(challenge);
  }

  @Mutation(() => SecondFactorChallenge, { description: "The portal's password step; the second factor follows" })
  async portalSignIn(
    @Arg('input', () => PortalSignInInput) input: PortalSignInInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SecondFactorChallenge> {
    const sessionCookie = requireSessionCookie(context);
    const { token, challenge } = await context.services.portalAccess.signIn(
      input,
      context.meta,
      sessionCookie.currentSessionId,
    );
    sessionCookie.set(token);
    return challengeView(challenge);
  }

  @Mutation(() => SuperAdminSignedIn, { description: "The portal's second factor; on success the session is verified" })
  async portalVerify(
    @Arg('input', () => SecondFactorInput) input: SecondFactorInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SuperAdminSignedIn> {
    const sessionCookie = requireSessionCookie(context);
    const verified = await context.services.portalAccess.verify(sessionCookie.currentSessionId, input, context.meta);
    sessionCookie.set(verified.token);
    return {
      user: await context.services.users.byIdForSession(verified.userId),
      recoveryCodes: verified.recoveryCodes,
    };
  }

  // --- the patient's own views (the patient allow-list) ---------------------------------------

  @Authorized(Role.patient)
  @Query(() => PortalProfileView, { description: 'The signed-in patient, their clinic and their preferences' })
  portalMe(@Ctx() { scope, services }: GraphQLContext): Promise<PortalProfileView> {
    return services.portal.me(scope!);
  }

  @Authorized(Role.patient)
  @Mutation(() => PortalProfileView, { description: "The patient's language and notification choices" })
  portalPreferencesUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => PortalPreferencesInput) input: PortalPreferencesInput,
  ): Promise<PortalProfileView> {
    return services.portal.updatePreferences(scope!, input);
  }

  @Authorized(Role.patient)
  @Query(() => [PortalAppointmentView], { description: "The patient's upcoming (or past) appointments" })
  portalAppointments(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('past', () => Boolean, { defaultValue: false }) past: boolean,
  ): Promise<PortalAppointmentView[]> {
    return services.portal.appointments(scope!, past);
  }

  @Authorized(Role.patient)
  @Mutation(() => PortalAppointmentView, { description: 'The patient confirms an appointment (until 24 h before)' })
  portalAppointmentConfirm(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<PortalAppointmentView> {
    return services.portal.confirmAppointment(scope!, id);
  }

  @Authorized(Role.patient)
  @Mutation(() => PortalAppointmentView, { description: 'The patient cancels an appointment (until 24 h before)' })
  portalAppointmentCancel(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<PortalAppointmentView> {
    return services.portal.cancelAppointment(scope!, id);
  }

  @Authorized(Role.patient)
  @Query(() => [PortalDocumentView], { description: 'The documents the clinic shared with the patient' })
  portalDocuments(@Ctx() { scope, services }: GraphQLContext): Promise<PortalDocumentView[]> {
    return services.portal.documents(scope!);
  }

  @Authorized(Role.patient)
  @Query(() => PortalStatementView, { description: "The patient's statement and balance" })
  portalStatement(@Ctx() { scope, services }: GraphQLContext): Promise<PortalStatementView> {
    return services.portal.statement(scope!);
  }

  @Authorized(Role.patient)
  @Query(() => [PortalMessageView], { description: 'Messages between the patient and their clinic, newest first' })
  portalMessages(@Ctx() { scope, services }: GraphQLContext): Promise<PortalMessageView[]> {
    return services.portal.messages(scope!);
  }

  @Authorized(Role.patient)
  @Mutation(() => PortalMessageView, { description: 'The patient writes to their clinic' })
  portalMessageSend(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => PortalMessageSendInput) input: PortalMessageSendInput,
  ): Promise<PortalMessageView> {
    return services.portal.sendMessage(scope!, input);
  }
}
