import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { ContactMessage } from './contact-message.entity';

@ObjectType()
export class ContactMessageConnection {
  @Field(() => [ContactMessage]) nodes: ContactMessage[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int, { description: 'Messages not yet marked handled' }) openCount: number;
}
