import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { keysetSql } from '../../db/sql/keyset';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Services } from '../../services';
import type { DomainEvent } from '../domain-events/domain-event';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import { webhookTestKind } from './webhook-event-kinds';
import { webhookPayload, type WebhookData } from './webhook-payload';
import { postWebhook, type WebhookAttempt } from './webhook-sender';
import { webhookSignature } from './webhook-signature';
import { deliveryColumns } from './webhook-delivery.sql';
import type { WebhookDeliveryFilter } from './webhook.inputs';
import { deliverWebhook, type DeliverWebhookData } from './webhook.jobs';
import { assertWebhookAdmin, endpointSecretContext } from './webhook.policy';
import type { WebhookDeliveryView } from './webhook.types';

/** Attempts a delivery gets before it is parked. */
export const maxDeliveryAttempts = 8;
/** Parked deliveries in a row that park their endpoint. */
export const parkEndpointAfter = 3;
/** Seconds before attempt n + 1 after attempt n failed: 60 × 3^(n−1), so 8 attempts span about 18 hours. */
export const retryDelaySeconds = (failedAttempt: number): number => 60 * 3 ** (failedAttempt - 1);

export interface NewDelivery {
  endpointId: number;
  clinicId: number;
  eventId: string;
  eventKind: string;
  createdAt: string;
  data: WebhookData;
  /** Recorded parked, not sent (its endpoint is parked): kept for a replay. */
  parkedBecause?: string | null;
}

export interface WebhookDeliveryOptions {
  allowPrivateUrls: boolean;
  timeoutMs: number;
  /** The attempt itself; tests may count calls. */
  post?: typeof postWebhook;
}

interface AttemptRow {
  id: number;
  clinicId: number;
  status: string;
  attempts: number;
  payload: unknown;
  eventId: string;
  eventKind: string;
  endpointId: number;
  url: string;
  secretSealed: string;
  isActive: boolean;
  parkedAt: Date | null;
}

