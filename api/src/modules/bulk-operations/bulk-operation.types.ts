import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum BulkOperationKind {
  deactivate_inactive_users = 'deactivate_inactive_users',
  archive_closed_cases = 'archive_closed_cases',
}
registerEnumType(BulkOperationKind, {
  name: 'BulkOperationKind',
  valuesConfig: {
    deactivate_inactive_users: {
      description: 'Deactivate users (not super admins) with no sign-in for 90 days, ending their sessions',
    },
    archive_closed_cases: { description: 'Archive cases closed more than a year ago' },
  },
});

@ObjectType({ description: 'What a bulk operation would change now (advisory: the run checks again)' })
export class BulkOperationPreview {
  @Field(() => BulkOperationKind) kind: BulkOperationKind;
  @Field(() => String, { description: 'The rule, in words' }) rule: string;
  @Field(() => Int, { description: 'Records the rule matches now' }) count: number;
  @Field(() => [String], { description: 'A few of them, to recognise' }) sample: string[];
}

@ObjectType({ description: 'What a bulk operation changed' })
export class BulkOperationResult {
  @Field(() => BulkOperationKind) kind: BulkOperationKind;
  @Field(() => Int) changedCount: number;
  @Field(() => Date) ranAt: Date;
}
