import type { LiveEvent } from './live-event';

export type LiveEventHandler = (event: LiveEvent) => void;

/**
 * Carries live events between api processes. Every process, the publisher included, receives each
 * event once through the bus, so one code path delivers to local and remote subscribers alike.
 * Services publish only after their transaction has committed (or with it: notifyInStatementSql).
 */
export interface EventBus {
  readonly kind: 'postgres' | 'redis';
  start(): Promise<void>;
  publish(event: LiveEvent): Promise<void>;
  /** Several events in one round trip (a fan-out's), in their order. */
  publishMany(events: readonly LiveEvent[]): Promise<void>;
  /**
   * An SQL expression that publishes the event whose JSON text `payloadSql` computes when the
   * statement's transaction commits (never on rollback), so the event costs no round trip of its own;
   * null when the bus is not the database's, and the caller publishes after the commit instead.
   */
  notifyInStatementSql(payloadSql: string): string | null;
  onEvent(handler: LiveEventHandler): void;
  close(): Promise<void>;
}

/** The one channel name on either transport. */
export const liveChannel = 'casebridge_live';
