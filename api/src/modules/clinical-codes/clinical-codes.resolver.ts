import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { SearchArgs } from '../../platform/graphql/search-args';
import { Role } from '../../platform/access/role';
import type { GraphQLContext } from '../../graphql-context';
import { DiagnosisCodeInput, FeeScheduleItemInput } from './clinical-codes.inputs';
import { DiagnosisCodeView, FeeScheduleItemView } from './clinical-codes.types';

const clinicRoles = [Role.clinic_staff, Role.clinic_admin];

/** The diagnosis picker's search, the clinic's own codes and its fee schedule. */
@Resolver()
export class ClinicalCodesResolver {
  @Authorized(...clinicRoles)
  @Query(() => [DiagnosisCodeView], {
    description: 'ICD-10-CM codes (shipped and the clinic’s own) matching every word of the search, at most 50',
  })
  diagnosisCodes(
    @Args() { search }: SearchArgs,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<DiagnosisCodeView[]> {
    return services.diagnosisCodes.search(scope!, search, first);
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => DiagnosisCodeView, { description: 'Adds a diagnosis code to your clinic’s list' })
  diagnosisCodeCreate(
    @Arg('input', () => DiagnosisCodeInput) input: DiagnosisCodeInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<DiagnosisCodeView> {
    return services.diagnosisCodes.create(scope!, input);
  }

  @Authorized(...clinicRoles)
  @Query(() => [FeeScheduleItemView], { description: 'Your clinic’s fee schedule, by procedure code' })
  feeSchedule(
    @Arg('includeInactive', () => Boolean, { defaultValue: false }) includeInactive: boolean,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FeeScheduleItemView[]> {
    return services.feeSchedule.list(scope!, includeInactive);
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => FeeScheduleItemView, { description: 'Adds a procedure code to your clinic’s fee schedule' })
  feeScheduleItemCreate(
    @Arg('input', () => FeeScheduleItemInput) input: FeeScheduleItemInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FeeScheduleItemView> {
    return services.feeSchedule.create(scope!, input);
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => FeeScheduleItemView, { description: 'Changes a line of your clinic’s fee schedule' })
  feeScheduleItemUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FeeScheduleItemInput) input: FeeScheduleItemInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FeeScheduleItemView> {
    return services.feeSchedule.update(scope!, id, input);
  }
}
