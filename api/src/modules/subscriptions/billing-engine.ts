import type { DataSource } from 'typeorm';
import type { Clock } from '../../platform/jobs/clock';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import type { NotificationService } from '../notifications/notification.service';
import { BillingAdjustments } from './billing-adjustments';
import { BillingNotices } from './billing-notices';
import { BillingSweep } from './billing-sweep';
import { InvoiceCharger } from './invoice-charger';
import { SubscriptionEngine } from './subscription-engine';

/** The billing engine's parts, wired once: what Services exposes of it. */
export function createBillingEngine(
  dataSource: DataSource,
  settings: SettingsReader,
  notifications: NotificationService,
  options: { provider: PaymentProvider; clock: Clock },
): { subscriptions: SubscriptionEngine; billingSweep: BillingSweep } {
  const notices = new BillingNotices(notifications, settings);
  const charger = new InvoiceCharger(dataSource, options.provider, settings, notices);
  const adjustments = new BillingAdjustments(dataSource, options.provider);
  return {
    subscriptions: new SubscriptionEngine(dataSource, charger, adjustments, options.clock),
    billingSweep: new BillingSweep(dataSource, settings, charger, notices, adjustments),
  };
}
