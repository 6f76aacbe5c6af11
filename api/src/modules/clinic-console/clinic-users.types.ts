import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { AdminUser } from '../users/admin/admin-user.types';

@ObjectType({ description: "The staff and admins of the clinic admin's own clinic" })
export class ClinicUserConnection {
  @Field(() => [AdminUser]) nodes: AdminUser[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int, { description: 'Users matching the search' }) totalCount: number;
}
