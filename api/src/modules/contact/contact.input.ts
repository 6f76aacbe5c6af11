import { Field, InputType } from 'type-graphql';
import { Email, OptionalText, Phone, RequiredText } from '../../platform/validation/rules';

@InputType()
export class ContactMessageInput {
  @Field(() => String) @RequiredText('Name', 200) name: string;
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String, { nullable: true }) @Phone() phone?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Practice name', 200) practiceName?: string | null;
  @Field(() => String) @RequiredText('Message', 5000) message: string;
}
