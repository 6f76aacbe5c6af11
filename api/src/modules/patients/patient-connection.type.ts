import { Field, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { PatientFilter } from './patient.input';
import { Patient } from './patient.entity';

@ObjectType()
export class PatientConnection {
  @Field(() => [Patient]) nodes: Patient[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  /** Carried to the totalCount resolver, which counts only when the field is asked for. */
  filter: PatientFilter | null;
}
