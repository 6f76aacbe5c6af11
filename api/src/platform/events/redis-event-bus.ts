import { createClient, type RedisClientType } from 'redis';
import type { Logger } from '../logger';
import { liveChannel, type EventBus, type LiveEventHandler } from './event-bus';
import { parseLiveEvent, type LiveEvent } from './live-event';

/** Redis pub/sub, used when REDIS_URL is set: one publishing and one subscribed connection per process. */
export class RedisEventBus implements EventBus {
  readonly kind = 'redis';
  private readonly publisher: RedisClientType;
  private readonly subscriber: RedisClientType;
  private handlers: LiveEventHandler[] = [];

  constructor(url: string, logger: Logger) {
    const reconnectStrategy = (retries: number) => Math.min(250 * 2 ** retries, 5000);
    this.publisher = createClient({ url, socket: { reconnectStrategy, connectTimeout: 5000 } });
    this.subscriber = this.publisher.duplicate();
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: Error) => logger.warn('redis live connection error', { error: error.message }));
    }
  }

  async start(): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(liveChannel, (payload) => {
      const event = parseLiveEvent(payload);
      if (event) for (const handler of this.handlers) handler(event);
    });
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.publisher.publish(liveChannel, JSON.stringify(event));
  }

  async publishMany(events: readonly LiveEvent[]): Promise<void> {
    // Commands sent in the same tick go out as one pipeline.
    await Promise.all(events.map((event) => this.publisher.publish(liveChannel, JSON.stringify(event))));
  }

  notifyInStatementSql(): null {
    return null;
  }

  onEvent(handler: LiveEventHandler): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.subscriber, this.publisher].map((client) => (client.isOpen ? client.close() : Promise.resolve())),
    );
  }
}
