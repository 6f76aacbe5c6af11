import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { Attorney } from '../attorneys/attorney.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { CaseRecord } from './case.entity';

@Resolver(() => CaseRecord)
export class CaseResolver {
  @Authorized()
  @Query(() => CaseRecord, {
    nullable: true,
    description: 'A case in scope, or null (missing and out of scope look the same)',
  })
  case(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext): Promise<CaseRecord | null> {
    return services.cases.findById(scope!, id);
  }

  @Authorized()
  @Query(() => [CaseRecord], { description: 'The most recently opened cases in scope' })
  recentCases(
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseRecord[]> {
    return services.cases.recent(scope!, limit);
  }

  @FieldResolver(() => Patient)
  async patient(@Root() record: CaseRecord, @Ctx() { loaders }: GraphQLContext): Promise<Patient> {
    const patient = await loaders.patient.load(record.patientId);
    if (!patient) throw new Error(`Case ${record.id} has no patient ${record.patientId}`);
    return patient;
  }

  @FieldResolver(() => Attorney, { nullable: true })
  attorney(@Root() record: CaseRecord, @Ctx() { loaders }: GraphQLContext): Promise<Attorney | null> | null {
    return record.attorneyId === null ? null : loaders.attorney.load(record.attorneyId);
  }

  @FieldResolver(() => Clinic)
  async clinic(@Root() record: CaseRecord, @Ctx() { loaders }: GraphQLContext): Promise<Clinic> {
    const clinic = await loaders.clinic.load(record.clinicId);
    if (!clinic) throw new Error(`Case ${record.id} has no clinic ${record.clinicId}`);
    return clinic;
  }
}
