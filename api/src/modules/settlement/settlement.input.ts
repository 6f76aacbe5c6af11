import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import {
  MoneyAmount,
  OptionalText,
  PastDate,
  Percentage,
  RecordId,
  Required,
  RequiredText,
} from '../../platform/validation/rules';
import { maxOtherLiens, maxSettlementCosts } from './settlement.enums';

@InputType({ description: 'An itemised case cost, or another lienholder and the amount paid to them' })
export class SettlementItemInput {
  @Field(() => String, { description: "The cost's description, or the lienholder's name" })
  @RequiredText('Description', 200)
  description: string;

  @Field(() => Decimal) @Required('Amount') @MoneyAmount('Amount') amount: string;
}

@InputType({
  description:
    "The attorney's disbursement statement: recording it again while one awaits the clinic revises it (a new version)",
})
export class SettlementStatementInput {
  @Field(() => Int) @Required('Case') @RecordId('Case must be a case id') caseId: number;

  @Field(() => LocalDate) @Required('Settlement date') @PastDate('Settlement date') settlementDate: string;

  @Field(() => Decimal) @Required('Gross settlement') @MoneyAmount('Gross settlement') grossAmount: string;

  @Field(() => Decimal, {
    nullable: true,
    description: 'The fee as a percentage of the gross (give this or attorneyFee)',
  })
  @IsOptional()
  @Percentage('Fee percentage')
  feePercentage?: string | null;

  @Field(() => Decimal, { nullable: true, description: 'The fee as an amount (give this or feePercentage)' })
  @IsOptional()
  @MoneyAmount('Attorney fee')
  attorneyFee?: string | null;

  @Field(() => [SettlementItemInput], { defaultValue: [] })
  @IsArray({ message: 'Costs must be a list' })
  @ArrayMaxSize(maxSettlementCosts, { message: `A statement takes at most ${maxSettlementCosts} costs` })
  @ValidateNested({ each: true })
  costs: SettlementItemInput[];

  @Field(() => Decimal, { description: "The clinic's lien line: what is paid to the clinic on this case" })
  @Required("Clinic's lien payment")
  @MoneyAmount("Clinic's lien payment")
  clinicPayment: string;

  @Field(() => [SettlementItemInput], { defaultValue: [] })
  @IsArray({ message: 'Other liens must be a list' })
  @ArrayMaxSize(maxOtherLiens, { message: `A statement takes at most ${maxOtherLiens} other liens` })
  @ValidateNested({ each: true })
  otherLiens: SettlementItemInput[];

  @Field(() => String, { nullable: true }) @OptionalText('Notes', 2000) notes?: string | null;
}

@InputType({ description: 'The clinic confirms the version it read' })
export class SettlementConfirmInput {
  @Field(() => Int)
  @Required('Statement')
  @RecordId('Statement must be a statement id')
  statementId: number;
}

@InputType({ description: 'The clinic disputes the version it read, with a reason' })
export class SettlementDisputeInput {
  @Field(() => Int)
  @Required('Statement')
  @RecordId('Statement must be a statement id')
  statementId: number;

  @Field(() => String) @RequiredText('Reason', 2000) reason: string;
}

/** A REST body with its costs and liens made input instances, so their rules run as on GraphQL. */
export function statementInputFromBody(body: Record<string, unknown>): Record<string, unknown> {
  const each = (value: unknown) =>
    Array.isArray(value)
      ? value.map((item) =>
          item && typeof item === 'object' && !Array.isArray(item)
            ? Object.assign(new SettlementItemInput(), item)
            : item,
        )
      : value;
  return { ...body, costs: each(body.costs ?? []), otherLiens: each(body.otherLiens ?? []) };
}
