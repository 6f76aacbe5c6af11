import { Field, InputType } from 'type-graphql';
import { Email, OneOf, OptionalText, RequiredText } from '../../platform/validation/rules';
import { monthlyCaseRanges, waitlistStates } from './waitlist-entry.entity';

@InputType()
export class WaitlistJoinInput {
  @Field(() => String) @RequiredText('Name', 200) name: string;
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String) @RequiredText('Practice name', 200) practiceName: string;
  @Field(() => String, { description: 'NJ, NY, FL, CA, TX or other' }) @OneOf('State', waitlistStates) state: string;
  @Field(() => String, { description: '10-25, 25-50, 50-100 or 100+' })
  @OneOf('Monthly PI cases', monthlyCaseRanges)
  monthlyPICases: string;
  @Field(() => String, { nullable: true }) @OptionalText('Attorney referral', 200) attorneyReferral?: string | null;
}
