import type { Migration } from 'typeorm';
import { jobDefinitions } from '../jobs';
import type { AnyJobDefinition } from '../platform/jobs/job-definition';
import { grantJobSchema, installJobQueues } from '../platform/jobs/job-schema';
import { grantApplicationRole, roleOfUrl } from './application-role';
import { createDataSource } from './data-source';
import { runMigrationsExclusively } from './migrate';

/**
 * Migrates the database as its owner, installs the job queue's schema and every job's queue (DDL the
 * app's role may not run, decision 81), then grants the application's role its privileges. With one
 * role for both (no owner URL given), only migrates and installs: the app then owns its audit log
 * (decision 63).
 */
export async function prepareDatabase(
  urls: { appUrl: string; ownerUrl: string | null },
  /** The jobs whose queues must exist: the app's (src/jobs.ts); tests add their own. */
  jobs: readonly AnyJobDefinition[] = jobDefinitions,
): Promise<Migration[]> {
  const owner = createDataSource({
    url: urls.ownerUrl ?? urls.appUrl,
    poolMax: 2,
    applicationName: 'casebridge-migrate',
  });
  await owner.initialize();
  try {
    const separateRoles = urls.ownerUrl !== null && roleOfUrl(urls.ownerUrl) !== roleOfUrl(urls.appUrl);
    return await runMigrationsExclusively(owner, async () => {
      await installJobQueues(owner, jobs);
      if (separateRoles) {
        await grantApplicationRole(owner, roleOfUrl(urls.appUrl));
        await grantJobSchema(owner, roleOfUrl(urls.appUrl));
      }
    });
  } finally {
    await owner.destroy();
  }
}
