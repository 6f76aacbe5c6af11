import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SortDirection } from '../../platform/graphql/connection';
import type { GraphQLContext } from '../../graphql-context';
import { CaseRecord } from '../cases/case.entity';
import { PatientConnection } from './patient-connection.type';
import { PatientStatusChange } from './patient-status-change.type';
import { Patient } from './patient.entity';
import { PatientSortField } from './patient.enums';
import { PatientCreateInput, PatientFilter, PatientQuickAddInput, PatientUpdateInput } from './patient.input';

@Resolver(() => Patient)
export class PatientResolver {
  @Authorized()
  @Query(() => PatientConnection, {
    description: 'Patients in scope, searched, filtered, sorted and paginated on the server',
  })
  async patients(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => PatientFilter, { nullable: true }) filter: PatientFilter | null,
    @Arg('sortBy', () => PatientSortField, { defaultValue: PatientSortField.name }) sortBy: PatientSortField,
    @Arg('sortDirection', () => SortDirection, { defaultValue: SortDirection.asc }) sortDirection: SortDirection,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<PatientConnection> {
    const page = await services.patients.list(scope!, { filter, sortBy, sortDirection, first, after });
    return { ...page, filter };
  }

  @Authorized()
  @Query(() => Patient, { nullable: true, description: 'A patient in scope, or null' })
  patient(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext): Promise<Patient | null> {
    return services.patients.findById(scope!, id);
  }

  @Authorized()
  @Query(() => [Patient], { description: 'The most recently added patients in scope' })
  recentPatients(
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<Patient[]> {
    return services.patients.recent(scope!, limit);
  }

  @Authorized()
  @Mutation(() => Patient, { description: 'Adds a patient with just a name (the Add Patient dialog)' })
  patientQuickAdd(
    @Arg('input', () => PatientQuickAddInput) input: PatientQuickAddInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<Patient> {
    return services.patients.quickAdd(scope!, input);
  }

  @Authorized()
  @Mutation(() => Patient, { description: 'Registers a patient with the full details (the Create Patient page)' })
  patientCreate(
    @Arg('input', () => PatientCreateInput) input: PatientCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<Patient> {
    return services.patients.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => Patient, { description: 'Edits a patient; a status change is kept in the status history' })
  patientUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PatientUpdateInput) input: PatientUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<Patient> {
    return services.patients.update(scope!, id, input);
  }

  @FieldResolver(() => String)
  fullName(@Root() patient: Patient): string {
    return `${patient.firstName} ${patient.lastName}`.trim();
  }

  @FieldResolver(() => [CaseRecord], { description: "The patient's cases in the caller's scope, newest first" })
  cases(@Root() patient: Patient, @Ctx() { scope, services }: GraphQLContext): Promise<CaseRecord[]> {
    return services.cases.forPatient(scope!, patient.id);
  }

  @FieldResolver(() => [PatientStatusChange])
  statusHistory(@Root() patient: Patient, @Ctx() { scope, services }: GraphQLContext): Promise<PatientStatusChange[]> {
    return services.patients.statusHistory(scope!, patient.id);
  }
}

@Resolver(() => PatientConnection)
export class PatientConnectionResolver {
  @FieldResolver(() => Int, { description: 'Patients matching the filter' })
  totalCount(@Root() connection: PatientConnection, @Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.patients.count(scope!, connection.filter);
  }
}
