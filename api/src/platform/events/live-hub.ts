import type { Scope } from '../access/scope';
import type { SessionService } from '../auth/session.service';
import type { Logger } from '../logger';
import type { EventBus } from './event-bus';
import { liveEventPayloadSql, type LiveEvent, type LiveEventSql } from './live-event';
import { createPushIterator, type PushIterator } from './push-iterator';

type RecordEventType = Exclude<LiveEvent['type'], 'session.ended'>;

/** A kind of record subscribers can follow, and the rule for who may see one. */
export interface LiveTopic<T> {
  eventType: RecordEventType;
  /** Loads the event's record once per process, unscoped; visibility is decided per subscriber. */
  load(id: number, event: LiveEvent): Promise<T | null>;
  visibleTo(scope: Scope, record: T): boolean;
}

interface Subscriber {
  topic: LiveTopic<unknown>;
  scope: Scope;
  accept: (record: unknown) => boolean;
  iterator: PushIterator<unknown>;
}

export interface SessionEndedMatch {
  sessionIds?: string[];
  userId?: string;
}

/**
 * Per-process fan-out of live events to graphql-ws subscribers. For each event it loads the record
 * once, re-checks every interested subscriber's session in one query (so logout, deactivation,
 * expiry and role changes apply at the next event), and delivers only what each may read now.
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly sessionEndedListeners: ((match: SessionEndedMatch) => void)[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly bus: EventBus,
    private readonly sessions: SessionService,
    private readonly logger: Logger,
  ) {
    bus.onEvent((event) => {
      this.queue = this.queue
        .then(() => this.dispatch(event))
        .catch((error: Error) => this.logger.error('live event dispatch failed', { event, error }));
    });
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  subscribe<T>(
    topic: LiveTopic<T>,
    scope: Scope,
    accept: (record: T) => boolean = () => true,
  ): AsyncIterableIterator<T> {
    const subscriber: Subscriber = {
      topic: topic as LiveTopic<unknown>,
      scope,
      accept: accept as (record: unknown) => boolean,
      iterator: createPushIterator<unknown>(() => this.subscribers.delete(subscriber)),
    };
    this.subscribers.add(subscriber);
    return subscriber.iterator as PushIterator<T>;
  }

  /** Publishes after a commit. A failed publish is logged, never turned into a failed (committed) write. */
  async publish(event: LiveEvent): Promise<void> {
    try {
      await this.bus.publish(event);
    } catch (error) {
      this.logger.error('live event publish failed', { event, error });
    }
  }

  /** `publish` for several events in one round trip (a notification's fan-out); the same guarantees. */
  async publishMany(events: readonly LiveEvent[]): Promise<void> {
    if (events.length <= 1) return events.length === 1 ? this.publish(events[0]) : undefined;
    try {
      await this.bus.publishMany(events);
    } catch (error) {
      this.logger.error('live event publish failed', { events, error });
    }
  }

  /**
   * The bus's in-statement publish of `event` (see EventBus.notifyInStatementSql), or null: the caller
   * then publishes after its commit. Only ids travel, computed by the statement.
   */
  notifyInStatementSql(event: LiveEventSql): string | null {
    return this.bus.notifyInStatementSql(liveEventPayloadSql(event));
  }

  onSessionEnded(listener: (match: SessionEndedMatch) => void): void {
    this.sessionEndedListeners.push(listener);
  }

  /** Ends every subscription of this process (shutdown). */
  endAll(): void {
    for (const subscriber of [...this.subscribers]) subscriber.iterator.end();
  }

  private async dispatch(event: LiveEvent): Promise<void> {
    if (event.type === 'session.ended') {
      const ended = (scope: Scope) =>
        scope.userId === event.userId || (event.sessionIds?.includes(scope.sessionId) ?? false);
      for (const subscriber of [...this.subscribers]) if (ended(subscriber.scope)) subscriber.iterator.end();
      for (const listener of this.sessionEndedListeners) listener(event);
      return;
    }
    const interested = [...this.subscribers].filter((s) => s.topic.eventType === event.type);
    if (interested.length === 0) return;
    // Once per topic: two topics may follow one event type with records of their own shape (the
    // clinic's messageAdded and the patient's portalMessageAdded).
    const records = new Map<LiveTopic<unknown>, unknown>();
    for (const topic of new Set(interested.map((s) => s.topic))) {
      const record = await topic.load(event.id, event);
      if (record !== null) records.set(topic, record);
    }
    if (records.size === 0) return;
    const current = await this.sessions.currentScopes([...new Set(interested.map((s) => s.scope.sessionId))]);
    for (const subscriber of interested) {
      const record = records.get(subscriber.topic);
      if (record === undefined) continue;
      const now = current.get(subscriber.scope.sessionId);
      if (!now || now.userId !== subscriber.scope.userId) {
        subscriber.iterator.end(new Error('Your session has ended'));
        continue;
      }
      subscriber.scope = { ...subscriber.scope, role: now.role, clinicId: now.clinicId, attorneyId: now.attorneyId };
      if (subscriber.topic.visibleTo(subscriber.scope, record) && subscriber.accept(record)) {
        subscriber.iterator.push(record);
      }
    }
  }
}
