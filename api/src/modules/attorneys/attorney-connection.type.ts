import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { Attorney } from './attorney.entity';

@ObjectType()
export class AttorneyConnection {
  @Field(() => [Attorney]) nodes: Attorney[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int) totalCount: number;
}
