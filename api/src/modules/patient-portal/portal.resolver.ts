import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { Role } from '../../platform/access/role';
import { UnauthenticatedError } from '../../platform/errors';
import { requireSessionCookie } from '../../platform/graphql/context';
import { challengeView } from '../sign-in/super-admin/super-admin-sign-in.resolver';
import { SecondFactorInput, SuperAdminSignedIn } from '../sign-in/super-admin/super-admin-sign-in.types';
import type { PortalChallenge as Challenge } from './portal-access.service';
import type { PortalLiveMessage } from './portal.service';
import { PortalFamilyPermission } from './portal.enums';
import {
  PortalAcceptInput,
  PortalEmailCodeInput,
  PortalFamilyGrantInput,
  PortalInviteInput,
  PortalMessageSendInput,
  PortalPreferencesInput,
  PortalSignInInput,
} from './portal.input';
import {
  PortalAccessView,
  PortalChallenge,
  PortalChallengeStep,
  PortalEmailCodeSent,
  PortalFamilyGrantResult,
  PortalFamilyMemberView,
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

const portalChallengeView = (challenge: Challenge): PortalChallenge =>
  challenge.step === 'email'
    ? { step: PortalChallengeStep.email, enrollment: null, emailSentTo: challenge.sentTo }
    : { ...challengeView(challenge), step: challenge.step as PortalChallengeStep, emailSentTo: null };

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

  @Mutation(() => PortalChallenge, {
    description:
      "Accepts a portal invitation (the patient's or a family member's) with a password; the second factor is set up next",
  })
  async portalAccept(
    @Arg('input', () => PortalAcceptInput) input: PortalAcceptInput,
    @Ctx() context: GraphQLContext,
  ): Promise<PortalChallenge> {
    const sessionCookie = requireSessionCookie(context);
    const { token, challenge } = await context.services.portalAccess.accept(
      input,
      context.meta,
      sessionCookie.currentSessionId,
    );
    sessionCookie.set(token);
    return portalChallengeView(challenge);
  }

  @Mutation(() => PortalChallenge, { description: "The portal's password step; the second factor follows" })
  async portalSignIn(
    @Arg('input', () => PortalSignInInput) input: PortalSignInInput,
    @Ctx() context: GraphQLContext,
  ): Promise<PortalChallenge> {
    const sessionCookie = requireSessionCookie(context);
    const { token, challenge } = await context.services.portalAccess.signIn(
      input,
      context.meta,
      sessionCookie.currentSessionId,
    );
    sessionCookie.set(token);
    return portalChallengeView(challenge);
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

  @Mutation(() => PortalEmailCodeSent, {
    description: 'E-mails a 6-digit sign-in code, on the pending portal session (setup, or a new code)',
  })
  async portalEmailCodeSend(@Ctx() context: GraphQLContext): Promise<PortalEmailCodeSent> {
    const sessionCookie = requireSessionCookie(context);
    return context.services.portalAccess.sendEmailCode(sessionCookie.currentSessionId);
  }

  @Mutation(() => SuperAdminSignedIn, {
    description: "The portal's e-mailed code as the second factor; on success the session is verified",
  })
  async portalVerifyEmailCode(
    @Arg('input', () => PortalEmailCodeInput) input: PortalEmailCodeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SuperAdminSignedIn> {
    const sessionCookie = requireSessionCookie(context);
    const verified = await context.services.portalAccess.verifyEmailCode(
      sessionCookie.currentSessionId,
      input.code,
      context.meta,
    );
    sessionCookie.set(verified.token);
    return { user: await context.services.users.byIdForSession(verified.userId), recoveryCodes: null };
  }

  // --- the patient's own views (the patient allow-list) ---------------------------------------

  @Authorized(Role.patient)
  @Query(() => [PortalFamilyMemberView], { description: "The family members with access to the patient's portal" })
  portalFamilyMembers(@Ctx() { scope, services }: GraphQLContext): Promise<PortalFamilyMemberView[]> {
    return services.portalFamily.list(scope!);
  }

  @Authorized(Role.patient)
  @Mutation(() => PortalFamilyGrantResult, {
    description: 'The patient gives a family member access; they get an invitation',
  })
  portalFamilyGrant(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => PortalFamilyGrantInput) input: PortalFamilyGrantInput,
  ): Promise<PortalFamilyGrantResult> {
    return services.portalFamily.grant(scope!, input);
  }

  @Authorized(Role.patient)
  @Mutation(() => PortalFamilyMemberView, { description: 'The patient changes what a family member may do' })
  portalFamilySetPermission(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('permission', () => PortalFamilyPermission) permission: PortalFamilyPermission,
  ): Promise<PortalFamilyMemberView> {
    return services.portalFamily.setPermission(scope!, id, permission);
  }

  @Authorized(Role.patient)
  @Mutation(() => Boolean, { description: "Revokes a family member's access; their sessions end at once" })
  portalFamilyRevoke(@Ctx() { scope, services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return services.portalFamily.revoke(scope!, id);
  }

  @Authorized(Role.patient)
  @Subscription(() => PortalMessageView, {
    description: "Messages of the signed-in patient's portal thread, live (the clinic's and the portal's)",
    subscribe: ({ context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.portal.subscribeMessages(scope);
    },
  })
  portalMessageAdded(@Root() message: PortalLiveMessage, @Ctx() { scope }: GraphQLContext): PortalMessageView {
    const fromMe = message.senderId !== null && message.senderId === scope?.userId;
    return {
      id: message.id,
      caseId: message.caseId,
      caseNumber: message.caseNumber,
      subject: message.subject,
      content: message.content,
      sentAt: message.sentAt,
      fromMe,
      senderName: fromMe ? 'You' : message.senderName,
    };
  }

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
