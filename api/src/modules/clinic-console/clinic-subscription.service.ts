import type { DataSource } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { NotFoundError } from '../../platform/errors';
import { usageOf } from '../clinics/plan-limits';
import { Plan } from '../clinics/plan.entity';
import { clinicReach } from '../users/admin/account-reach';
import type { ClinicSubscription } from './clinic-subscription.types';

/**
 * The clinic console's Plan and Subscription tabs: the clinic's plan with its usage (plan-limits.ts's
 * one definition of users, active cases and storage) and its billing as the operator stored it.
 * Invoices come with the revenue issue; nothing here invents them.
 */
export class ClinicSubscriptionService {
  constructor(private readonly dataSource: DataSource) {}

  async get(scope: Scope): Promise<ClinicSubscription> {
    const { clinicId } = clinicReach(scope);
    const manager = this.dataSource.manager;
    const [row] = (await manager.query(
      `SELECT cl.subscription_plan, cl.billing_status, cl.billing_frequency, cl.monthly_rate, cl.annual_rate,
              cl.next_billing_date, cl.trial_ends_at
         FROM clinics cl WHERE cl.id = $1`,
      [clinicId],
    )) as {
      subscription_plan: string;
      billing_status: string;
      billing_frequency: string;
      monthly_rate: string;
      annual_rate: string;
      next_billing_date: string | null;
      trial_ends_at: Date | null;
    }[];
    if (!row) throw new NotFoundError('Clinic');
    const plan = await manager.getRepository(Plan).findOneByOrFail({ code: row.subscription_plan });
    const usage = (await usageOf(manager, [clinicId])).get(clinicId)!;
    return {
      plan,
      usage,
      billingStatus: row.billing_status,
      billingFrequency: row.billing_frequency,
      monthlyRate: row.monthly_rate,
      annualRate: row.annual_rate,
      nextBillingDate: row.next_billing_date,
      trialEndsAt: row.trial_ends_at,
    };
  }
}
