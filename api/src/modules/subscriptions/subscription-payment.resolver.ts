import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
import { Decimal } from '../../platform/graphql/scalars';
import type { GraphQLContext } from '../../graphql-context';
import type { OpenInvoicesOutcome } from './subscription-engine';

@ObjectType({ description: "What paying a clinic's open invoices did" })
export class OpenInvoicesPayment implements OpenInvoicesOutcome {
  @Field(() => Int, { description: 'Charges made (0: nothing was owed)' })
  charges: number;

  @Field(() => Int, { description: 'Invoices still open afterwards' })
  openInvoices: number;

  @Field(() => String, { description: 'The subscription status afterwards (a paid-off clinic is active)' })
  billingStatus: string;

  @Field(() => Decimal, { description: 'The balance afterwards; negative means owed' })
  balance: string;

  @Field(() => String, { nullable: true, description: 'Why the charge that stopped the run failed' })
  failureMessage: string | null;
}

@Resolver()
export class SubscriptionPaymentResolver {
  @Authorized(Role.clinic_admin, Role.super_admin)
  @Mutation(() => OpenInvoicesPayment, {
    description:
      "Charges every open invoice of the clinic now with its default card, oldest first (the clinic admin: their own clinic only); audited",
  })
  payOpenInvoices(
    @Arg('clinicId', () => Int) clinicId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<OpenInvoicesPayment> {
    return services.subscriptions.payOpenInvoicesNow(scope!, clinicId);
  }
}
