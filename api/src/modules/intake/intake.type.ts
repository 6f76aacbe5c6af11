import { Field, Int, ObjectType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { PageInfo } from '../../platform/graphql/connection';
import { IntakeStatus } from './intake.enums';

@ObjectType('IntakeReason', { simpleResolvers: true, description: 'One reason of a triage score or a match' })
export class IntakeReasonView {
  @Field(() => String, { description: 'recency, injury_type, treatment_gap, attorney, urgency, clinic' })
  factor: string;
  @Field(() => Int) points: number;
  @Field(() => String) text: string;
}

@ObjectType('IntakeUtm', { simpleResolvers: true })
export class IntakeUtmView {
  @Field(() => String) key: string;
  @Field(() => String) value: string;
}

@ObjectType('IntakeReceipt', { simpleResolvers: true, description: 'What the thank-you shows' })
export class IntakeReceipt {
  @Field(() => String) intakeCode: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('IntakeConsentText', { simpleResolvers: true })
export class IntakeConsentTextView {
  @Field(() => String) version: string;
  @Field(() => String) en: string;
  @Field(() => String) es: string;
}

@ObjectType('PublicIntake', {
  simpleResolvers: true,
  description: 'A request for help from the public form, with its triage, match and conversion',
})
export class IntakeView {
  @Field(() => Int) id: number;
  @Field(() => String) intakeCode: string;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => LocalDate) injuryDate: string;
  @Field(() => String) injuryType: string;
  @Field(() => String) injuryDescription: string;
  @Field(() => String) locationCity: string;
  @Field(() => String) locationState: string;
  @Field(() => String, { nullable: true }) insuranceCarrier: string | null;
  @Field(() => Boolean) hasAttorney: boolean;
  @Field(() => String, { nullable: true }) attorneyName: string | null;
  @Field(() => Boolean) hasMedicalProvider: boolean;
  @Field(() => String, { nullable: true }) providerName: string | null;
  @Field(() => String) urgencyLevel: string;
  @Field(() => Decimal, { nullable: true }) estimatedCaseValue: string | null;
  @Field(() => Int) triageScore: number;
  @Field(() => [IntakeReasonView]) triageReasons: IntakeReasonView[];
  @Field(() => Int, { nullable: true }) matchedClinicId: number | null;
  @Field(() => String, { nullable: true }) matchedClinicName: string | null;
  @Field(() => Int, { nullable: true }) matchedAttorneyId: number | null;
  @Field(() => String, { nullable: true }) matchedAttorneyName: string | null;
  @Field(() => [IntakeReasonView]) matchReasons: IntakeReasonView[];
  @Field(() => IntakeStatus) conversionStatus: IntakeStatus;
  @Field(() => Date, { nullable: true }) contactedAt: Date | null;
  @Field(() => Date, { nullable: true }) convertedAt: Date | null;
  @Field(() => Date, { nullable: true }) closedAt: Date | null;
  @Field(() => String, { nullable: true }) closeReason: string | null;
  @Field(() => Int, { nullable: true }) convertedPatientId: number | null;
  @Field(() => Int, { nullable: true }) convertedCaseId: number | null;
  @Field(() => String, { nullable: true }) convertedCaseNumber: string | null;
  @Field(() => Date) consentAt: Date;
  @Field(() => String) consentTextVersion: string;
  @Field(() => String) language: string;
  @Field(() => String, { nullable: true }) source: string | null;
  @Field(() => [IntakeUtmView]) utm: IntakeUtmView[];
  @Field(() => String, { nullable: true, description: 'For abuse handling: the operator only, kept 30 days' })
  ipAddress: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('PublicIntakeConnection')
export class IntakeConnection {
  @Field(() => [IntakeView]) nodes: IntakeView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
