import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { testIdAccounts, testIdLabel } from '../lib/oidc.mjs';
import { graphqlInPage } from '../lib/session.mjs';

/** From the login dialog's provider button through the local OpenID provider's own login page. */
async function signInAtProvider(page, baseUrl, { type, account }) {
  await page.goto(`${baseUrl}/?login=true`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`^${type}`) }).click();
  await dialog.getByRole('link', { name: `Continue with ${testIdLabel}` }).click();
  // The provider's page, on its own origin.
  await expectVisible(page.getByRole('heading', { name: 'Sign in to Test ID' }));
  assert.notEqual(new URL(page.url()).origin, new URL(baseUrl).origin);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const tests = [
  {
    name: 'oidc: a demo user signs in end to end through the external OpenID provider',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/?login=true`);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Provider/ })
        .click();
      await expectVisible(page.getByRole('link', { name: `Continue with ${testIdLabel}` }));
      await screenshot(page, 'oidc-login-dialog');

      await signInAtProvider(page, baseUrl, { type: 'Provider', account: testIdAccounts.northsideStaff });

      await expectUrl(page, '/dashboard');
      await expectText(page.getByRole('heading', { level: 1 }), 'Dashboard');
      await expectText(page.getByText(/^Welcome back/), 'Welcome back, Sarah · Northside Chiropractic');
      const { data } = await graphqlInPage(page, '{ me { email role } }');
      assert.deepEqual(data.me, { email: 'staff@northside.demo', role: 'clinic_staff' });
      await expectNoSeriousAxeViolations(page, 'oidc-signed-in');
      await screenshot(page, 'oidc-signed-in');
    },
  },
  {
    name: 'oidc: a refused external sign-in comes back to the login dialog with the reason',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await signInAtProvider(page, baseUrl, { type: 'Attorney', account: testIdAccounts.stranger });

      await expectUrl(page, '/');
      const dialog = page.getByRole('dialog');
      await expectVisible(dialog.getByRole('alert'));
      await expectText(
        dialog.getByRole('alert'),
        /There is no Casebridge account for this email address\. Accounts are created by an administrator or by an invitation\./,
      );
      await expectNoSeriousAxeViolations(page, 'oidc-refused');
      await screenshot(page, 'oidc-refused');
      const { data } = await graphqlInPage(page, '{ me { id } }');
      assert.equal(data.me, null);
    },
  },
];
