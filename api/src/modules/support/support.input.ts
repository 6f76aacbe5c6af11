import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { OneOf, OptionalText, RecordId, Required, RequiredText } from '../../platform/validation/rules';
import {
  TicketCategory,
  TicketPriority,
  TicketStatus,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
} from './support.enums';

const tagPattern = /^[a-z0-9][a-z0-9 _-]{0,29}$/i;
const tagMessage = 'Tags are 1 to 30 letters, digits, spaces, - or _ (kept in lowercase)';

@InputType({
  description: 'A new support ticket; the desk may open one for a clinic user or attorney (requesterUserId)',
})
export class SupportTicketCreateInput {
  @Field(() => String) @RequiredText('Subject', 200) subject: string;
  @Field(() => String) @RequiredText('Description', 10000) description: string;
  @Field(() => TicketCategory) @OneOf('Category', ticketCategories) category: TicketCategory;

  @Field(() => TicketPriority, { defaultValue: TicketPriority.normal })
  @OneOf('Priority', ticketPriorities)
  priority: TicketPriority;

  @Field(() => String, { nullable: true, description: 'Desk only: the user the ticket is opened for' })
  @IsOptional()
  @Matches(/^[0-9a-f-]{36}$/i, { message: 'Requester must be a user id' })
  requesterUserId?: string | null;

  @Field(() => [String], { nullable: true, description: 'Desk only' })
  @IsOptional()
  @IsArray({ message: 'Tags must be a list' })
  @ArrayMaxSize(10, { message: 'At most 10 tags' })
  @Matches(tagPattern, { each: true, message: tagMessage })
  tags?: string[] | null;
}

@InputType({ description: 'A reply on a ticket; the desk may write an internal note or change the status with it' })
export class TicketReplyInput {
  @Field(() => Int) @Required('Ticket') @RecordId('Ticket must be a ticket id') ticketId: number;
  @Field(() => String) @RequiredText('Message', 10000) message: string;

  @Field(() => Boolean, { defaultValue: false, description: 'Desk only: a note the requester never sees' })
  @IsOptional()
  @IsBoolean({ message: 'Internal must be true or false' })
  isInternal?: boolean;

  @Field(() => Int, { nullable: true, description: 'Desk only: the template used (its usage count grows)' })
  @IsOptional()
  @RecordId('Template must be a template id')
  templateId?: number | null;

  @Field(() => TicketStatus, { nullable: true, description: 'Desk only: the status after this reply' })
  @IsOptional()
  @IsIn(ticketStatuses, { message: `Status must be one of: ${ticketStatuses.join(', ')}` })
  status?: TicketStatus | null;
}

@InputType({ description: 'The desk changes a ticket; only the fields given change' })
export class SupportTicketUpdateInput {
  @Field(() => Int) @Required('Ticket') @RecordId('Ticket must be a ticket id') ticketId: number;

  @Field(() => TicketStatus, { nullable: true })
  @IsOptional()
  @IsIn(ticketStatuses, { message: `Status must be one of: ${ticketStatuses.join(', ')}` })
  status?: TicketStatus | null;

  @Field(() => TicketPriority, { nullable: true })
  @IsOptional()
  @IsIn(ticketPriorities, { message: `Priority must be one of: ${ticketPriorities.join(', ')}` })
  priority?: TicketPriority | null;

  @Field(() => TicketCategory, { nullable: true })
  @IsOptional()
  @IsIn(ticketCategories, { message: `Category must be one of: ${ticketCategories.join(', ')}` })
  category?: TicketCategory | null;

  @Field(() => String, { nullable: true, description: 'A desk user id; "" unassigns' })
  @IsOptional()
  @Matches(/^([0-9a-f-]{36})?$/i, { message: 'Assignee must be a user id' })
  assignedToId?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'Tags must be a list' })
  @ArrayMaxSize(10, { message: 'At most 10 tags' })
  @Matches(tagPattern, { each: true, message: tagMessage })
  tags?: string[] | null;

  @Field(() => String, { nullable: true }) @OptionalText('Resolution', 2000) resolution?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Internal notes', 5000) internalNotes?: string | null;
}

@InputType({ description: 'The requester rates a resolved ticket' })
export class TicketRatingInput {
  @Field(() => Int) @Required('Ticket') @RecordId('Ticket must be a ticket id') ticketId: number;

  @Field(() => Int)
  @Required('Rating')
  @IsInt({ message: 'Rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'Rating must be from 1 to 5' })
  @Max(5, { message: 'Rating must be from 1 to 5' })
  rating: number;

  @Field(() => String, { nullable: true }) @OptionalText('Comment', 1000) comment?: string | null;
}

@InputType()
export class TicketTemplateInput {
  @Field(() => String) @RequiredText('Template name', 120) templateName: string;

  @Field(() => TicketCategory, { nullable: true })
  @IsOptional()
  @IsIn(ticketCategories, { message: `Category must be one of: ${ticketCategories.join(', ')}` })
  category?: TicketCategory | null;

  @Field(() => String, { nullable: true }) @OptionalText('Subject', 200) subject?: string | null;
  @Field(() => String) @RequiredText('Message', 10000) message: string;

  @Field(() => [String], { defaultValue: [] })
  @IsArray({ message: 'Tags must be a list' })
  @ArrayMaxSize(10, { message: 'At most 10 tags' })
  @Matches(tagPattern, { each: true, message: tagMessage })
  tags: string[];

  @Field(() => Boolean, { defaultValue: true })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean;
}

@InputType({ description: 'Search of the tickets in scope' })
export class SupportTicketFilter {
  @Field(() => TicketStatus, { nullable: true })
  @IsOptional()
  @IsIn(ticketStatuses, { message: `Status must be one of: ${ticketStatuses.join(', ')}` })
  status?: TicketStatus | null;

  @Field(() => TicketPriority, { nullable: true })
  @IsOptional()
  @IsIn(ticketPriorities, { message: `Priority must be one of: ${ticketPriorities.join(', ')}` })
  priority?: TicketPriority | null;

  @Field(() => String, { nullable: true, description: 'Number, subject or requester' })
  @OptionalText('Search', 100)
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Desk: assigned to me' })
  @IsOptional()
  @IsBoolean({ message: 'Assigned to me must be true or false' })
  assignedToMe?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Desk: with a breached deadline' })
  @IsOptional()
  @IsBoolean({ message: 'Breached must be true or false' })
  breached?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Not resolved or closed' })
  @IsOptional()
  @IsBoolean({ message: 'Active only must be true or false' })
  activeOnly?: boolean | null;
}

@InputType({ description: 'A look at the clinic’s patients from a ticket: the reason is audited first' })
export class SupportPatientLookupInput {
  @Field(() => Int) @Required('Ticket') @RecordId('Ticket must be a ticket id') ticketId: number;

  @Field(() => String)
  @Required('Reason')
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @Matches(/\S.{8,}\S/s, { message: 'State the reason in at least 10 characters' })
  reason: string;

  @Field(() => String) @RequiredText('Search', 100) search: string;
}
