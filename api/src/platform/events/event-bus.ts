import type { LiveEvent } from './live-event';

export type LiveEventHandler = (event: LiveEvent) => void;

/**
 * Carries live events between api processes. Every process, the publisher included, receives each
 * event once through the bus, so one code path delivers to local and remote subscribers alike.
 * Services publish only after their transaction has committed.
 */
export interface EventBus {
  readonly kind: 'postgres' | 'redis';
  start(): Promise<void>;
  publish(event: LiveEvent): Promise<void>;
  /** Several events in one round trip (a fan-out's), in their order. */
  publishMany(events: readonly LiveEvent[]): Promise<void>;
  onEvent(handler: LiveEventHandler): void;
  close(): Promise<void>;
}

/** The one channel name on either transport. */
export const liveChannel = 'casebridge_live';
