import type { Migration } from 'typeorm';
import { grantApplicationRole, roleOfUrl } from './application-role';
import { createDataSource } from './data-source';
import { runMigrationsExclusively } from './migrate';

/**
 * Migrates the database as its owner, then grants the application's role its privileges. With one
 * role for both (no owner URL given), only migrates: the app then owns its audit log (decision 63).
 */
export async function prepareDatabase(urls: { appUrl: string; ownerUrl: string | null }): Promise<Migration[]> {
  const owner = createDataSource({
    url: urls.ownerUrl ?? urls.appUrl,
    poolMax: 2,
    applicationName: 'casebridge-migrate',
  });
  await owner.initialize();
  try {
    const separateRoles = urls.ownerUrl !== null && roleOfUrl(urls.ownerUrl) !== roleOfUrl(urls.appUrl);
    return await runMigrationsExclusively(owner, async () => {
      if (separateRoles) await grantApplicationRole(owner, roleOfUrl(urls.appUrl));
    });
  } finally {
    await owner.destroy();
  }
}
