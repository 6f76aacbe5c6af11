import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../platform/graphql/scalars';

@ObjectType('LienNoticeLine', { simpleResolvers: true })
export class LienNoticeLine {
  @Field(() => String) date: string;
  @Field(() => String, { description: 'charge, payment, reduction or write_off' }) kind: string;
  @Field(() => String) description: string;
  @Field(() => String, { description: 'Dollars, 2 decimals' }) amount: string;
}

@ObjectType('LienNotice', {
  simpleResolvers: true,
  description: 'The notice of lien sent to the attorney a case was transferred to, with the balance to date',
})
export class LienNoticeView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => Int) toAttorneyId: number;
  @Field(() => String) toAttorneyName: string;
  @Field(() => LocalDate) asOf: string;
  @Field(() => String) totalCharges: string;
  @Field(() => String) totalPayments: string;
  @Field(() => String) totalReductions: string;
  @Field(() => String) totalWriteOffs: string;
  @Field(() => String) balance: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => String, { description: 'The notice as PDF (signed-in, same access as the notice)' }) pdfUrl: string;
}
