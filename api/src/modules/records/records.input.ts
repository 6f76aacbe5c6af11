import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { LocalDate } from '../../platform/graphql/scalars';
import {
  CalendarDate,
  Email,
  OneOf,
  OptionalText,
  RecordId,
  Required,
  RequiredText,
} from '../../platform/validation/rules';
import {
  RecordsPriority,
  RecordsProviderType,
  RecordsRecordType,
  RecordsRequestMethod,
  RecordsStatus,
} from './records.enums';

@InputType({ description: 'A new records request (the server sets who asked, the status and the dates)' })
export class RecordsRequestCreateInput {
  @Field(() => Int) @Required('Case') @RecordId('Case must be a case id') caseId: number;

  @Field(() => RecordsRequestMethod)
  @OneOf('Request method', Object.values(RecordsRequestMethod))
  requestMethod: RecordsRequestMethod;

  @Field(() => Int, { nullable: true, description: 'The clinic on the platform (method platform)' })
  @IsOptional()
  @RecordId('Provider clinic must be a clinic id')
  providerClinicId?: number | null;

  @Field(() => String, { nullable: true, description: 'The outside provider (not for method platform)' })
  @OptionalText('Provider name', 200)
  providerName?: string | null;

  @Field(() => RecordsProviderType, { defaultValue: RecordsProviderType.clinic })
  @OneOf('Provider type', Object.values(RecordsProviderType))
  providerType: RecordsProviderType;

  @Field(() => String, { nullable: true }) @Email('Provider e-mail') providerEmail?: string | null;

  @Field(() => String, { nullable: true }) @OptionalText('Provider fax', 40) providerFax?: string | null;

  @Field(() => RecordsRecordType)
  @OneOf('Record type', Object.values(RecordsRecordType))
  recordType: RecordsRecordType;

  @Field(() => Int, { description: "The patient's signed authorization: a document of the case" })
  @Required('Signed authorization')
  @RecordId('Signed authorization must be a document id')
  authorizationDocumentId: number;

  @Field(() => RecordsPriority, { defaultValue: RecordsPriority.normal })
  @OneOf('Priority', Object.values(RecordsPriority))
  priority: RecordsPriority;

  @Field(() => LocalDate) @Required('Due date') @CalendarDate('Due date') dueDate: string;

  @Field(() => String, { nullable: true }) @OptionalText('Assigned to', 64) assignedTo?: string | null;

  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean({ message: 'Automated reminders must be true or false' })
  automatedReminders: boolean;

  @Field(() => String, { nullable: true }) @OptionalText('Notes', 2000) notes?: string | null;
}

@InputType({ description: 'What the requester may change on an open request' })
export class RecordsRequestUpdateInput {
  @Field(() => Int) @Required('Request') @RecordId('Request must be a request id') id: number;

  @Field(() => RecordsPriority, { nullable: true })
  @OneOf('Priority', Object.values(RecordsPriority), { required: false })
  priority?: RecordsPriority | null;

  @Field(() => LocalDate, { nullable: true }) @IsOptional() @CalendarDate('Due date') dueDate?: string | null;

  @Field(() => String, { nullable: true, description: 'A user id of your side; empty to unassign' })
  @OptionalText('Assigned to', 64)
  assignedTo?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Automated reminders must be true or false' })
  automatedReminders?: boolean | null;

  @Field(() => String, { nullable: true }) @OptionalText('Notes', 2000) notes?: string | null;
}

@InputType()
export class RecordsRequestCancelInput {
  @Field(() => Int) @Required('Request') @RecordId('Request must be a request id') id: number;
  @Field(() => String) @RequiredText('Reason', 500) reason: string;
}

@InputType({ description: 'The requester records what an outside provider sent (e-mail, fax, portal requests)' })
export class RecordsRequestReceiptInput {
  @Field(() => Int) @Required('Request') @RecordId('Request must be a request id') id: number;

  @Field(() => [String], { description: 'What arrived, by name' })
  @IsArray({ message: 'Documents received must be a list' })
  @ArrayMaxSize(50, { message: 'List at most 50 documents received' })
  @MaxLength(200, { each: true, message: 'Each document received must be at most 200 characters' })
  documentsReceived: string[];

  @Field(() => String, { nullable: true, description: 'What is still missing: the request stays open (partial)' })
  @OptionalText('Missing documents', 2000)
  missingDocuments?: string | null;
}

@InputType({ description: "The answering clinic's disclosure: documents of the patient and/or the itemized statement" })
export class RecordsRequestAnswerInput {
  @Field(() => Int) @Required('Request') @RecordId('Request must be a request id') id: number;

  @Field(() => [Int], { defaultValue: [] })
  @IsArray({ message: 'Documents must be a list' })
  @ArrayMaxSize(100, { message: 'Send at most 100 documents at once' })
  @IsInt({ each: true, message: 'Documents must be document ids' })
  documentIds: number[];

  @Field(() => Int, { nullable: true, description: 'The case whose itemized statement is sent' })
  @IsOptional()
  @RecordId('Statement case must be a case id')
  statementCaseId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Send the itemized statement of the patient's case here (the request's own case first)",
  })
  @IsOptional()
  @IsBoolean({ message: 'Include statement must be true or false' })
  includeStatement?: boolean | null;

  @Field(() => String, { nullable: true, description: 'What is missing: the request stays open (partial)' })
  @OptionalText('Missing documents', 2000)
  missingDocuments?: string | null;
}

@InputType({ description: 'Which requests to list; every part optional' })
export class RecordsRequestFilter {
  @Field(() => RecordsStatus, { nullable: true })
  @OneOf('Status', Object.values(RecordsStatus), { required: false })
  status?: RecordsStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Only pending, sent and partial requests' })
  @IsOptional()
  @IsBoolean({ message: 'Open must be true or false' })
  open?: boolean | null;

  @Field(() => Int, { nullable: true }) @IsOptional() @RecordId('Case must be a case id') caseId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Clinic users: only requests addressed to the clinic (its inbox)',
  })
  @IsOptional()
  @IsBoolean({ message: 'Inbox must be true or false' })
  inbox?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only the requests the caller's side made (a clinic's own, not its inbox)",
  })
  @IsOptional()
  @IsBoolean({ message: 'Mine must be true or false' })
  mine?: boolean | null;
}
