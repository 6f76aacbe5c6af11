import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum HealthStatus {
  healthy = 'healthy',
  degraded = 'degraded',
}
registerEnumType(HealthStatus, {
  name: 'HealthStatus',
  description: 'healthy: the database answers and no limit below is crossed; degraded: see problems',
});

@ObjectType({ description: 'This api process' })
export class ProcessHealth {
  @Field(() => String, { description: 'Host name and process id, to tell api processes apart' }) instance: string;
  @Field(() => Date) startedAt: Date;
  @Field(() => Float) uptimeSeconds: number;
  @Field(() => String) nodeVersion: string;
  @Field(() => Float, { description: 'Resident memory in bytes' }) memoryRssBytes: number;
  @Field(() => Float) heapUsedBytes: number;
  @Field(() => Float) heapTotalBytes: number;
}

@ObjectType({
  description:
    'API requests this process answered in the recent window (GraphQL and REST; no health probes or web files)',
})
export class RequestHealth {
  @Field(() => Int, { description: 'The window length, e.g. 300 for the last 5 minutes' }) windowSeconds: number;
  @Field(() => Float, { description: 'How much of the window has passed since the process started' })
  coveredSeconds: number;
  @Field(() => Int) requests: number;
  @Field(() => Int, { description: 'Failed on our side: a 5xx status, or a GraphQL internal error' })
  errors: number;
  @Field(() => Float) requestsPerMinute: number;
  @Field(() => Float, { nullable: true, description: 'errors / requests; null without requests' })
  errorRate: number | null;
  @Field(() => Float, { nullable: true, description: 'Latency percentiles in ms; null without requests' })
  latencyP50Ms: number | null;
  @Field(() => Float, { nullable: true }) latencyP95Ms: number | null;
  @Field(() => Float, { nullable: true }) latencyP99Ms: number | null;
  @Field(() => Float) requestsSinceStart: number;
  @Field(() => Float) errorsSinceStart: number;
}

@ObjectType({ description: 'The PostgreSQL database, as this process sees it' })
export class DatabaseHealth {
  @Field(() => Boolean) up: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "False when the app's database role could change or remove audit rows (it owns the table or holds UPDATE/DELETE)",
  })
  auditLogProtected: boolean | null;
  @Field(() => Float, { nullable: true, description: 'Round trip of SELECT 1 in ms' }) latencyMs: number | null;
  @Field(() => Float, { nullable: true }) sizeBytes: number | null;
  @Field(() => Int, { nullable: true, description: 'Connections to this database, every api process included' })
  connections: number | null;
  @Field(() => Int, { nullable: true }) activeConnections: number | null;
  @Field(() => Int, { nullable: true }) maxConnections: number | null;
  @Field(() => Int, { description: "This process's pool: open connections" }) poolTotal: number;
  @Field(() => Int) poolIdle: number;
  @Field(() => Int, { description: 'Queries waiting for a free pool connection' }) poolWaiting: number;
  @Field(() => Int) poolMax: number;
}

@ObjectType({ description: 'Stored documents and the disk holding the data folder' })
export class StorageHealth {
  @Field(() => String, { description: 'local (the data folder) or s3' }) backend: string;
  @Field(() => Int) documentCount: number;
  @Field(() => Float, { description: "Sum of the stored documents' sizes in bytes" }) documentBytes: number;
  @Field(() => Float, { nullable: true, description: 'Size of the disk holding the data folder' })
  diskTotalBytes: number | null;
  @Field(() => Float, { nullable: true }) diskFreeBytes: number | null;
}

@ObjectType({
  description: 'One queue of the job queue (platform/jobs), counted in the database for every api process',
})
export class QueueHealth {
  @Field(() => String, { description: "The job's name, e.g. mail.deliver" }) name: string;
  @Field(() => Int, { description: 'Jobs waiting: due, delayed, or waiting for a retry' }) waiting: number;
  @Field(() => Int, { description: 'Jobs running now' }) active: number;
  @Field(() => Int, { description: 'Jobs that failed their last retry, kept in the dead-letter queue' })
  deadLettered: number;
  @Field(() => Float, {
    nullable: true,
    description: 'How long the oldest due job has waited for a worker, in seconds; null when none is due',
  })
  oldestWaitingSeconds: number | null;
}

@ObjectType({
  description: 'Work the platform does after a request: the job queues, the email outbox and the audit seal',
})
export class JobQueueHealth {
  @Field(() => [QueueHealth], { description: 'Every queue of the job queue, in the order the app declares them' })
  queues: QueueHealth[];
  @Field(() => Int, { description: 'Emails recorded but not delivered (not configured, failed, or on their way)' })
  emailsWaiting: number;
  @Field(() => Int, { description: 'Of those, emails whose last delivery attempt failed' })
  emailsFailed: number;
  @Field(() => Float, { nullable: true, description: 'Age in seconds of the oldest email waiting' })
  oldestEmailWaitingSeconds: number | null;
  @Field(() => Int, { description: 'Audit rows newer than the last seal of the hash chain (sealed every 5 s)' })
  auditRowsAwaitingSeal: number;
}

@ObjectType({ description: "The Health tab's measured figures; those of requests and memory are per api process" })
export class SystemHealth {
  @Field(() => HealthStatus) status: HealthStatus;
  @Field(() => [String], { description: 'Why the status is degraded; empty when healthy' }) problems: string[];
  @Field(() => Date) measuredAt: Date;
  @Field(() => ProcessHealth) process: ProcessHealth;
  @Field(() => RequestHealth) requests: RequestHealth;
  @Field(() => DatabaseHealth) database: DatabaseHealth;
  @Field(() => StorageHealth) storage: StorageHealth;
  @Field(() => JobQueueHealth) jobs: JobQueueHealth;
}
