import { Field, InputType } from 'type-graphql';
import { Email, OptionalText, Phone, RequiredText } from '../../platform/validation/rules';

@InputType()
export class AttorneyCreateInput {
  @Field(() => String) @RequiredText('First name', 100) firstName: string;
  @Field(() => String) @RequiredText('Last name', 100) lastName: string;
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String, { nullable: true }) @Phone() phone?: string | null;
  @Field(() => String) @RequiredText('Firm name', 200) firmName: string;
  @Field(() => String, { nullable: true }) @OptionalText('Bar number', 50) barNumber?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Firm address', 300) firmAddress?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Specialization', 100) specialization?: string | null;
}
