import type { Logger } from '../logger';

/** One run of a job, as its handler sees it. */
export interface RunningJob<TData> {
  id: string;
  /** The queue's name, e.g. 'mail.deliver'. */
  name: string;
  data: TData;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** Runs allowed in all: the first one plus the definition's `retry.limit`. */
  maxAttempts: number;
  /** From the queue's Clock: the system's time in the app, the test's clock in tests. */
  now: Date;
  logger: Logger;
}

export interface JobRetry {
  /** Retries after the first run fails; after the last one the job lands in its dead-letter queue. */
  limit: number;
  /** Seconds before a retry (with `backoff`, the base of an exponential delay with jitter). */
  delaySeconds: number;
  backoff: boolean;
}

export interface JobSchedule<TData> {
  /** Five-field cron (minute resolution), e.g. '0 7 * * *'. */
  cron: string;
  /** IANA time zone the cron is read in, e.g. 'America/New_York'. */
  tz: string;
  /** What each scheduled run receives. */
  data: TData;
}

/**
 * A job of the platform or a module: its queue's name and options, an optional cron schedule and
 * its handler. Declared once per module next to the service it calls (`mail.jobs.ts`), listed in
 * `jobDefinitions` (src/jobs.ts): the database preparation creates its queue as the owner, and the
 * app registers its handler at start-up. `TContext` is what the handler is given to work with (the
 * app passes its Services).
 */
export interface JobDefinition<TData extends object = object, TContext = never> {
  /** Letters, digits, dots, hyphens: '<module>.<verb>', e.g. 'mail.deliver', 'notifications.digest'. */
  name: string;
  retry: JobRetry;
  /** A run taking longer than this is failed (and retried): set it above the slowest honest run. */
  expireInSeconds: number;
  /**
   * 'standard': any number of jobs wait. 'short': at most one job waits at a time (a second send
   * while one waits does nothing), for work that only needs to happen once more, like a sweep.
   */
  policy: 'standard' | 'short';
  /** Keep failed jobs (after the last retry) in `<name>.dead`, counted by the Health tab. */
  deadLetter: boolean;
  schedule: JobSchedule<TData> | null;
  /**
   * Sent (with the schedule's data) whenever a working process starts: for a job that sends its own
   * next run, whose chain a killed process may have broken, so it does not wait for the next cron tick.
   */
  sendAtStart: boolean;
  /** Throw to fail the run (it is retried); return to complete it. Runs at least once: make it idempotent. */
  handler(job: RunningJob<TData>, context: TContext): Promise<void>;
}

export type JobDefinitionInput<TData extends object, TContext> = Pick<
  JobDefinition<TData, TContext>,
  'name' | 'retry' | 'expireInSeconds' | 'handler'
> &
  Partial<Pick<JobDefinition<TData, TContext>, 'policy' | 'deadLetter' | 'schedule' | 'sendAtStart'>>;

const queueNamePattern = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;

/** A job definition with its defaults filled in: standard policy, a dead-letter queue, no schedule. */
export function defineJob<TData extends object, TContext>(
  input: JobDefinitionInput<TData, TContext>,
): JobDefinition<TData, TContext> {
  if (!queueNamePattern.test(input.name) || input.name.endsWith('.dead'))
    throw new Error(`Job name "${input.name}" must look like "module.verb" (lower case, not ending in .dead)`);
  if (input.expireInSeconds < 1 || input.expireInSeconds >= 24 * 3600)
    throw new Error(`Job "${input.name}": expireInSeconds must be between 1 s and 24 h`);
  return { policy: 'standard', deadLetter: true, schedule: null, sendAtStart: false, ...input };
}

/** The queue a definition's failed jobs land in after their last retry. */
export const deadLetterQueueOf = (definition: Pick<JobDefinition, 'name'>) => `${definition.name}.dead`;

/** Any definition, whatever its data (for lists of definitions). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition<TContext = any> = JobDefinition<any, TContext>;
