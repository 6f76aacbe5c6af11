import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PatientStatusChange')
export class PatientStatusChange {
  @Field(() => Int) id: number;
  @Field(() => String, { nullable: true }) previousStatus: string | null;
  @Field(() => String) newStatus: string;
  @Field(() => String, { nullable: true }) changedByName: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => Date) changedAt: Date;
}
