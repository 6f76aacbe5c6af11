import { Field, Int, ObjectType } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';

@ObjectType('DiagnosisCode', { description: 'An ICD-10-CM code: shipped with the product, or added by the clinic' })
export class DiagnosisCodeView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'With its dot, e.g. S13.4XXA' }) code: string;
  @Field(() => String) description: string;
  @Field(() => Boolean, { description: 'Added by the clinic (false: shipped)' }) isClinicCode: boolean;
}

@ObjectType('FeeScheduleItem', { description: "A procedure code of the clinic's fee schedule, in its own words" })
export class FeeScheduleItemView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'Five characters, e.g. 98941' }) procedureCode: string;
  @Field(() => String, { description: "The clinic's own description (CPT descriptors are never shipped)" })
  description: string;
  @Field(() => Decimal, { description: 'The fee of one unit' }) fee: string;
  @Field(() => Int) defaultUnits: number;
  @Field(() => Boolean) isActive: boolean;
}
