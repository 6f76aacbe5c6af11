import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Services } from '../../services';
import type { DomainEvent } from './domain-event';
import { dispatchDomainEvent } from './domain-events.jobs';

export type NewDomainEvent = Omit<DomainEvent, 'occurredAt'> & { occurredAt?: string };

/** Records domain events: one `events.dispatch` job per event, in the caller's transaction. */
export class DomainEvents {
  constructor(private readonly jobs: JobQueue<Services>) {}

  async record(manager: EntityManager, event: NewDomainEvent): Promise<void> {
    const occurredAt =
      event.occurredAt ?? ((await manager.query(`SELECT now() AS now`)) as { now: Date }[])[0].now.toISOString();
    const id = randomUUID();
    await this.jobs.send(dispatchDomainEvent, { ...event, occurredAt, id }, { key: id, manager });
  }
}
