import { domainEventKinds, type DomainEventKind } from '../domain-events/domain-event';

/** Sent by a workflow rule's "Post to a webhook" action (automation/actions/post-webhook.action.ts). */
export const automationRuleFiredKind = 'automation.rule_fired';
/** Sent on request from the Webhooks tab ("Send test"), whatever the endpoint subscribes to. */
export const webhookTestKind = 'webhook.test';

/** What each kind means, for the integrator's page and the endpoint dialog. */
const descriptions: Partial<Record<DomainEventKind | typeof automationRuleFiredKind, string>> = {
  'case.status_changed': "A case's status changed (facts: from, to)",
  'appointment.missed': 'An appointment was marked as a no-show',
  'note.signed': 'A treatment note (or an addendum) was signed',
  'document.uploaded': 'A document was uploaded to a case',
  'reduction.requested': 'An attorney asked for a reduction of a bill',
  'automation.rule_fired': 'A workflow rule with a "Post to a webhook" action fired on a record',
};

/** The kinds an endpoint can subscribe to: every domain event, and workflow rules. */
export const webhookEventKinds: readonly string[] = [...domainEventKinds, automationRuleFiredKind];

export const webhookEventKindInfo = webhookEventKinds.map((kind) => ({
  kind,
  description: descriptions[kind as keyof typeof descriptions] ?? kind,
}));
