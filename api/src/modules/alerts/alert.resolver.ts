import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { ClinicAlertSettingsInput, StatutePeriodInput } from './alert.input';
import { AlertOverview, CaseAlertBoard, ClinicAlertSettingsView, StatutePeriodView } from './alert.type';

@Resolver()
export class CaseAlertResolver {
  @Authorized()
  @Query(() => CaseAlertBoard, { description: "A case's alerts (both sides), coverages used and filing deadline" })
  caseAlertBoard(@Arg('caseId', () => Int) caseId: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.caseAlerts.board(scope!, caseId);
  }

  @Authorized()
  @Query(() => AlertOverview, { description: "The open alerts of the caller's cases (the dashboards)" })
  alertOverview(@Ctx() { scope, services }: GraphQLContext) {
    return services.caseAlerts.overview(scope!);
  }

  @Authorized()
  @Query(() => ClinicAlertSettingsView, { description: "The clinic's alert rules (its staff and admins)" })
  clinicAlertSettings(@Ctx() { scope, services }: GraphQLContext) {
    return services.caseAlerts.settings(scope!);
  }

  @Authorized()
  @Mutation(() => ClinicAlertSettingsView, { description: "Changes the clinic's alert rules (its admins)" })
  clinicAlertSettingsUpdate(
    @Arg('input', () => ClinicAlertSettingsInput) input: ClinicAlertSettingsInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.caseAlerts.updateSettings(scope!, input);
  }

  @Authorized()
  @Query(() => [StatutePeriodView], { description: 'Limitation periods per state as the clinic uses them' })
  statutePeriods(@Ctx() { scope, services }: GraphQLContext) {
    return services.caseAlerts.statutePeriods(scope!);
  }

  @Authorized()
  @Mutation(() => StatutePeriodView, { description: "Sets the clinic's own period for a state (its admins)" })
  statutePeriodSet(
    @Arg('input', () => StatutePeriodInput) input: StatutePeriodInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.caseAlerts.setStatutePeriod(scope!, input);
  }

  @Authorized()
  @Mutation(() => StatutePeriodView, { description: "Drops the clinic's own period for a state (its admins)" })
  statutePeriodReset(@Arg('state') state: string, @Ctx() { scope, services }: GraphQLContext) {
    return services.caseAlerts.resetStatutePeriod(scope!, state);
  }
}
