import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('CaseTransfer')
export class CaseTransferView {
  @Field(() => Int) id: number;
  fromAttorneyId: number | null;
  toAttorneyId: number | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => Date) transferDate: Date;
  @Field(() => String, { nullable: true }) transferredByName: string | null;
}
