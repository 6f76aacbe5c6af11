import type { DataSource, EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Clock } from '../../platform/jobs/clock';
import type { Services } from '../../services';
import { postWebhook } from '../webhooks/webhook-sender';
import { newWebhookSecret, webhookSignature } from '../webhooks/webhook-signature';
import { webhookHostProblem, webhookUrlFormProblem } from '../webhooks/webhook-url';
import type { CrmIntegrationInput } from './marketing.input';
import { crmEvents, type CrmEvent } from './marketing.enums';
import { marketingAdminOf } from './marketing.policy';
import { deliverCrmSync } from './marketing.jobs';
import type { CrmIntegrationView, CrmSyncDeliveryView } from './marketing.type';

const secretContext = (id: number) => `crm_integration_settings:${id}:secret`;
const keyContext = (id: number) => `crm_integration_settings:${id}:api_key`;

const settingsColumns = `id, platform, webhook_url AS "webhookUrl", events, sync_enabled AS "syncEnabled",
  sync_frequency AS "syncFrequency", api_key IS NOT NULL AS "hasApiKey", last_sync_at AS "lastSyncAt",
  last_error AS "lastError", is_active AS "isActive", NULL::text AS "signingSecret"`;

/** When a delivery of this frequency goes out: realtime now; hourly at the next full hour; daily at 06:00 UTC. */
export function syncTime(frequency: string, now: Date): Date {
  if (frequency === 'realtime') return now;
  const next = new Date(now);
  if (frequency === 'hourly') {
    next.setUTCMinutes(0, 0, 0);
    next.setUTCHours(next.getUTCHours() + 1);
    return next;
  }
  next.setUTCHours(6, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * A clinic's CRM sync (decision 466): its settings with the key and signing secret sealed at rest
 * (bound to the row, as modules/webhooks seals), and one signed delivery per lead or activity event
 * on the job queue, posted with the webhooks' URL rules and signature header.
 */
export class CrmSyncService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue<Services>,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly options: { allowPrivateUrls: boolean; timeoutMs: number },
  ) {}

  private clinicOf(scope: Scope): number {
    const sender = marketingAdminOf(scope);
    if (sender.clinicId === null) throw new ForbiddenError("The CRM sync is a clinic's: the operator has none");
    return sender.clinicId;
  }

  async get(scope: Scope): Promise<CrmIntegrationView | null> {
    const clinicId = this.clinicOf(scope);
    const [row] = (await this.dataSource.query(
      `SELECT ${settingsColumns} FROM crm_integration_settings WHERE clinic_id = $1`,
      [clinicId],
    )) as CrmIntegrationView[];
    return row ?? null;
  }

  /** Saves the settings; the first save makes the signing secret and answers it once. */
  async save(scope: Scope, input: CrmIntegrationInput): Promise<CrmIntegrationView> {
    const clinicId = this.clinicOf(scope);
    const url = input.webhookUrl.trim();
    const problem =
      webhookUrlFormProblem(url) ?? (this.options.allowPrivateUrls ? null : await webhookHostProblem(url));
    if (problem) throw InputError.field('webhookUrl', problem);
    const events = [...new Set(input.events)];
    const unknown = events.find((event) => !(crmEvents as readonly string[]).includes(event));
    if (unknown) throw InputError.field('events', `${unknown} is not an event; choose among ${crmEvents.join(', ')}`);
    if (events.length === 0) throw InputError.field('events', 'Choose at least one event to sync');
    return this.dataSource.transaction(async (manager) => {
      const [existing] = (await manager.query(
        `SELECT id, platform, webhook_url AS "webhookUrl", events, sync_enabled AS "syncEnabled", sync_frequency AS "syncFrequency"
           FROM crm_integration_settings WHERE clinic_id = $1 FOR UPDATE`,
        [clinicId],
      )) as {
        id: number;
        platform: string;
        webhookUrl: string;
        events: string[];
        syncEnabled: boolean;
        syncFrequency: string;
      }[];
      let id: number;
      let secret: string | null = null;
      if (existing) {
        id = existing.id;
        await manager.query(
          `UPDATE crm_integration_settings SET platform = $2, webhook_url = $3, events = $4, sync_enabled = $5, sync_frequency = $6,
                  api_key = CASE WHEN $7::text IS NULL THEN api_key ELSE $7 END, updated_at = now() WHERE id = $1`,
          [
            id,
            input.platform,
            url,
            events,
            input.syncEnabled,
            input.syncFrequency,
            input.apiKey?.trim() ? this.box.seal(input.apiKey.trim(), keyContext(id)) : null,
          ],
        );
      } else {
        const [{ next }] = (await manager.query(
          `SELECT nextval(pg_get_serial_sequence('crm_integration_settings', 'id'))::int AS next`,
        )) as { next: number }[];
        id = next;
        secret = newWebhookSecret();
        await manager.query(
          `INSERT INTO crm_integration_settings (id, clinic_id, platform, api_key, api_secret, webhook_url, events, sync_enabled, sync_frequency)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            clinicId,
            input.platform,
            input.apiKey?.trim() ? this.box.seal(input.apiKey.trim(), keyContext(id)) : null,
            this.box.seal(secret, secretContext(id)),
            url,
            events,
            input.syncEnabled,
            input.syncFrequency,
          ],
        );
      }
      await writeAudit(manager, scope, {
        entityType: 'crm_integration_settings',
        entityId: id,
        action: existing ? 'update' : 'create',
        clinicId,
        oldValues: existing
          ? {
              platform: existing.platform,
              webhookUrl: existing.webhookUrl,
              events: existing.events,
              syncEnabled: existing.syncEnabled,
              syncFrequency: existing.syncFrequency,
            }
          : undefined,
        newValues: {
          platform: input.platform,
          webhookUrl: url,
          events,
          syncEnabled: input.syncEnabled,
          syncFrequency: input.syncFrequency,
          apiKeyChanged: Boolean(input.apiKey?.trim()),
        },
      });
      const [row] = (await manager.query(`SELECT ${settingsColumns} FROM crm_integration_settings WHERE id = $1`, [
        id,
      ])) as CrmIntegrationView[];
      return { ...row, signingSecret: secret };
    });
  }

  /** Records a delivery of an event for a clinic whose sync takes it, with its job, in the caller's transaction. */
  async enqueue(
    manager: EntityManager,
    clinicId: number | null,
    event: CrmEvent,
    data: Record<string, unknown>,
    now: Date,
    force = false,
  ) {
    if (clinicId === null) return null;
    const [settings] = (await manager.query(
      `SELECT id, sync_frequency AS "syncFrequency" FROM crm_integration_settings
        WHERE clinic_id = $1 AND is_active AND ($3 OR (sync_enabled AND $2 = ANY(events)))`,
      [clinicId, event, force],
    )) as { id: number; syncFrequency: string }[];
    if (!settings) return null;
    const [{ id }] = (await manager.query(
      `INSERT INTO crm_sync_deliveries (clinic_id, event, payload, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
      [clinicId, event, JSON.stringify({ event, occurredAt: now.toISOString(), data }), now],
    )) as { id: number }[];
    const at = force ? now : syncTime(settings.syncFrequency, now);
    await this.jobs.send(
      deliverCrmSync,
      { deliveryId: id },
      { key: `crm-delivery:${id}`, manager, ...(at > now ? { startAfter: at } : {}) },
    );
    return id;
  }

  /** Sends a test delivery now (a lead.created with sample data) and answers its outcome. */
  async test(scope: Scope): Promise<CrmSyncDeliveryView> {
    const clinicId = this.clinicOf(scope);
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (manager) => {
      const delivery = await this.enqueue(
        manager,
        clinicId,
        'lead.created',
        {
          id: 0,
          firstName: 'Test',
          lastName: 'Lead',
          email: 'test@example.com',
          phone: null,
          source: 'test',
          status: 'new',
          leadScore: 0,
          test: true,
        },
        now,
        true,
      );
      if (delivery === null) throw new NotFoundError('CRM integration');
      await writeAudit(manager, scope, {
        entityType: 'crm_integration_settings',
        entityId: delivery,
        action: 'test',
        clinicId,
      });
      return delivery;
    });
    await this.jobs.runNow(deliverCrmSync, `crm-delivery:${id}`).catch(() => undefined);
    return (await this.deliveries(scope)).find((row) => row.id === id)!;
  }

  async deliveries(scope: Scope): Promise<CrmSyncDeliveryView[]> {
    const clinicId = this.clinicOf(scope);
    return this.dataSource.query(
      `SELECT id, event, status, attempts, response_status AS "responseStatus", last_error AS "lastError",
              delivered_at AS "deliveredAt", created_at AS "createdAt"
         FROM crm_sync_deliveries WHERE clinic_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
      [clinicId],
    );
  }

  /** The job: posts the delivery signed with the clinic's secret; a refusal throws for a retry until the last. */
  async deliverJob(deliveryId: number, attempt: number, maxAttempts: number, now: Date): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT d.id, d.status, d.payload, s.id AS "settingsId", s.webhook_url AS url, s.api_secret AS secret, s.api_key AS "apiKey", s.platform
         FROM crm_sync_deliveries d JOIN crm_integration_settings s ON s.clinic_id = d.clinic_id
        WHERE d.id = $1`,
      [deliveryId],
    )) as {
      id: number;
      status: string;
      payload: unknown;
      settingsId: number;
      url: string;
      secret: string;
      apiKey: string | null;
      platform: string;
    }[];
    if (!row || row.status === 'delivered') return;
    const body = JSON.stringify(row.payload);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': 'Casebridge-CRM-Sync/1',
      'Casebridge-Delivery': String(row.id),
      'Casebridge-Signature': webhookSignature(
        this.box.open(row.secret, secretContext(row.settingsId)),
        Math.floor(now.getTime() / 1000),
        body,
      ),
    };
    if (row.apiKey) headers.Authorization = `Bearer ${this.box.open(row.apiKey, keyContext(row.settingsId))}`;
    const outcome = await postWebhook({
      url: row.url,
      body,
      headers,
      timeoutMs: this.options.timeoutMs,
      allowPrivateUrls: this.options.allowPrivateUrls,
    });
    const ok = outcome.error === null;
    const last = attempt >= maxAttempts;
    await this.dataSource.query(
      `UPDATE crm_sync_deliveries SET attempts = attempts + 1, response_status = $2, last_error = $3,
              status = CASE WHEN $4 THEN 'delivered' WHEN $5 THEN 'failed' ELSE status END,
              delivered_at = CASE WHEN $4 THEN $6::timestamptz ELSE delivered_at END
        WHERE id = $1`,
      [row.id, outcome.statusCode, outcome.error, ok, last, now],
    );
    await this.dataSource.query(
      `UPDATE crm_integration_settings SET last_sync_at = CASE WHEN $2 THEN $4::timestamptz ELSE last_sync_at END, last_error = $3 WHERE id = $1`,
      [row.settingsId, ok, outcome.error, now],
    );
    if (!ok && !last) throw new Error(`CRM delivery ${row.id} failed: ${outcome.error}`);
  }
}
