import type { DataSource, EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { InputError, LimitReachedError, NotFoundError } from '../../platform/errors';
import { endpointColumns } from './webhook-delivery.sql';
import { newWebhookSecret } from './webhook-signature';
import { systemResolver, webhookHostProblem, webhookUrlFormProblem, type AddressResolver } from './webhook-url';
import type { WebhookEndpointInput } from './webhook.inputs';
import { assertWebhookAdmin, endpointSecretContext } from './webhook.policy';
import type { WebhookEndpointSecretView, WebhookEndpointView } from './webhook.types';

/** Endpoints one clinic may have. */
export const maxEndpointsPerClinic = 100;

export interface WebhookEndpointOptions {
  allowPrivateUrls: boolean;
  resolve?: AddressResolver;
}

/** The audit row's picture of an endpoint (never its secret). */
const audited = (endpoint: Pick<WebhookEndpointView, 'url' | 'description' | 'eventKinds' | 'isActive'>) => ({
  url: endpoint.url,
  description: endpoint.description,
  eventKinds: endpoint.eventKinds,
  isActive: endpoint.isActive,
});

/** A clinic admin's webhook endpoints: saved with the URL rules, secrets sealed, every write audited. */
export class WebhookEndpointService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly box: SecretBox,
    private readonly options: WebhookEndpointOptions,
  ) {}

  async list(scope: Scope): Promise<WebhookEndpointView[]> {
    const clinicId = assertWebhookAdmin(scope);
    return this.dataSource.query(
      `SELECT ${endpointColumns} FROM webhook_endpoints e WHERE e.clinic_id = $1 ORDER BY e.id`,
      [clinicId],
    );
  }

  async create(scope: Scope, input: WebhookEndpointInput): Promise<WebhookEndpointSecretView> {
    const clinicId = assertWebhookAdmin(scope);
    const values = await this.checkedValues(input);
    return this.dataSource.transaction(async (manager) => {
      // One endpoint at a time per clinic, so the limit holds under concurrency.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints'), $1)`, [clinicId]);
      const [{ count }] = (await manager.query(
        `SELECT count(*)::int AS count FROM webhook_endpoints WHERE clinic_id = $1`,
        [clinicId],
      )) as { count: number }[];
      if (count >= maxEndpointsPerClinic)
        throw new LimitReachedError(`A clinic can have at most ${maxEndpointsPerClinic} webhook endpoints`);
      const [{ id }] = (await manager.query(
        `SELECT nextval(pg_get_serial_sequence('webhook_endpoints', 'id'))::int AS id`,
      )) as { id: number }[];
      const secret = newWebhookSecret();
      await manager.query(
        `INSERT INTO webhook_endpoints (id, clinic_id, url, description, event_kinds, secret_sealed, is_active, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          clinicId,
          values.url,
          values.description,
          values.eventKinds,
          this.box.seal(secret, endpointSecretContext(id)),
          values.isActive,
          scope.userId,
        ],
      );
      await writeAudit(manager, scope, {
        entityType: 'webhook_endpoint',
        entityId: id,
        action: 'create',
        clinicId,
        newValues: audited(values),
      });
      return { endpoint: (await this.find(manager, clinicId, id))!, secret };
    });
  }

  async update(scope: Scope, id: number, input: WebhookEndpointInput): Promise<WebhookEndpointView> {
    const clinicId = assertWebhookAdmin(scope);
    const values = await this.checkedValues(input);
    return this.dataSource.transaction(async (manager) => {
      const old = await this.find(manager, clinicId, id, true);
      if (!old) throw new NotFoundError('Webhook endpoint');
      await manager.query(
        `UPDATE webhook_endpoints SET url = $3, description = $4, event_kinds = $5, is_active = $6, updated_at = now()
          WHERE id = $1 AND clinic_id = $2`,
        [id, clinicId, values.url, values.description, values.eventKinds, values.isActive],
      );
      const { oldValues, newValues } = changedValues(audited(old), audited(values));
      await writeAudit(manager, scope, {
        entityType: 'webhook_endpoint',
        entityId: id,
        action: 'update',
        clinicId,
        oldValues,
        newValues,
      });
      return (await this.find(manager, clinicId, id))!;
    });
  }

  /** Removes the endpoint and its delivery log. */
  async delete(scope: Scope, id: number): Promise<boolean> {
    const clinicId = assertWebhookAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      const old = await this.find(manager, clinicId, id, true);
      if (!old) throw new NotFoundError('Webhook endpoint');
      await manager.query(`DELETE FROM webhook_endpoints WHERE id = $1 AND clinic_id = $2`, [id, clinicId]);
      await writeAudit(manager, scope, {
        entityType: 'webhook_endpoint',
        entityId: id,
        action: 'delete',
        clinicId,
        oldValues: audited(old),
      });
      return true;
    });
  }

  /** A new signing secret, shown once; the old one stops signing at once. */
  async rollSecret(scope: Scope, id: number): Promise<WebhookEndpointSecretView> {
    const clinicId = assertWebhookAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.find(manager, clinicId, id, true))) throw new NotFoundError('Webhook endpoint');
      const secret = newWebhookSecret();
      await manager.query(
        `UPDATE webhook_endpoints SET secret_sealed = $3, updated_at = now() WHERE id = $1 AND clinic_id = $2`,
        [id, clinicId, this.box.seal(secret, endpointSecretContext(id))],
      );
      await writeAudit(manager, scope, {
        entityType: 'webhook_endpoint',
        entityId: id,
        action: 'roll_secret',
        clinicId,
      });
      return { endpoint: (await this.find(manager, clinicId, id))!, secret };
    });
  }

  /** Lets a parked endpoint receive again; its parked deliveries wait for "Replay parked". */
  async unpark(scope: Scope, id: number): Promise<WebhookEndpointView> {
    const clinicId = assertWebhookAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      const old = await this.find(manager, clinicId, id, true);
      if (!old) throw new NotFoundError('Webhook endpoint');
      await manager.query(
        `UPDATE webhook_endpoints SET parked_at = NULL, parked_reason = NULL, consecutive_failures = 0, updated_at = now()
          WHERE id = $1 AND clinic_id = $2`,
        [id, clinicId],
      );
      await writeAudit(manager, scope, {
        entityType: 'webhook_endpoint',
        entityId: id,
        action: 'unpark',
        clinicId,
        oldValues: { parkedAt: old.parkedAt, parkedReason: old.parkedReason },
      });
      return (await this.find(manager, clinicId, id))!;
    });
  }

  /** One endpoint of the clinic (for the automation action's check, too), or null. */
  async find(manager: EntityManager, clinicId: number, id: number, lock = false): Promise<WebhookEndpointView | null> {
    const [row] = (await manager.query(
      `SELECT ${endpointColumns} FROM webhook_endpoints e WHERE e.id = $1 AND e.clinic_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, clinicId],
    )) as WebhookEndpointView[];
    return row ?? null;
  }

  /** The input with the URL rules applied (form always; where it leads unless private URLs are allowed). */
  private async checkedValues(input: WebhookEndpointInput) {
    const url = input.url.trim();
    const problem =
      webhookUrlFormProblem(url) ??
      (this.options.allowPrivateUrls ? null : await webhookHostProblem(url, this.options.resolve ?? systemResolver));
    if (problem) throw InputError.field('url', problem);
    return {
      url,
      description: input.description?.trim() ?? '',
      eventKinds: [...new Set(input.eventKinds)],
      isActive: input.isActive ?? true,
    };
  }
}
