import { IsInt, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Required, RequiredText } from '../../platform/validation/rules';

/** Digits with optional spaces or dashes (the built-in provider), or a Stripe PaymentMethod id. */
const cardNumberOrToken = /^(?:[0-9][0-9 -]{10,26}[0-9]|pm_[A-Za-z0-9_]{1,200})$/;

@InputType({ description: "The clinic console's Update card form; the provider validates and keeps the card" })
export class ClinicCardInput {
  @Field(() => String, { description: 'The card number (built-in provider) or a pm_... id from Stripe.js' })
  @Required('Card number')
  @Matches(cardNumberOrToken, { message: 'Card number must be 12 to 19 digits' })
  cardNumber: string;

  @Field(() => Int)
  @IsInt({ message: 'Expiry month must be a whole number' })
  @Min(1, { message: 'Expiry month must be between 1 and 12' })
  @Max(12, { message: 'Expiry month must be between 1 and 12' })
  expMonth: number;

  @Field(() => Int)
  @IsInt({ message: 'Expiry year must be a whole number' })
  @Min(2000, { message: 'Expiry year must be a four-digit year' })
  @Max(2100, { message: 'Expiry year must be a four-digit year' })
  expYear: number;

  @Field(() => String, { description: 'As printed on the card' })
  @RequiredText('Name on card', 100)
  holderName: string;
}
