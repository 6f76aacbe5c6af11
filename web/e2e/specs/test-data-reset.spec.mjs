import { assert, expectVisible } from '../lib/assert.mjs';
import { startServer } from '../lib/server.mjs';
import { graphqlInPage } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

/**
 * The demo reset on /test-data (decisions 475-479). It throws the whole demo database away, so it
 * runs against a server of its own (started here, stopped at the end): the other walks share the run's
 * server in sequence and count on its rows, and a reset there would change them mid-run.
 */

const flagsCount = async (page) =>
  Number((await page.getByTestId('count-featureFlags').locator('p').last().textContent()).replace(/,/g, ''));

export const tests = [
  {
    name: 'test data: the super admin resets the demo data after a confirmation, is signed out, signs in again and finds it as seeded',
    async run({ newPage, screenshot }) {
      // The outbox reader follows CASEBRIDGE_E2E_DATA_DIR: the run's server keeps it after this walk.
      const runDataDir = process.env.CASEBRIDGE_E2E_DATA_DIR;
      const server = await startServer();
      try {
        const baseUrl = server.url;
        const admin = await newPage();
        await signInAsSuperAdmin(admin, baseUrl);
        await admin.goto(`${baseUrl}/test-data`);
        await expectVisible(admin.getByRole('heading', { name: 'Test Data' }));
        const seededFlags = await flagsCount(admin);

        // A change since the load: a global flag of this walk's own.
        const stamp = `e2e.reset${Date.now().toString(36)}`;
        const set = await graphqlInPage(
          admin,
          'mutation($input: FeatureFlagSetInput!) { featureFlagSet(input: $input) { name } }',
          { input: { name: stamp, enabled: true } },
        );
        assert.equal(set.data?.featureFlagSet?.name, stamp, JSON.stringify(set.errors));
        await admin.reload();
        await expectVisible(admin.getByRole('heading', { name: 'Test Data' }));
        assert.equal(await flagsCount(admin), seededFlags + 1);

        // The confirmation says what happens before anything does.
        await admin.getByRole('button', { name: 'Reset demo data' }).click();
        const dialog = admin.getByRole('dialog', { name: 'Reset the demo data?' });
        await expectVisible(dialog.getByText(/Every change made since the demo data was last loaded is lost/));
        await expectVisible(dialog.getByText(/Everyone is signed out, including you/));
        await screenshot(admin, 'test-data-reset-1-confirm');
        await dialog.getByRole('button', { name: 'Reset demo data' }).click();
        const done = admin.getByRole('dialog', { name: 'Demo data reset' });
        await expectVisible(done.getByRole('button', { name: 'Sign in again' }), 180_000);
        await screenshot(admin, 'test-data-reset-2-done');

        // Signed out: the old session is gone on the server (the app's next query also sends the page to
        // the sign-in, so the walk goes to /superadmin itself rather than race it for the dialog's button).
        const me = await graphqlInPage(admin, '{ testDataSummary { loaded } }');
        assert.equal(me.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED', JSON.stringify(me));

        // Signed in again: the demo as seeded, the walk's flag gone.
        await signInAsSuperAdmin(admin, baseUrl);
        await admin.goto(`${baseUrl}/test-data`);
        await expectVisible(admin.getByRole('heading', { name: 'Test Data' }));
        assert.equal(await flagsCount(admin), seededFlags);
        const flags = await graphqlInPage(admin, '{ featureFlags { name } }');
        assert.ok(
          !flags.data.featureFlags.some((flag) => flag.name === stamp),
          'the flag set before the reset is gone',
        );
        await screenshot(admin, 'test-data-reset-3-after');

        const phone = await newPage({ viewport: { width: 390, height: 844 } });
        await signInAsSuperAdmin(phone, baseUrl);
        await phone.goto(`${baseUrl}/test-data`);
        await expectVisible(phone.getByRole('button', { name: 'Reset demo data' }));
        await screenshot(phone, 'test-data-reset-4-phone');
      } finally {
        await server.stop();
        process.env.CASEBRIDGE_E2E_DATA_DIR = runDataDir;
      }
    },
  },
];
