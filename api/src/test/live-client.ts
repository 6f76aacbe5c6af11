import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client that connects like a browser page: with the session cookie (and an Origin if given). */
export function socketClient(baseUrl: string, cookie: string | null, origin?: string): Client {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: false,
    // Refusals are asserted through each operation's error sink; do not print them as well.
    onNonLazyError: () => undefined,
  });
}

/** Runs one operation to completion and returns its last result. */
export function runOnce(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe({ query }, { next: (value) => (result = value), error: reject, complete: () => resolve(result) });
  });
}

export interface LiveSubscription<T> {
  received: T[];
  /** Set when the server ended the subscription (with an error, or completed). */
  ended: { error?: unknown } | null;
  /** Resolves once `count` events have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<T[]>;
  /** Resolves when the server has ended the subscription. */
  waitForEnd(timeoutMs?: number): Promise<{ error?: unknown }>;
  stop(): void;
}

/** Subscribes and collects every event's `data[field]`. */
export function collect<T>(
  client: Client,
  query: string,
  field: string,
  variables?: Record<string, unknown>,
): LiveSubscription<T> {
  const received: T[] = [];
  let ended: { error?: unknown } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const stop = client.subscribe(
    { query, variables },
    {
      next: (value) => {
        const data = value.data as Record<string, T> | null | undefined;
        if (data?.[field] !== undefined) received.push(data[field]);
        else ended ??= { error: value.errors };
        notify();
      },
      error: (error) => {
        ended = { error };
        notify();
      },
      complete: () => {
        ended ??= {};
        notify();
      },
    },
  );
  const waitUntil = <R>(ready: () => R | null, timeoutMs: number, what: string) =>
    new Promise<R>((resolve, reject) => {
      const check = () => {
        const value = ready();
        if (value !== null) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(value);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${what}; received ${received.length}, ended ${JSON.stringify(ended)}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  return {
    received,
    get ended() {
      return ended;
    },
    waitFor: (count, timeoutMs = 3000) =>
      waitUntil(() => (received.length >= count ? received.slice() : null), timeoutMs, `${count} events`),
    waitForEnd: (timeoutMs = 3000) => waitUntil(() => ended, timeoutMs, 'the end of the subscription'),
    stop,
  };
}

/**
 * Waits until a process's LiveHub holds exactly `count` subscriptions. A round trip on the socket
 * does not prove a subscription is live: its subscribe step checks the case in scope first, and a
 * query sent after it can finish before that check does.
 */
export async function untilSubscribed(hub: { readonly subscriberCount: number }, count: number, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (hub.subscriberCount !== count) {
    if (Date.now() > deadline)
      throw new Error(`expected ${count} live subscriptions, the hub holds ${hub.subscriberCount}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
