import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PortalFamilyPermission, PortalFamilyRelationship, PortalInviteChannel, PortalMfaMethod } from './portal.enums';
import { AuthenticatorEnrollment } from '../sign-in/super-admin/super-admin-sign-in.types';

@ObjectType({ description: "A family member with access to a patient's portal, as the clinic sees it" })
export class PortalFamilyAccessView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => PortalFamilyRelationship) relationship: string;
  @Field(() => PortalFamilyPermission) permission: string;
  @Field(() => Date, { nullable: true, description: 'Null while the invitation is not accepted' })
  acceptedAt: Date | null;
  @Field(() => Date, { nullable: true }) lastAccessAt: Date | null;
}

@ObjectType({ description: "A patient's portal access as their clinic sees it (never the code or the password)" })
export class PortalAccessView {
  @Field(() => Int) id: number;
  @Field(() => Int) patientId: number;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => PortalInviteChannel) invitedVia: string;
  @Field(() => Date) invitedAt: Date;
  @Field(() => Date, { nullable: true, description: 'Until when the access link works (null once accepted)' })
  inviteExpiresAt: Date | null;
  @Field(() => Date, { nullable: true }) acceptedAt: Date | null;
  @Field(() => Date, { nullable: true }) lastAccessAt: Date | null;
  @Field(() => Boolean) mfaEnabled: boolean;
  @Field(() => PortalMfaMethod, { nullable: true, description: 'totp or email, once set up' }) mfaMethod: string | null;
  @Field(() => String) preferredLanguage: string;
  @Field(() => Boolean, { description: "Whether any family member has access (the spec's familyMemberAccess)" })
  familyMemberAccess: boolean;
  @Field(() => [PortalFamilyAccessView]) familyMembers: PortalFamilyAccessView[];
}

@ObjectType()
export class PortalInviteResult {
  @Field(() => PortalAccessView) access: PortalAccessView;
  @Field(() => String, { description: 'Where it went, masked' }) sentTo: string;
  @Field(() => Boolean) delivered: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Only when no real e-mail or SMS went out (the embedded default): pass the link on by hand',
  })
  link: string | null;
}

@ObjectType({ description: 'What the accept page shows before the form' })
export class PortalInvitationPreview {
  @Field(() => Boolean) valid: boolean;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => String, { nullable: true }) clinicName: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true, description: "A family member's invitation: the patient's first name" })
  familyOf: string | null;
}

@ObjectType()
export class PortalProfileView {
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) clinicName: string;
  @Field(() => String, { nullable: true }) clinicPhone: string | null;
  @Field(() => String) preferredLanguage: string;
  @Field(() => Boolean) smsNotifications: boolean;
  @Field(() => Boolean) emailNotifications: boolean;
  @Field(() => Boolean) mfaEnabled: boolean;
  @Field(() => String, { description: 'The signed-in login: the patient, or the family member' })
  viewerFirstName: string;
  @Field(() => Boolean) familyMember: boolean;
  @Field(() => String, { description: 'owner (the patient), full or read_only (a family member)' })
  permission: string;
}

@ObjectType({ simpleResolvers: true })
export class PortalAppointmentView {
  @Field(() => Int) id: number;
  @Field(() => Date) startsAt: Date;
  @Field(() => Date) endsAt: Date;
  @Field(() => String) status: string;
  @Field(() => Date, { nullable: true }) confirmedAt: Date | null;
  @Field(() => String) typeName: string;
  @Field(() => String, { nullable: true }) providerName: string | null;
  @Field(() => String) clinicName: string;
  @Field(() => Boolean, { description: 'Whether the patient may still confirm or cancel it online' })
  changeable: boolean;
}

@ObjectType({ simpleResolvers: true })
export class PortalDocumentView {
  @Field(() => Int) id: number;
  @Field(() => String) fileName: string;
  @Field(() => String) fileType: string;
  @Field(() => Int) fileSize: number;
  @Field(() => String) documentType: string;
  @Field(() => Date) uploadedAt: Date;
  @Field(() => String) caseNumber: string;
  @Field(() => String) downloadUrl: string;
}

@ObjectType({ simpleResolvers: true })
export class PortalStatementLine {
  @Field(() => Int) id: number;
  @Field(() => String) date: string;
  @Field(() => String, { description: 'charge, payment, reduction or write_off' }) kind: string;
  @Field(() => String) description: string;
  @Field(() => String) amount: string;
  @Field(() => String) caseNumber: string;
}

@ObjectType()
export class PortalStatementView {
  @Field(() => [PortalStatementLine]) lines: PortalStatementLine[];
  @Field(() => String) charges: string;
  @Field(() => String, { description: 'Payments, reductions and write-offs' }) credits: string;
  @Field(() => String) balance: string;
}

@ObjectType({ simpleResolvers: true })
export class PortalMessageView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String) subject: string;
  @Field(() => String) content: string;
  @Field(() => Date) sentAt: Date;
  @Field(() => Boolean) fromMe: boolean;
  @Field(() => String) senderName: string;
}

@ObjectType()
export class PortalDocumentShare {
  @Field(() => Int) id: number;
  @Field(() => Boolean) sharedWithPatient: boolean;
}

@ObjectType({ description: 'An appointment a patient confirmed or cancelled in the portal' })
export class PortalAppointmentChange {
  @Field(() => Int) id: number;
  @Field(() => String) status: string;
  @Field(() => Date, { nullable: true }) confirmedAt: Date | null;
}

export enum PortalChallengeStep {
  enroll = 'enroll',
  verify = 'verify',
  email = 'email',
}
registerEnumType(PortalChallengeStep, {
  name: 'PortalChallengeStep',
  description:
    'enroll: a new login chooses its second factor (the authenticator shown, or e-mailed codes); verify: the authenticator code; email: a code was e-mailed',
});

@ObjectType({ description: "The portal's second step" })
export class PortalChallenge {
  @Field(() => PortalChallengeStep) step: PortalChallengeStep;
  @Field(() => AuthenticatorEnrollment, { nullable: true }) enrollment: AuthenticatorEnrollment | null;
  @Field(() => String, { nullable: true, description: 'Where the code went, masked (step email)' })
  emailSentTo: string | null;
}

@ObjectType()
export class PortalEmailCodeSent {
  @Field(() => String, { description: 'Where the code went, masked' }) sentTo: string;
}

@ObjectType({ description: "A family member with access to the patient's portal, as the patient sees it" })
export class PortalFamilyMemberView {
  @Field(() => Int) id: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) email: string;
  @Field(() => PortalFamilyRelationship) relationship: string;
  @Field(() => PortalFamilyPermission) permission: string;
  @Field(() => Date) grantedAt: Date;
  @Field(() => Date, { nullable: true, description: 'Until when the invitation works (null once accepted)' })
  inviteExpiresAt: Date | null;
  @Field(() => Date, { nullable: true }) acceptedAt: Date | null;
  @Field(() => Date, { nullable: true }) lastAccessAt: Date | null;
}

@ObjectType()
export class PortalFamilyGrantResult {
  @Field(() => PortalFamilyMemberView) member: PortalFamilyMemberView;
  @Field(() => String) sentTo: string;
  @Field(() => Boolean) delivered: boolean;
  @Field(() => String, { nullable: true, description: 'Only when no real e-mail went out: pass the link on by hand' })
  link: string | null;
}
