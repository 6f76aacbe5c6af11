import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { WaitlistEntry } from './waitlist-entry.entity';

@ObjectType()
export class WaitlistEntryConnection {
  @Field(() => [WaitlistEntry]) nodes: WaitlistEntry[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int, { description: 'Entries matching the search' }) totalCount: number;
}

@ObjectType({ description: "The admin portal's waitlist cards" })
export class WaitlistStats {
  @Field(() => Int) total: number;
  @Field(() => Int) contacted: number;
  @Field(() => Int) pending: number;
  @Field(() => Int, { description: 'Signed up in the last 7 days' }) lastSevenDays: number;
}

@InputType()
export class WaitlistNotesInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  notes?: string | null;
}
