import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../platform/graphql/connection';
import { Clinic } from '../clinic.entity';
import { Plan } from '../plan.entity';

@ObjectType({ description: "What a clinic uses now, to set against its plan's limits" })
export class ClinicUsage {
  @Field(() => Int, { description: "The clinic's active users (a deactivated user holds no seat)" })
  users: number;

  @Field(() => Int, { description: 'Cases not closed' })
  activeCases: number;

  @Field(() => Float, { description: "Bytes of the clinic's documents (exact up to 2^53)" })
  storageBytes: number;
}

@ObjectType({ description: "A clinic as the operator's Clinics tab shows it: the record, its plan and its usage" })
export class AdminClinic {
  @Field(() => Int, { description: "The clinic's id" })
  id: number;

  @Field(() => Clinic)
  clinic: Clinic;

  @Field(() => Plan, { description: 'The plan the clinic is on; its limits (null = unlimited) bound the usage' })
  plan: Plan;

  @Field(() => ClinicUsage)
  usage: ClinicUsage;
}

@ObjectType()
export class AdminClinicConnection {
  @Field(() => [AdminClinic]) nodes: AdminClinic[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int, { description: 'Every clinic on the platform' }) totalCount: number;
}
