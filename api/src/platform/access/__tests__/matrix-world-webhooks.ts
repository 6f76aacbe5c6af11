import type { DataSource } from 'typeorm';
import { SecretBox } from '../../crypto/secret-box';
import { testSecretsKey } from '../../../test/test-secrets';

/**
 * A webhook endpoint of the clinic with one parked delivery (so a replay is allowed). Its URL is a
 * closed loopback port: an allowed "Send test" or replay fails fast without leaving the machine.
 */
export async function makeWebhookFixture(
  ds: DataSource,
  clinicId: number,
): Promise<{ webhookEndpointId: number; webhookDeliveryId: number }> {
  const [{ id: webhookEndpointId }] = (await ds.query(
    `INSERT INTO webhook_endpoints (clinic_id, url, event_kinds, secret_sealed)
     VALUES ($1, 'http://127.0.0.1:9/matrix', '{note.signed}', 'pending') RETURNING id`,
    [clinicId],
  )) as { id: number }[];
  const box = new SecretBox(Buffer.from(testSecretsKey, 'base64'));
  await ds.query(`UPDATE webhook_endpoints SET secret_sealed = $2 WHERE id = $1`, [
    webhookEndpointId,
    // The webhooks module's sealing context (webhook.policy.ts): platform tests import no module, and
    // the matrix's Send test and Replay checks unseal it, so a different context fails them.
    box.seal('whsec_matrix', `webhook_endpoint:${webhookEndpointId}`),
  ]);
  const [{ id: webhookDeliveryId }] = (await ds.query(
    `INSERT INTO webhook_deliveries (endpoint_id, clinic_id, event_id, event_kind, payload, status, attempts)
     VALUES ($1, $2, gen_random_uuid()::text, 'note.signed', '{}', 'parked', 8) RETURNING id`,
    [webhookEndpointId, clinicId],
  )) as { id: number }[];
  return { webhookEndpointId, webhookDeliveryId };
}