/** Webhook deliveries: created once per endpoint and event, attempted on the queue, logged, replayed. */
export class WebhookDeliveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue<Services>,
    private readonly box: SecretBox,
    private readonly notifications: NotificationService,
    private readonly options: WebhookDeliveryOptions,
  ) {}

  /** The domain-event consumer: one delivery per active endpoint of the clinic subscribed to the kind. */
  async deliverEvent(event: DomainEvent & { id: string }): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const endpoints = (await manager.query(
        `SELECT id, parked_at AS "parkedAt" FROM webhook_endpoints
          WHERE clinic_id = $1 AND is_active AND $2 = ANY(event_kinds) ORDER BY id`,
        [event.clinicId, event.kind],
      )) as { id: number; parkedAt: Date | null }[];
      const data: WebhookData = {
        clinicId: event.clinicId,
        caseId: event.caseId,
        patientId: event.patientId,
        recordId: event.recordId,
        actorUserId: event.actorUserId,
        ...event.facts,
      };
      for (const endpoint of endpoints)
        await this.enqueue(manager, {
          endpointId: endpoint.id,
          clinicId: event.clinicId,
          eventId: event.id,
          eventKind: event.kind,
          createdAt: event.occurredAt,
          data,
          parkedBecause: endpoint.parkedAt ? 'The endpoint was parked when the event happened' : null,
        });
    });
  }

  /**
   * Records a delivery and its first attempt's job in the caller's transaction; a second call for
   * the same endpoint and event does nothing (the unique key). Returns the new delivery's id, or null.
   */
  async enqueue(manager: EntityManager, delivery: NewDelivery): Promise<number | null> {
    const payload = webhookPayload(delivery.eventId, delivery.eventKind, delivery.createdAt, delivery.data);
    const parked = Boolean(delivery.parkedBecause);
    const [row] = (await manager.query(
      `INSERT INTO webhook_deliveries (endpoint_id, clinic_id, event_id, event_kind, payload, status, last_error, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $6 = 'pending' THEN now() END)
       ON CONFLICT (endpoint_id, event_id) DO NOTHING RETURNING id`,
      [
        delivery.endpointId,
        delivery.clinicId,
        delivery.eventId,
        delivery.eventKind,
        payload,
        parked ? 'parked' : 'pending',
        delivery.parkedBecause ?? null,
      ],
    )) as { id: number }[];
    if (!row) return null;
    if (!parked)
      await this.jobs.send(deliverWebhook, { deliveryId: row.id, attempt: 1 }, { manager, key: `${row.id}:1` });
    return row.id;
  }

  /** A test event to one endpoint, attempted at once; the delivery as it stands after that attempt. */
  async sendTest(scope: Scope, endpointId: number): Promise<WebhookDeliveryView> {
    const clinicId = assertWebhookAdmin(scope);
    const id = await this.dataSource.transaction(async (manager) => {
      const [endpoint] = (await manager.query(
        `SELECT id, is_active AS "isActive", parked_at AS "parkedAt" FROM webhook_endpoints WHERE id = $1 AND clinic_id = $2`,
        [endpointId, clinicId],
      )) as { id: number; isActive: boolean; parkedAt: Date | null }[];
      if (!endpoint) throw new NotFoundError('Webhook endpoint');
      if (!endpoint.isActive) throw new ConflictError('Switch the endpoint on to send it a test event');
      if (endpoint.parkedAt) throw new ConflictError('Unpark the endpoint to send it a test event');
      const [{ now }] = (await manager.query(`SELECT now() AS now`)) as { now: Date }[];
      const deliveryId = (await this.enqueue(manager, {
        endpointId,
        clinicId,
        eventId: randomUUID(),
        eventKind: webhookTestKind,
        createdAt: now.toISOString(),
        data: { clinicId, endpointId },
      }))!;
      await writeAudit(manager, scope, {
        entityType: 'webhook_endpoint',
        entityId: endpointId,
        action: 'send_test',
        clinicId,
        newValues: { deliveryId },
      });
      return deliveryId;
    });
    await this.jobs.runNow(deliverWebhook, `${id}:1`);
    return (await this.findById(clinicId, id))!;
  }

  /** The endpoint's deliveries, newest first, keyset-paginated. */
  async list(
    scope: Scope,
    filter: WebhookDeliveryFilter,
    first?: number | null,
    after?: string | null,
  ): Promise<Page<WebhookDeliveryView>> {
    const clinicId = assertWebhookAdmin(scope);
    const params = new SqlParams();
    const where = [`d.clinic_id = ${params.add(clinicId)}`];
    if (filter.endpointId) {
      const [endpoint] = (await this.dataSource.query(
        `SELECT 1 FROM webhook_endpoints WHERE id = $1 AND clinic_id = $2`,
        [filter.endpointId, clinicId],
      )) as unknown[];
      if (!endpoint) throw new NotFoundError('Webhook endpoint');
      where.push(`d.endpoint_id = ${params.add(filter.endpointId)}`);
    }
    if (filter.status) where.push(`d.status = ${params.add(filter.status)}`);
    const page = keysetSql(
      params,
      'd',
      { expr: 'd.created_at', cast: 'timestamptz' },
      SortDirection.desc,
      first,
      after,
    );
    if (page.after) where.push(page.after);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${deliveryColumns}, ${page.sortKeySelect} FROM webhook_deliveries d WHERE ${where.join(' AND ')} ${page.orderAndLimit}`,
      params.values,
    );
    return page.page(rows, ({ keyset_sort_key: _key, ...row }) => row as unknown as WebhookDeliveryView);
  }

  /** Sends one delivery again now (any status but pending), as a new attempt. */
  async replay(scope: Scope, deliveryId: number): Promise<WebhookDeliveryView> {
    const clinicId = assertWebhookAdmin(scope);
    const key = await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT d.id, d.status, d.attempts, d.endpoint_id AS "endpointId", e.parked_at AS "parkedAt", e.is_active AS "isActive"
           FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
          WHERE d.id = $1 AND d.clinic_id = $2 FOR UPDATE OF d`,
        [deliveryId, clinicId],
      )) as {
        id: number;
        status: string;
        attempts: number;
        endpointId: number;
        parkedAt: Date | null;
        isActive: boolean;
      }[];
      if (!row) throw new NotFoundError('Webhook delivery');
      assertSendable(row);
      if (row.status === 'pending') throw new ConflictError('This delivery is already waiting to be sent');
      const replayKey = await this.queueReplay(manager, row);
      await writeAudit(manager, scope, {
        entityType: 'webhook_delivery',
        entityId: row.id,
        action: 'replay',
        clinicId,
        oldValues: { status: row.status, attempts: row.attempts },
      });
      return replayKey;
    });
    await this.jobs.runNow(deliverWebhook, key);
    return (await this.findById(clinicId, deliveryId))!;
  }

  /** Queues every parked delivery of an endpoint again; the number queued. */
  async replayParked(scope: Scope, endpointId: number): Promise<number> {
    const clinicId = assertWebhookAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      const [endpoint] = (await manager.query(
        `SELECT id, parked_at AS "parkedAt", is_active AS "isActive" FROM webhook_endpoints WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
        [endpointId, clinicId],
      )) as { id: number; parkedAt: Date | null; isActive: boolean }[];
      if (!endpoint) throw new NotFoundError('Webhook endpoint');
      assertSendable(endpoint);
      const parked = (await manager.query(
        `SELECT id, status, attempts FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'parked' ORDER BY id FOR UPDATE`,
        [endpointId],
      )) as { id: number; status: string; attempts: number }[];
      for (const row of parked) await this.queueReplay(manager, row);
      await writeAudit(manager, scope, {
        entityType: 'webhook_endpoint',
        entityId: endpointId,
        action: 'replay_parked',
        clinicId,
        newValues: { deliveries: parked.length },
      });
      return parked.length;
    });
  }

  private async queueReplay(manager: EntityManager, row: { id: number; attempts: number }): Promise<string> {
    await manager.query(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), last_error = NULL WHERE id = $1`,
      [row.id],
    );
    const attempt = row.attempts + 1;
    const key = `${row.id}:${attempt}:replay`;
    await this.jobs.send(deliverWebhook, { deliveryId: row.id, attempt, replay: true }, { manager, key });
    return key;
  }

  /**
   * The `webhooks.deliver` job: one POST, then the outcome recorded. A job whose attempt was made
   * already (a replay and a retry racing, a redelivered job) changes nothing.
   */
  async attempt(job: DeliverWebhookData, now: Date): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT d.id, d.clinic_id AS "clinicId", d.status, d.attempts, d.payload, d.event_id AS "eventId",
              d.event_kind AS "eventKind", e.id AS "endpointId", e.url, e.secret_sealed AS "secretSealed",
              e.is_active AS "isActive", e.parked_at AS "parkedAt"
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
      [job.deliveryId],
    )) as AttemptRow[];
    if (!row || !['pending', 'failed'].includes(row.status) || row.attempts !== job.attempt - 1) return;
    if (!row.isActive || row.parkedAt) {
      await this.dataSource.query(
        `UPDATE webhook_deliveries SET status = 'parked', next_attempt_at = NULL, last_error = $2 WHERE id = $1 AND attempts = $3`,
        [row.id, row.isActive ? 'The endpoint is parked' : 'The endpoint is switched off', row.attempts],
      );
      return;
    }
    const body = JSON.stringify(row.payload);
    const secret = this.box.open(row.secretSealed, endpointSecretContext(row.endpointId));
    const result = await (this.options.post ?? postWebhook)({
      url: row.url,
      body,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Casebridge-Webhooks/1',
        'Casebridge-Event-Id': row.eventId,
        'Casebridge-Event-Type': row.eventKind,
        'Casebridge-Signature': webhookSignature(secret, Math.floor(now.getTime() / 1000), body),
      },
      timeoutMs: this.options.timeoutMs,
      allowPrivateUrls: this.options.allowPrivateUrls,
    });
    await this.dataSource.transaction((manager) => this.record(manager, row, job, result, now));
  }

  private async record(
    manager: EntityManager,
    row: AttemptRow,
    job: DeliverWebhookData,
    result: WebhookAttempt,
    now: Date,
  ): Promise<void> {
    const delivered = result.error === null;
    const status = delivered ? 'delivered' : job.replay || job.attempt >= maxDeliveryAttempts ? 'parked' : 'failed';
    const retryAt = status === 'failed' ? new Date(now.getTime() + retryDelaySeconds(job.attempt) * 1000) : null;
    const [updated] = (await manager.query(
      `UPDATE webhook_deliveries SET attempts = attempts + 1, status = $3, last_status_code = $4, last_error = $5,
              next_attempt_at = $6, delivered_at = CASE WHEN $3 = 'delivered' THEN $7::timestamptz ELSE delivered_at END
        WHERE id = $1 AND attempts = $2 AND status IN ('pending', 'failed') RETURNING id`,
      [row.id, job.attempt - 1, status, result.statusCode, result.error, retryAt, now],
    )) as [{ id: number }[], number];
    if (updated.length === 0) return;
    if (status === 'failed')
      await this.jobs.send(
        deliverWebhook,
        { deliveryId: row.id, attempt: job.attempt + 1 },
        { manager, key: `${row.id}:${job.attempt + 1}`, startAfter: retryDelaySeconds(job.attempt) },
      );
    if (delivered)
      await manager.query(
        `UPDATE webhook_endpoints SET consecutive_failures = 0 WHERE id = $1 AND consecutive_failures <> 0`,
        [row.endpointId],
      );
    if (status === 'parked') await this.countParked(manager, row);
  }

  /** One more parked delivery in a row; the third parks the endpoint and tells the clinic's admins. */
  private async countParked(manager: EntityManager, row: AttemptRow): Promise<void> {
    const [[endpoint]] = (await manager.query(
      `UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1,
              parked_at = CASE WHEN parked_at IS NULL AND consecutive_failures + 1 >= $2 THEN now() ELSE parked_at END,
              parked_reason = CASE WHEN parked_at IS NULL AND consecutive_failures + 1 >= $2
                THEN $3 ELSE parked_reason END
        WHERE id = $1
        RETURNING consecutive_failures AS "failures", parked_at AS "parkedAt", url,
                  (parked_at IS NOT NULL AND consecutive_failures = $2) AS "justParked"`,
      [
        row.endpointId,
        parkEndpointAfter,
        `${parkEndpointAfter} deliveries in a row failed ${maxDeliveryAttempts} times`,
      ],
    )) as { failures: number; parkedAt: Date | null; url: string; justParked: boolean }[][];
    if (!endpoint?.justParked) return;
    await writeAudit(manager, null, {
      entityType: 'webhook_endpoint',
      entityId: row.endpointId,
      action: 'park',
      clinicId: row.clinicId,
      newValues: { consecutiveFailures: endpoint.failures },
    });
    const admins = (await manager.query(
      `SELECT id FROM users WHERE clinic_id = $1 AND role = 'clinic_admin' AND is_active`,
      [row.clinicId],
    )) as { id: string }[];
    await this.notifications.notify(manager, {
      recipients: admins.map((admin) => admin.id),
      kind: NotificationKind.webhook_endpoint_parked,
      title: 'A webhook endpoint was parked',
      body: `Deliveries to ${new URL(endpoint.url).host} kept failing; they are kept for a replay once you unpark it.`,
      link: '/clinic?tab=webhooks',
      clinicId: row.clinicId,
    });
  }

  private async findById(clinicId: number, id: number): Promise<WebhookDeliveryView | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${deliveryColumns} FROM webhook_deliveries d WHERE d.id = $1 AND d.clinic_id = $2`,
      [id, clinicId],
    )) as WebhookDeliveryView[];
    return row ?? null;
  }
}

function assertSendable(endpoint: { parkedAt: Date | null; isActive: boolean }): void {
  if (endpoint.parkedAt) throw new ConflictError('Unpark the endpoint before replaying its deliveries');
  if (!endpoint.isActive) throw new ConflictError('Switch the endpoint on before replaying its deliveries');
}
