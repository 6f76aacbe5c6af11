import { Field, Int, ObjectType } from 'type-graphql';
import { PortalInviteChannel } from './portal.enums';

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
  @Field(() => String) preferredLanguage: string;
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
