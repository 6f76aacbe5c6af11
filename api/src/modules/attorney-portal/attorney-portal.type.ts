import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';

@ObjectType({ description: "The attorney portal's cards, computed from the signed-in attorney's own cases" })
export class AttorneyPortalSummary {
  @Field(() => Int, { description: 'Cases that are not closed' }) activeCases: number;
  @Field(() => Int, { description: 'Cases with a recorded settlement amount' }) settledCases: number;
  @Field(() => Decimal, { nullable: true, description: 'Average settlement over settled cases; null when none' })
  averageSettlement: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Median hours until the clinic answered the attorney's messages (last 180 days); null when none",
  })
  responseTimeHours: number | null;
  @Field(() => Int, { description: 'How many answered messages the median is taken over' })
  answeredMessages: number;
}
