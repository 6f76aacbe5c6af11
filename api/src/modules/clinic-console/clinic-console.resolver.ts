import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
import type { GraphQLContext } from '../../graphql-context';
import { ClinicProfileInput } from './clinic-profile.inputs';
import { ClinicProfile } from './clinic-profile.types';
import { ClinicSubscription } from './clinic-subscription.types';

/** The clinic console's Profile, Plan and Subscription tabs: the clinic admin's own clinic only. */
@Resolver()
export class ClinicConsoleResolver {
  @Authorized(Role.clinic_admin)
  @Query(() => ClinicProfile, { description: "Your clinic's profile: contact details, hours, letterhead and logo" })
  clinicProfile(@Ctx() { scope, services }: GraphQLContext): Promise<ClinicProfile> {
    return services.clinicProfile.get(scope!);
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => ClinicProfile, { description: "Saves your clinic's profile (every field replaced)" })
  clinicProfileUpdate(
    @Arg('input', () => ClinicProfileInput) input: ClinicProfileInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<ClinicProfile> {
    return services.clinicProfile.update(scope!, input);
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => ClinicProfile, { description: "Removes your clinic's logo from its PDFs" })
  clinicLogoRemove(@Ctx() { scope, services }: GraphQLContext): Promise<ClinicProfile> {
    return services.clinicProfile.removeLogo(scope!);
  }

  @Authorized(Role.clinic_admin)
  @Query(() => ClinicSubscription, { description: "Your clinic's plan, usage against its limits, and billing" })
  clinicSubscription(@Ctx() { scope, services }: GraphQLContext): Promise<ClinicSubscription> {
    return services.clinicSubscription.get(scope!);
  }
}
