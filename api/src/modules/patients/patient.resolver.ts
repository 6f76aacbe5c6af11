import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { Patient } from './patient.entity';

@Resolver(() => Patient)
export class PatientResolver {
  @Authorized()
  @Query(() => [Patient], { description: 'The most recently added patients in scope' })
  recentPatients(
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<Patient[]> {
    return services.patients.recent(scope!, limit);
  }

  @FieldResolver(() => String)
  fullName(@Root() patient: Patient): string {
    return `${patient.firstName} ${patient.lastName}`.trim();
  }
}
