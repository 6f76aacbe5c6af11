import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One field of an audited change' })
export class FieldChange {
  @Field(() => String) field: string;
  @Field(() => String, { nullable: true }) oldValue: string | null;
  @Field(() => String, { nullable: true }) newValue: string | null;
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
