import { Field, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { CaseRecord } from './case.entity';
import { CaseFilter } from './case.input';

@ObjectType()
export class CaseConnection {
  @Field(() => [CaseRecord]) nodes: CaseRecord[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  /** Carried to the count resolvers, which count only when their field is asked for. */
  filter: CaseFilter | null;
}
