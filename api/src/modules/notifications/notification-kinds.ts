import { registerEnumType } from 'type-graphql';

/**
 * Everything a person can be told about. A later feature (reminders, dunning, tickets) adds one
 * entry here: its label for the preferences screen and the e-mail's wording. The e-mail never
 * carries PHI (PRODUCT 15): it says what kind of thing happened and links to it behind sign-in.
 */
export const notificationKindInfo = {
  message: {
    label: 'Messages',
    description: 'A message to you or on one of your cases',
    emailSubject: 'You have a new message on a case',
  },
  reduction: {
    label: 'Bill reductions',
    description: 'A reduction request, a counter-offer or an answer on one of your cases',
    emailSubject: 'A bill reduction on a case needs your attention',
  },
  bill_status: {
    label: 'Bill status',
    description: "A bill's status changed on one of your cases",
    emailSubject: 'A bill status changed on a case',
  },
  case_transfer: {
    label: 'Case transfers',
    description: 'A case was transferred to you or away from you',
    emailSubject: 'A case was transferred',
  },
  invitation: {
    label: 'Invitations',
    description: 'Someone you invited has set their password',
    emailSubject: 'An invitation you sent was accepted',
  },
  billing_payment_failed: {
    label: 'Subscription payments',
    description: "A payment for your clinic's Casebridge subscription failed",
    emailSubject: "A payment for your clinic's Casebridge subscription failed",
  },
  billing_renewal: {
    label: 'Subscription renewals',
    description: "Your clinic's subscription renews or its trial ends in a few days",
    emailSubject: "Your clinic's Casebridge subscription renews soon",
  },
  billing_suspended: {
    label: 'Subscription suspension',
    description: "Your clinic's subscription was suspended for non-payment (everything stays readable)",
    emailSubject: "Your clinic's Casebridge subscription is suspended",
  },
  task_assigned: {
    label: 'Tasks',
    description: 'A colleague assigned a task to you',
    emailSubject: 'A task was assigned to you',
  },
  webhook_endpoint_parked: {
    label: 'Webhooks',
    description: "One of your clinic's webhook endpoints kept failing and was parked",
    emailSubject: 'A webhook endpoint of your clinic was parked',
  },
  automation_rule_disabled: {
    label: 'Automation rules',
    description: 'One of your clinic’s workflow rules kept failing and was switched off',
    emailSubject: 'A workflow rule of your clinic was switched off',
  },
  case_update: {
    label: 'Case updates',
    description: 'A clinic’s automatic update on one of your cases',
    emailSubject: 'There is an update on one of your cases',
  },
  settlement: {
    label: 'Settlements',
    description: 'A settlement statement was recorded, revised, confirmed or disputed on one of your cases',
    emailSubject: 'A settlement statement on a case needs your attention',
  },
  case_alert: {
    label: 'Case alerts',
    description: 'A treatment gap, a policy limit or a filing deadline on one of your cases',
    emailSubject: 'There is an alert on one of your cases',
  },
  records_request: {
    label: 'Records requests',
    description: 'A records request to your clinic, its answer, a follow-up, or a request past its due date',
    emailSubject: 'A records request needs your attention',
  },
  funding: {
    label: 'Funding',
    description: 'A funding partner answered a funding request on one of your cases',
    emailSubject: 'A funding partner answered a request on one of your cases',
  },
  provider_match: {
    label: 'Provider referrals',
    description: 'A referral to or from your practice was matched or missed its first-contact deadline',
    emailSubject: 'A provider referral needs your attention',
  },
  patient_portal: {
    label: 'Patient portal',
    description: 'A patient confirmed or cancelled an appointment in the patient portal',
    emailSubject: 'A patient changed an appointment in the patient portal',
  },
  intake_matched: {
    label: 'Public intake',
    description: 'Someone asked for help through the public form and was matched to your clinic',
    emailSubject: 'A new intake was matched to your clinic',
  },
  marketing_follow_up: {
    label: 'Marketing leads',
    description: 'A marketing rule asks you to follow up a lead',
    emailSubject: 'A marketing lead needs your follow-up',
  },
  support_ticket: {
    label: 'Support tickets',
    description: 'An answer on your support ticket, or (for the support desk) a new, assigned or late ticket',
    emailSubject: 'There is news on a Casebridge support ticket',
  },
} as const satisfies Record<string, { label: string; description: string; emailSubject: string }>;

export type NotificationKindName = keyof typeof notificationKindInfo;

/** The GraphQL enum, built from the list above so the two never differ. */
export const NotificationKind = Object.fromEntries(Object.keys(notificationKindInfo).map((k) => [k, k])) as {
  [K in NotificationKindName]: K;
};
export type NotificationKind = NotificationKindName;
registerEnumType(NotificationKind, { name: 'NotificationKind', description: 'What a notification is about' });

export const notificationKinds = Object.keys(notificationKindInfo) as NotificationKind[];

/** How a person wants to hear about one kind outside the app; in-app notifications are always kept. */
export enum NotificationDelivery {
  immediately = 'immediately',
  daily_digest = 'daily_digest',
  off = 'off',
}
registerEnumType(NotificationDelivery, {
  name: 'NotificationDelivery',
  description: 'immediately: one e-mail each time; daily_digest: one e-mail a day; off: in the app only',
});

export const notificationDeliveries = Object.values(NotificationDelivery);
export const defaultDelivery = NotificationDelivery.immediately;
