import { Client, type ClientConfig } from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import { liveChannel, type EventBus, type LiveEventHandler } from './event-bus';
import { parseLiveEvent, type LiveEvent } from './live-event';

const reconnectDelaysMs = [250, 500, 1000, 2000, 5000];

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per process listens; publishing is a
 * `pg_notify` on the pool. The listener reconnects with backoff if the database restarts.
 */
export class PostgresEventBus implements EventBus {
  readonly kind = 'postgres';
  private listener: Client | null = null;
  private handlers: LiveEventHandler[] = [];
  private closed = false;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly connection: ClientConfig,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new Client({ ...this.connection, application_name: 'casebridge-live' });
    client.on('notification', (message) => {
      if (message.channel !== liveChannel || !message.payload) return;
      const event = parseLiveEvent(message.payload);
      if (event) for (const handler of this.handlers) handler(event);
    });
    client.on('error', (error) => this.logger.warn('live listener connection error', { error: error.message }));
    client.on('end', () => {
      if (this.listener === client) this.listener = null;
      this.scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${liveChannel}`);
    this.listener = client;
    this.attempt = 0;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = reconnectDelaysMs[Math.min(this.attempt, reconnectDelaysMs.length - 1)];
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().catch((error: Error) => {
        this.logger.warn('live listener reconnect failed', { error: error.message, attempt: this.attempt });
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.dataSource.query(`SELECT pg_notify($1, $2)`, [liveChannel, JSON.stringify(event)]);
  }

  async publishMany(events: readonly LiveEvent[]): Promise<void> {
    if (events.length === 0) return;
    if (events.length === 1) return this.publish(events[0]);
    await this.dataSource.query(
      `SELECT pg_notify($1, e.payload) FROM unnest($2::text[]) WITH ORDINALITY AS e(payload, position) ORDER BY e.position`,
      [liveChannel, events.map((event) => JSON.stringify(event))],
    );
  }

  notifyInStatementSql(payloadSql: string): string {
    // PostgreSQL holds a NOTIFY until its transaction commits, and drops it on rollback.
    return `pg_notify('${liveChannel}', ${payloadSql})`;
  }

  onEvent(handler: LiveEventHandler): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.listener;
    this.listener = null;
    if (client) await client.end().catch(() => undefined);
  }
}
