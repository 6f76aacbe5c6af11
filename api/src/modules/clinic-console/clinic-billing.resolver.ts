import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
import type { GraphQLContext } from '../../graphql-context';
import {
  ClinicBilling,
  ClinicBillingCard,
  ClinicBillingInvoiceConnection,
  ClinicBillingPaymentConnection,
} from './clinic-billing.types';
import { ClinicCardInput } from './clinic-card.inputs';

/** The clinic console's billing: the clinic admin's own invoices, payments, balance and card. */
@Resolver()
export class ClinicBillingResolver {
  @Authorized(Role.clinic_admin)
  @Query(() => ClinicBilling, { description: "Your clinic's balance and the card its subscription is charged to" })
  clinicBilling(@Ctx() { scope, services }: GraphQLContext): Promise<ClinicBilling> {
    return services.clinicBilling.get(scope!);
  }

  @Authorized(Role.clinic_admin)
  @Query(() => ClinicBillingInvoiceConnection, { description: "Your clinic's subscription invoices, newest first" })
  clinicBillingInvoices(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ClinicBillingInvoiceConnection> {
    return services.clinicBilling.invoices(scope!, first, after);
  }

  @Authorized(Role.clinic_admin)
  @Query(() => ClinicBillingPaymentConnection, { description: "Your clinic's charges and refunds, newest first" })
  clinicBillingPayments(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ClinicBillingPaymentConnection> {
    return services.clinicBilling.payments(scope!, first, after);
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => ClinicBillingCard, {
    description: "Saves a new card through the payment provider; it replaces your clinic's current card",
  })
  clinicCardUpdate(
    @Arg('input', () => ClinicCardInput) input: ClinicCardInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<ClinicBillingCard> {
    return services.clinicBilling.saveCard(scope!, input);
  }
}
