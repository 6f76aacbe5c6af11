import { SubscriptionStatusFilter, type BillingAlert } from './billing-controls.types';

export interface AlertCounts {
  suspended: number;
  overduePastGrace: number;
  failedCharges: number;
  trialsEnding: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The Overview's critical alerts: only those with something to act on, each naming the
 * Subscriptions filter that lists the clinics concerned.
 */
export function billingAlertsOf(
  counts: AlertCounts,
  settings: { gracePeriodDays: number; reminderDaysBefore: number },
): BillingAlert[] {
  const alerts: BillingAlert[] = [
    {
      kind: 'suspended',
      count: counts.suspended,
      message: `${plural(counts.suspended, 'clinic is', 'clinics are')} suspended (read-only until paid)`,
      status: SubscriptionStatusFilter.suspended,
    },
    {
      kind: 'overdue_past_grace',
      count: counts.overduePastGrace,
      message: `${plural(counts.overduePastGrace, 'clinic is', 'clinics are')} overdue past the ${settings.gracePeriodDays}-day grace period`,
      status: SubscriptionStatusFilter.overdue,
    },
    {
      kind: 'failed_charges',
      count: counts.failedCharges,
      message: `${plural(counts.failedCharges, 'charge', 'charges')} failed in the last 7 days`,
      status: SubscriptionStatusFilter.overdue,
    },
    {
      kind: 'trials_ending',
      count: counts.trialsEnding,
      message: `${plural(counts.trialsEnding, 'trial ends', 'trials end')} within ${settings.reminderDaysBefore} days`,
      status: SubscriptionStatusFilter.trial,
    },
  ];
  return alerts.filter((alert) => alert.count > 0);
}
