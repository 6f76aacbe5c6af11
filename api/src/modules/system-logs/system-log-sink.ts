import type { DataSource } from 'typeorm';
import { currentLogContext } from '../../platform/log-context';
import type { Logger } from '../../platform/logger';
import { SystemLogLevel } from './system-log.enums';

export interface SystemLogEntry {
  level: SystemLogLevel;
  source: string;
  message: string;
  metadata: Record<string, unknown> | null;
  stackTrace: string | null;
  correlationId: string | null;
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
}

const maxBuffered = 1000;
const batchSize = 100;
const flushDelayMs = 500;
const maxMessage = 2000;
const maxMetadataChars = 8000;
const maxStack = 8000;

/** Where a line came from, named by its message (the logger's callers say what failed, not where). */
const sourceRules: [RegExp, string][] = [
  [/graphql/i, 'graphql'],
  [/\brest\b/i, 'rest'],
  [/job/i, 'jobs'],
  [/e-?mail|smtp/i, 'mail'],
  [/live|redis/i, 'live'],
  [/database|postgres/i, 'database'],
  [/openid|sign-in|oidc/i, 'sign-in'],
  [/export/i, 'export'],
  [/\bai\b|analysis|chat/i, 'ai'],
  [/webhook/i, 'webhooks'],
  [/access denial|audit/i, 'audit'],
  [/provider page/i, 'provider-pages'],
];

export function sourceOf(message: string, fields?: Record<string, unknown>): string {
  if (typeof fields?.source === 'string' && /^[a-z][a-z0-9._-]{0,39}$/.test(fields.source)) return fields.source;
  return sourceRules.find(([pattern]) => pattern.test(message))?.[1] ?? 'server';
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * Keeps the server's warnings and errors in system_logs without holding up a request (decision 457):
 * `record` only pushes to a bounded buffer; a timer writes batches in one INSERT after the response.
 * A failed write is told to the plain logger (never back to this sink, so it cannot recurse) and its
 * batch is dropped; when the buffer is full the oldest lines are dropped and counted.
 */
export class SystemLogSink {
  private buffer: SystemLogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private dropped = 0;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    /** The logger without this sink: where the sink's own failures go. */
    private readonly plainLogger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get droppedCount(): number {
    return this.dropped;
  }

  record(level: SystemLogLevel, message: string, fields?: Record<string, unknown>): void {
    if (this.closed) return;
    const context = currentLogContext();
    const error = Object.values(fields ?? {}).find((value): value is Error => value instanceof Error);
    const correlationId =
      context?.requestId ?? (typeof fields?.correlationId === 'string' ? fields.correlationId : null);
    let metadata: Record<string, unknown> | null = null;
    if (fields && Object.keys(fields).length > 0) {
      try {
        const text = JSON.stringify(fields, errorReplacer);
        metadata =
          text.length <= maxMetadataChars
            ? (JSON.parse(text) as Record<string, unknown>)
            : { truncated: text.slice(0, maxMetadataChars) };
      } catch {
        metadata = { unserializable: true };
      }
    }
    if (this.buffer.length >= maxBuffered) {
      this.buffer.shift();
      this.dropped += 1;
    }
    this.buffer.push({
      level,
      source: sourceOf(message, fields),
      message: message.slice(0, maxMessage) || '(empty)',
      metadata,
      stackTrace: error?.stack?.slice(0, maxStack) ?? null,
      correlationId,
      userId: context?.userId ?? null,
      ipAddress: context?.ip ?? null,
      userAgent: context?.userAgent ?? null,
      createdAt: this.now(),
    });
    this.schedule();
  }

  /** Writes everything buffered now (tests, shutdown). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.flushing) await this.flushing;
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, batchSize);
      this.flushing = this.write(batch).finally(() => (this.flushing = null));
      await this.flushing;
    }
  }

  /** Writes what is left and takes no more lines. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, flushDelayMs);
    this.timer.unref();
  }

  private async write(batch: SystemLogEntry[]): Promise<void> {
    try {
      const column = <K extends keyof SystemLogEntry>(key: K) => batch.map((entry) => entry[key]);
      await this.dataSource.query(
        `INSERT INTO system_logs (level, source, message, metadata, stack_trace, correlation_id, user_id, ip_address, user_agent, created_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::timestamptz[])`,
        [
          column('level'),
          column('source'),
          column('message').map(stripZeroBytes),
          column('metadata').map((value) => (value ? stripZeroBytes(JSON.stringify(value)) : null)),
          column('stackTrace').map((value) => (value ? stripZeroBytes(value) : null)),
          column('correlationId'),
          column('userId'),
          column('ipAddress'),
          column('userAgent'),
          column('createdAt'),
        ],
      );
    } catch (error) {
      this.dropped += batch.length;
      this.plainLogger.warn('system log batch not written', {
        lines: batch.length,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

const stripZeroBytes = (text: string) => text.split(String.fromCharCode(0)).join('');

/**
 * The app's logger: every line goes to `logger` as before; warnings and errors also go to the sink.
 */
export function loggerWithSystemLogs(logger: Logger, sink: SystemLogSink): Logger {
  return {
    debug: (message, fields) => logger.debug(message, fields),
    info: (message, fields) => logger.info(message, fields),
    warn: (message, fields) => {
      logger.warn(message, fields);
      sink.record(SystemLogLevel.warn, message, fields);
    },
    error: (message, fields) => {
      logger.error(message, fields);
      sink.record(SystemLogLevel.error, message, fields);
    },
  };
}
