import { Field, Int, ObjectType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { CaseAlertKind, CaseAlertSeverity } from './alert.enums';

@ObjectType({ description: 'An alert on a case both sides see: raised and cleared by the alerts job' })
export class CaseAlertView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field() caseNumber: string;
  @Field(() => CaseAlertKind) kind: CaseAlertKind;
  @Field(() => CaseAlertSeverity) severity: CaseAlertSeverity;
  @Field({ description: 'What kind of alert, in words' }) title: string;
  @Field({ description: 'What holds, in words (counts, amounts, thresholds; no PHI)' }) message: string;
  @Field() raisedAt: Date;
  @Field(() => Date, { nullable: true }) clearedAt: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      'visit_recorded, re_exam_done, caught_up, limit_changed, superseded, deadline_changed, case_status, no_longer_applies',
  })
  clearedReason: string | null;
}

@ObjectType({
  description: "A coverage's share of the charges to date (PIP, then MedPay, then bodily injury, then UM/UIM)",
})
export class CoverageUsageView {
  @Field(() => Int) coverageId: number;
  @Field() coverageType: string;
  @Field() carrierName: string;
  @Field(() => Decimal, { nullable: true }) limitAmount: string | null;
  @Field(() => Decimal) applied: string;
  @Field(() => Int, { description: 'Whole percent of the limit used (0 without a limit)' }) percent: number;
}

@ObjectType({ description: "The case's filing deadline: accident date plus the state's limitation period" })
export class CaseStatuteView {
  @Field() state: string;
  @Field(() => Int) periodMonths: number;
  @Field({ description: "default (shipped: verify with counsel) or clinic (the clinic's own correction)" })
  source: string;
  @Field(() => LocalDate) deadline: string;
  @Field(() => Int) daysLeft: number;
}

@ObjectType({ description: "A case's alerts with what they are measured against" })
export class CaseAlertBoard {
  @Field(() => Int) caseId: number;
  @Field(() => [CaseAlertView], { description: 'Open alerts, most severe first' }) alerts: CaseAlertView[];
  @Field(() => [CaseAlertView], { description: 'The last ten cleared' }) recentlyCleared: CaseAlertView[];
  @Field(() => Decimal, { description: "The case's charges to date (its ledger's charges)" }) chargesToDate: string;
  @Field(() => [CoverageUsageView]) coverages: CoverageUsageView[];
  @Field(() => CaseStatuteView, { nullable: true }) statute: CaseStatuteView | null;
  @Field(() => String, { nullable: true, description: 'Why there is no deadline (no accident date, no state)' })
  statuteMissing: string | null;
}

@ObjectType()
export class AlertKindCount {
  @Field(() => CaseAlertKind) kind: CaseAlertKind;
  @Field(() => Int) count: number;
}

@ObjectType({ description: "The open alerts of the caller's cases: counts and the most pressing ones" })
export class AlertOverview {
  @Field(() => Int) openCount: number;
  @Field(() => Int) casesWithAlerts: number;
  @Field(() => [AlertKindCount]) byKind: AlertKindCount[];
  @Field(() => [CaseAlertView], { description: 'Up to 20: critical first, then newest' }) alerts: CaseAlertView[];
}

@ObjectType({ description: "A clinic's alert rules" })
export class ClinicAlertSettingsView {
  @Field(() => Int) gapDays: number;
  @Field(() => Int) planBehindVisits: number;
  @Field(() => Int) reExamGraceDays: number;
}

@ObjectType({ description: "A state's personal-injury limitation period as this clinic uses it" })
export class StatutePeriodView {
  @Field() state: string;
  @Field(() => Int) periodMonths: number;
  @Field(() => Int, { nullable: true, description: 'The shipped default (verify with counsel)' })
  defaultMonths: number | null;
  @Field({ description: 'default or clinic' }) source: string;
  @Field(() => String, { nullable: true }) notes: string | null;
}
