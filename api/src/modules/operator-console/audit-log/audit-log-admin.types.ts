import { IsOptional, Matches } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../platform/graphql/connection';
import { LocalDate } from '../../../platform/graphql/scalars';
import { OptionalText } from '../../../platform/validation/rules';
import { FieldChange } from '../../../platform/audit/audit-entry.type';

/** Audit actions and entity types are short snake_case names (create, login_denied, case_ledger). */
const auditNamePattern = /^[a-z][a-z0-9_.]{0,49}$/;

@InputType({ description: "The Audit tab's filters; dates are whole UTC days, both ends included" })
export class AuditLogFilter {
  @Field(() => String, { nullable: true, description: 'One action, e.g. create, update, delete, login' })
  @IsOptional()
  @Matches(auditNamePattern, { message: 'Action must be an action name such as create or login' })
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'One kind of record, e.g. user, clinic, case, patient' })
  @IsOptional()
  @Matches(auditNamePattern, { message: 'Entity must be a record type such as case or patient' })
  entityType?: string | null;

  @Field(() => LocalDate, { nullable: true, description: 'From this UTC day on' })
  @IsOptional()
  from?: string | null;

  @Field(() => LocalDate, { nullable: true, description: 'Up to the end of this UTC day' })
  @IsOptional()
  to?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the acting user's name or email" })
  @OptionalText('Actor', 100)
  actor?: string | null;
}

@ObjectType({ description: 'One row of the audit log as the operator sees it', simpleResolvers: true })
export class AuditLogRecord {
  @Field(() => ID) id: string;
  @Field(() => Date) changedAt: Date;
  @Field(() => String) action: string;
  @Field(() => String) entityType: string;
  @Field(() => String) entityId: string;
  @Field(() => Int, { nullable: true }) clinicId: number | null;
  @Field(() => String, { nullable: true }) clinicName: string | null;
  @Field(() => String, { nullable: true, description: 'The acting user; null for anonymous attempts' })
  actorId: string | null;
  @Field(() => String, { nullable: true, description: 'Their name when they acted' }) actorName: string | null;
  @Field(() => String, { nullable: true }) actorEmail: string | null;
  @Field(() => String, { nullable: true }) actorRole: string | null;
  @Field(() => String, { nullable: true }) ipAddress: string | null;
  @Field(() => String, { nullable: true }) userAgent: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => [FieldChange], {
    description: 'Old and new value of each changed field (JSON text for non-text values); secrets never appear',
  })
  changes: FieldChange[];
}

@ObjectType()
export class AuditLogRecordConnection {
  @Field(() => [AuditLogRecord]) nodes: AuditLogRecord[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int, { description: 'Rows matching the filters' }) totalCount: number;
}

@ObjectType({ description: "The Audit tab's filter choices: the spec's, plus every value the log holds" })
export class AuditLogFilterOptions {
  @Field(() => [String]) actions: string[];
  @Field(() => [String]) entityTypes: string[];
}
