import type { NextFunction, Request, Response } from 'express';
import { Client } from 'pg';
import { Field, Float, ObjectType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { prepareDatabase } from '../../db/prepare-database';
import { loadDemoDataOnce } from '../../db/seed/demo-data';
import { startDemoFollowUps } from '../../db/seed/demo-follow-ups';
import { assertOperator } from '../../platform/access/operator.policy';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { forgetFlags } from '../feature-flags/feature-flag-reader';
import { serviceUnavailableRetryAfterSeconds } from '../../platform/database-unavailable';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Clock } from '../../platform/jobs/clock';
import { jobSchema } from '../../platform/jobs/job-schema';
import type { Logger } from '../../platform/logger';
import type { Services } from '../../services';

@ObjectType({ description: 'Whether this server can reset its demo data, and why not' })
export class DemoResetAvailability {
  @Field()
  available: boolean;

  @Field(() => String, { nullable: true, description: 'Why the reset is disabled (null when available)' })
  reason: string | null;
}

@ObjectType({ description: 'A finished demo reset: everyone, the caller included, is signed out' })
export class DemoResetResult {
  @Field()
  resetAt: Date;

  @Field(() => Float, { description: 'How long the reset took' })
  seconds: number;
}

/** What a request gets while the reset runs (every path but the health check). */
export const resetInProgressMessage = 'The demo data is being reset. Please sign in again in a minute.';

/** The reset waits this long for the requests already running; past it, it goes on without them. */
const otherRequestsGraceMs = 10_000;

export const noOwnerUrlReason =
  'The reset needs the database owner (DATABASE_OWNER_URL): this server connects only as the application role, ' +
  'which may not drop and recreate the tables. Reload the demo by recreating the database instead.';

/**
 * The demo reset on /test-data (decisions 475-479). In demo mode only, for the super admin only:
 * the demo database's schema is thrown away and made again as its owner (the audit log and the case
 * ledger are append-only, so nothing is deleted row by row), the migrations and the demo seed run
 * again, and the reset is the new audit log's first row. It runs inline behind a maintenance gate:
 * every other request gets a 503 meanwhile, the job workers are paused and their waiting jobs
 * (which name rows of the old data) emptied, and everyone's session ends with the sessions table.
 */
export class DemoResetService {
  private resetting = false;
  /** The requests being answered now, the reset's own included (app.ts: the shutdown drain's count). */
  private inFlight: () => number = () => 1;
  private services: Services | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    /** The schema owner's URL (DATABASE_OWNER_URL, or the embedded cluster's superuser); null: app role only. */
    private readonly ownerUrl: string | null,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The services the reset pauses, clears and restarts (set once, after they are built). */
  attach(services: Services): void {
    this.services = services;
  }

  get inProgress(): boolean {
    return this.resetting;
  }

  availability(): DemoResetAvailability {
    return this.ownerUrl ? { available: true, reason: null } : { available: false, reason: noOwnerUrlReason };
  }

  countRequestsWith(inFlight: () => number): void {
    this.inFlight = inFlight;
  }

  /**
   * The maintenance gate (app.ts, after the health check): while a reset runs, every request is
   * refused with 503 and Retry-After in its protocol's shape.
   */
  readonly gate = (req: Request, res: Response, next: NextFunction): void => {
    if (this.resetting) {
      res.set({ 'Retry-After': String(serviceUnavailableRetryAfterSeconds) });
      res.status(503);
      const code = 'SERVICE_UNAVAILABLE';
      if (req.path === '/graphql') res.json({ errors: [{ message: resetInProgressMessage, extensions: { code } }] });
      else if (req.path.startsWith('/api/') || req.path.startsWith('/superadmin/api/'))
        res.json({ success: false, message: resetInProgressMessage, code });
      else res.type('text/plain').send(resetInProgressMessage);
      return;
    }
    next();
  };

  async reset(scope: Scope): Promise<DemoResetResult> {
    // The same order as the page's: absent outside demo mode, then the super admin's alone.
    if (!this.config.demoData) throw new NotFoundError('Page');
    assertOperator(scope);
    if (!this.ownerUrl) throw new ConflictError(noOwnerUrlReason);
    const services = this.services;
    if (!services) throw new Error('DemoResetService.attach was not called');
    if (this.resetting) throw new ConflictError('A reset is already running');
    this.resetting = true;
    const started = this.clock.now();
    const startedMs = Date.now();
    this.logger.info('demo reset started', { by: scope.userId });
    let paused = false;
    try {
      await this.otherRequestsDone();
      services.live.endAll();
      await services.jobs.pause();
      paused = true;
      await this.recreateSchema(this.ownerUrl);
      await prepareDatabase({ appUrl: this.appUrl(), ownerUrl: this.ownerUrl });
      this.forgetCaches(services);
      // The new audit log's first row: who reset, when (the seed's rows follow it).
      await this.dataSource.transaction((manager) =>
        writeAudit(manager, scope, {
          entityType: 'demo_data',
          entityId: 'demo',
          action: 'reset',
          newValues: { requestedAt: started.toISOString(), by: scope.displayName, role: scope.role },
          reason: 'Demo data reset from /test-data: the database was recreated and the demo data loaded again',
        }),
      );
      await loadDemoDataOnce(this.dataSource, this.config, this.logger);
      this.forgetCaches(services);
      await services.jobs.resume();
      paused = false;
      await startDemoFollowUps(this.dataSource, this.config, services);
      const seconds = Math.round((Date.now() - startedMs) / 100) / 10;
      this.logger.info('demo reset finished', { seconds });
      return { resetAt: started, seconds };
    } catch (error) {
      this.logger.error('demo reset failed', { error });
      // The workers come back whatever failed: the queue's schema was never dropped.
      if (paused)
        await services.jobs
          .resume()
          .catch((e: unknown) => this.logger.error('job workers did not restart', { error: e }));
      throw error;
    } finally {
      this.resetting = false;
    }
  }

  /** The requests that were running when the gate closed (the reset's own request among them). */
  private async otherRequestsDone(): Promise<void> {
    const deadline = Date.now() + otherRequestsGraceMs;
    while (this.inFlight() > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }

  /**
   * As the owner, in one transaction: the app's schema dropped with everything in it and made again
   * (with PUBLIC's usage as PostgreSQL creates it), and the job queue's jobs emptied. pg-boss's own
   * schema (its version, queues and schedules) stays: prepareDatabase then checks it as at start-up.
   */
  private async recreateSchema(ownerUrl: string): Promise<void> {
    const owner = new Client({ connectionString: ownerUrl, application_name: 'casebridge-demo-reset' });
    await owner.connect();
    try {
      await owner.query('BEGIN');
      await owner.query('DROP SCHEMA public CASCADE');
      await owner.query('CREATE SCHEMA public');
      await owner.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
      const [{ present }] = (
        await owner.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [`${jobSchema}.job`])
      ).rows;
      if (present) await owner.query(`TRUNCATE ${jobSchema}.job, ${jobSchema}.archive`);
      await owner.query('COMMIT');
    } catch (error) {
      await owner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await owner.end();
    }
  }

  private appUrl(): string {
    return this.config.databaseUrl ?? (this.dataSource.options as { url: string }).url;
  }

  /** What this process kept of the old data: looked-up sessions, settings (and flags, via the settings' listeners). */
  private forgetCaches(services: Services): void {
    services.settings.invalidate();
    forgetFlags(this.dataSource);
  }
}
