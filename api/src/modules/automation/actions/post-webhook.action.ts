import type { AutomationActionHandler } from '../automation-action';
import { automationRuleFiredKind } from '../../webhooks/webhook-event-kinds';

/** The action's target: one of the clinic's webhook endpoints, by id. */
const endpointIdOf = (target: string | null): number | null =>
  target !== null && /^[1-9]\d{0,9}$/.test(target.trim()) ? Number(target.trim()) : null;

const endpointRow = `SELECT id, url, is_active AS "isActive", parked_at AS "parkedAt"
  FROM webhook_endpoints WHERE id = $1 AND clinic_id = $2`;

/**
 * Posts `automation.rule_fired` to one of the clinic's endpoints: the rule's and the execution's
 * ids and the subject's ids, nothing else (the subscriber reads the record with a token). The
 * delivery is created in the execution's transaction, once per execution and endpoint; it goes out
 * on the webhooks queue with its retries, or is kept parked while the endpoint is parked.
 */
export const postWebhookAction: AutomationActionHandler = {
  type: 'post_webhook',
  label: 'Post to a webhook',
  async validate(manager, clinicId, action) {
    const id = endpointIdOf(action.target);
    if (id === null) return [{ field: 'target', message: "Choose one of the clinic's webhook endpoints" }];
    const [endpoint] = (await manager.query(endpointRow, [id, clinicId])) as unknown[];
    return endpoint ? [] : [{ field: 'target', message: 'Webhook endpoint not found' }];
  },
  async run(context, action) {
    const id = endpointIdOf(action.target);
    const [endpoint] = (
      id === null ? [] : await context.manager.query(endpointRow, [id, context.subject.clinicId])
    ) as { id: number; url: string; isActive: boolean; parkedAt: Date | null }[];
    if (!endpoint) throw new Error('Webhook endpoint not found');
    if (!endpoint.isActive) throw new Error(`The webhook endpoint ${new URL(endpoint.url).host} is switched off`);
    const { subject } = context;
    const deliveryId = await context.services.webhookDeliveries.enqueue(context.manager, {
      endpointId: endpoint.id,
      clinicId: subject.clinicId,
      eventId: `automation-execution-${context.executionId}`,
      eventKind: automationRuleFiredKind,
      createdAt: context.now.toISOString(),
      data: {
        clinicId: subject.clinicId,
        ruleId: context.ruleId,
        executionId: context.executionId,
        recordType: subject.recordType,
        recordId: subject.recordId,
        caseId: subject.caseId,
        patientId: subject.patientId,
      },
      parkedBecause: endpoint.parkedAt ? 'The endpoint was parked when the rule fired' : null,
    });
    const host = new URL(endpoint.url).host;
    return deliveryId === null
      ? `Webhook to ${host} was already posted for this execution`
      : `Webhook delivery #${deliveryId} to ${host}${endpoint.parkedAt ? ' kept parked (the endpoint is parked)' : ' queued'}`;
  },
};
