import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../../platform/graphql/operator-area';
import { OperatorArea } from '../../../platform/access/operator-areas';
import type { GraphQLContext } from '../../../graphql-context';
import { AdminClinicCreateInput, AdminClinicUpdateInput } from './clinic-admin.input';
import { AdminClinic, AdminClinicConnection } from './clinic-admin.types';

@Resolver(() => AdminClinicConnection)
export class ClinicAdminResolver {
  @OperatorAreaOnly(OperatorArea.clinics)
  @Query(() => AdminClinicConnection, {
    description: "The operator's clinics by name, each with its plan and its usage against the plan's limits",
  })
  adminClinics(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<Omit<AdminClinicConnection, 'totalCount'>> {
    return services.clinicAdmin.list(scope!, first ?? 24, after);
  }

  @FieldResolver(() => Int)
  totalCount(@Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.clinicAdmin.count(scope!);
  }

  @OperatorAreaOnly(OperatorArea.clinics)
  @Mutation(() => AdminClinic, { description: 'Adds a clinic (Add New Clinic); audited' })
  adminClinicCreate(
    @Arg('input', () => AdminClinicCreateInput) input: AdminClinicCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminClinic> {
    return services.clinicAdmin.create(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.clinics)
  @Mutation(() => AdminClinic, {
    description: "Replaces a clinic's details and billing (Manage); a plan the clinic is above is refused; audited",
  })
  adminClinicUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AdminClinicUpdateInput) input: AdminClinicUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminClinic> {
    return services.clinicAdmin.update(scope!, id, input);
  }
}
