import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One field of an audited change' })
export class FieldChange {
  @Field(() => String, { description: 'The field as stored, e.g. attorneyId' }) field: string;
  @Field(() => String, { description: 'The field as people call it, e.g. Attorney' }) label: string;
  @Field(() => String, {
    nullable: true,
    description: 'The value before, readable (names and labels rather than ids and codes)',
  })
  oldValue: string | null;
  @Field(() => String, { nullable: true, description: 'The value after, readable' })
  newValue: string | null;
}

@ObjectType({ description: 'An audit entry as shown to users' })
export class AuditEntry {
  @Field(() => ID) id: string;
  @Field(() => String) action: string;
  @Field(() => String) entityType: string;
  @Field(() => String) entityId: string;
  @Field(() => Date) changedAt: Date;
  @Field(() => String, { nullable: true }) changedByName: string | null;
  @Field(() => String, { nullable: true }) changedByRole: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => [FieldChange]) changes: FieldChange[];
}
