import { AsyncLocalStorage } from 'node:async_hooks';

/** What a log line written during a request carries: the request id (its correlation id) and who asked. */
export interface LogContext {
  requestId: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` (the rest of a request) with its log context. */
export function runWithLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

/** The current request's log context, if the code runs inside one. */
export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
