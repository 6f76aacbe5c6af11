import { sealAuditLog } from './platform/audit/chain/audit-seal.jobs';
import { purgeExpiredSessions } from './platform/auth/session.jobs';
import type { AnyJobDefinition } from './platform/jobs/job-definition';
import { deliverMail } from './platform/mail/mail.jobs';
import { aiDocumentJobs } from './modules/ai-documents/ai-documents.jobs';
import { notificationJobs } from './modules/notifications/notification.jobs';
import { passwordResetJobs } from './modules/users/password-reset/password-reset.jobs';
import { subscriptionJobs } from './modules/subscriptions/subscription.jobs';
import { aiPredictionJobs } from './modules/ai-predictions/ai-predictions.jobs';
import { domainEventJobs } from './modules/domain-events/domain-events.jobs';
import { webhookJobs } from './modules/webhooks/webhook.jobs';
import { reminderJobs } from './modules/reminders/reminder.jobs';
import { automationJobs } from './modules/automation/automation.jobs';
import { alertJobs } from './modules/alerts/alert.jobs';
import { recordsJobs } from './modules/records/records.jobs';
import { providerNetworkJobs } from './modules/provider-network/provider-network.jobs';
import { intakeJobs } from './modules/intake/intake.jobs';
import { marketingJobs } from './modules/marketing/marketing.jobs';
import { supportJobs } from './modules/support/support.jobs';
import { systemLogJobs } from './modules/system-logs/system-log.jobs';
import type { Services } from './services';

/**
 * Every job of the app, in one list (decision 81). The database preparation creates their queues
 * as the owner (a queue is DDL the app's role may not run); the app sends and works them. A module
 * adds its `<module>.jobs.ts` definitions here.
 */
export const jobDefinitions: readonly AnyJobDefinition<Services>[] = [
  deliverMail,
  sealAuditLog,
  purgeExpiredSessions,
  ...notificationJobs,
  ...passwordResetJobs,
  ...subscriptionJobs,
  ...aiPredictionJobs,
  ...aiDocumentJobs,
  ...domainEventJobs,
  ...webhookJobs,
  ...reminderJobs,
  ...automationJobs,
  ...alertJobs,
  ...recordsJobs,
  ...providerNetworkJobs,
  ...intakeJobs,
  ...marketingJobs,
  ...supportJobs,
  ...systemLogJobs,
];
