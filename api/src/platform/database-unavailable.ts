import { ServiceUnavailableError } from './errors';

/**
 * SQLSTATEs that mean "the database is not reachable right now", not "this request is wrong":
 * class 08 (connection exceptions), admin/crash shutdown and "cannot connect now" (starting up).
 */
const unavailableSqlStates = /^(08...|57P01|57P02|57P03)$/;
const unavailableMessages = [
  'timeout exceeded when trying to connect', // pg-pool: every connection busy for connectionTimeoutMillis
  'Connection terminated', // pg: the server closed the connection (restart) or the connect timed out
  'Client has encountered a connection error',
];
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET']);
/**
 * TypeORM's refusals to use a connection it has already given up: when PostgreSQL ends a connection
 * in the middle of a transaction, TypeORM releases its query runner, and the transaction's next
 * statement or its COMMIT fails with one of these (seen in postgres-restart.test.ts).
 */
const releasedConnectionErrors = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

/**
 * Sent as Retry-After with every 503 SERVICE_UNAVAILABLE, GraphQL and REST alike (also with the
 * refusals of a process that is shutting down, http/shutdown-drain.ts). A held pool frees a connection
 * as soon as any request ends, and a restarted PostgreSQL or api process answers again within a few
 * seconds (postgres-restart.test.ts, kill-mid-mutation.test.ts), so a short wait is enough: a longer
 * one would keep clients away after the outage has passed, and 1 s would bring every client back while
 * a restart is still under way.
 */
export const serviceUnavailableRetryAfterSeconds = 2;

/**
 * The ServiceUnavailableError to answer for an error that says the database cannot be reached
 * (directly or wrapped by TypeORM in `driverError`), or null for any other error.
 */
export function asDatabaseUnavailable(error: unknown): ServiceUnavailableError | null {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 3; depth += 1) {
    if (typeof e !== 'object') return null;
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (unavailableSqlStates.test(code) || unavailableErrnos.has(code)) return new ServiceUnavailableError();
    if (typeof e.name === 'string' && releasedConnectionErrors.has(e.name)) return new ServiceUnavailableError();
    if (unavailableMessages.some((text) => message.startsWith(text))) return new ServiceUnavailableError();
    e = (e.driverError ?? e.cause) as Record<string, unknown> | undefined;
  }
  return null;
}
