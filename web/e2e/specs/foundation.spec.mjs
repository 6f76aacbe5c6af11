import { assert, expectText, expectUrl, expectValue, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { demoPassword, graphqlInPage, loginAs, loginThroughDialog } from '../lib/session.mjs';
import { demoSuperAdminEmail } from '../lib/super-admin.mjs';
import { demoSuperAdminTotpSecret, nextTotpCode, wrongTotpCode } from '../lib/totp.mjs';

const clinicAndAttorneyLogins = [
  { email: 'staff@northside.demo', type: 'Provider', firstName: 'Sarah', clinic: 'Northside Chiropractic' },
  { email: 'admin@northside.demo', type: 'Provider', firstName: 'Dr. Alan', clinic: 'Northside Chiropractic' },
  { email: 'staff@lakeview.demo', type: 'Provider', firstName: 'Jordan', clinic: 'Lakeview Spine & Injury' },
  { email: 'attorney@harper-law.demo', type: 'Attorney', firstName: 'Daniel', clinic: null },
  { email: 'attorney@cole-legal.demo', type: 'Attorney', firstName: 'Miranda', clinic: null },
];

const navigation = [
  { link: 'AI Dashboard', path: '/ai-dashboard', title: 'AI Dashboard' },
  { link: 'Patients', path: '/patients', title: 'Patients' },
  { link: 'Cases', path: '/cases', title: 'Cases' },
  { link: 'Messages', path: '/messages', title: 'Secure Messaging' },
  { link: 'Billing', path: '/billing', title: 'Billing & Payments' },
  { link: 'Documents', path: '/documents', title: 'Document Management' },
  { link: 'Dashboard', path: '/dashboard', title: 'Dashboard' },
];

/** The first step at /superadmin: the demo super admin's email and password, then the code is asked for. */
async function superAdminPasswordStep(page) {
  await page.getByLabel('Email').fill(demoSuperAdminEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectText(page.getByRole('heading', { level: 2 }), 'Two-step verification');
}

const statCard = (page, label) => page.getByRole('region', { name: label }).locator('p').first();

export const tests = [
  {
    name: 'the login dialog opens from ?login=true and the parameter leaves the address',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/?login=true`);
      await expectVisible(page.getByRole('dialog'));
      await expectUrl(page, '/');
      for (const type of ['Attorney', 'Provider', 'Admin'])
        await expectVisible(page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${type}`) }));
      await screenshot(page, 'login-dialog');
    },
  },
  {
    name: 'the Admin choice of the login dialog explains and leads to the super admin login',
    async run({ newPage, baseUrl }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/?login=true`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^Admin/ }).click();
      await expectVisible(dialog.getByText('Super Admin authentication is required to access the admin portal.'));
      await dialog.getByRole('link', { name: 'Go to Super Admin Login' }).click();
      await expectUrl(page, '/superadmin');
      await expectText(page.getByRole('heading', { level: 1 }), 'Super Admin Login');
    },
  },
  ...clinicAndAttorneyLogins.map((account) => ({
    name: `${account.email} signs in and lands on a dashboard with their own figures`,
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, account);
      await expectText(page.getByRole('heading', { level: 1 }), 'Dashboard');
      await expectText(
        page.getByText(/^Welcome back/),
        account.clinic
          ? `Welcome back, ${account.firstName} · ${account.clinic}`
          : `Welcome back, ${account.firstName}`,
      );
      if (account.clinic) {
        const stats = await page.evaluate(async () => (await fetch('/api/dashboard/stats')).json());
        await expectText(statCard(page, 'Active Cases'), String(stats.activeCases));
        await expectText(statCard(page, 'Active Patients'), String(stats.activePatients));
        await expectText(statCard(page, 'Pending Tasks'), String(stats.pendingTasks));
        assert.ok(stats.activeCases > 0, 'demo data gives every account active cases');
      } else {
        // An attorney's own dashboard: their figures, not the clinic's.
        const { data: figures } = await graphqlInPage(page, '{ attorneyPortalSummary { activeCases } }');
        await expectText(
          statCard(page, 'Your active cases (all clinics)'),
          String(figures.attorneyPortalSummary.activeCases),
        );
        assert.ok(figures.attorneyPortalSummary.activeCases > 0, 'demo data gives every account active cases');
        assert.equal(await page.getByRole('region', { name: 'Pending Tasks' }).count(), 0);
      }
      const { data } = await graphqlInPage(
        page,
        '{ me { attorneyId clinicId } recentCases(limit: 100) { clinicId attorneyId notes } }',
      );
      assert.ok(data.recentCases.length > 0);
      for (const record of data.recentCases) {
        if (data.me.clinicId !== null)
          assert.equal(record.clinicId, data.me.clinicId, 'a clinic user sees only their clinic');
        if (data.me.attorneyId !== null) {
          assert.equal(record.attorneyId, data.me.attorneyId, 'an attorney sees only their own cases');
          assert.equal(record.notes, null, 'internal notes never reach an attorney');
        }
      }
      await expectVisible(page.getByRole('link', { name: /CASE-\d{4}-\d{3}/ }));
      await expectNoSeriousAxeViolations(
        page,
        `dashboard-${account.email.split('@')[0]}-${account.email.split('@')[1].split('.')[0]}`,
      );
      await screenshot(page, `dashboard-${account.email.split('@')[0]}-${account.email.split('@')[1].split('.')[0]}`);
    },
  })),
  {
    name: 'the navigation bar reaches every section and highlights the active link',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      for (const item of navigation) {
        await nav.getByRole('link', { name: item.link, exact: true }).click();
        await expectUrl(page, item.path);
        await expectText(page.getByRole('heading', { level: 1 }), item.title);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page, item.path);
        assert.equal(
          await nav.getByRole('link', { name: item.link, exact: true }).getAttribute('aria-current'),
          'page',
        );
      }
      await page.goto(`${baseUrl}/cases/12`);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      assert.equal(
        await nav.getByRole('link', { name: 'Cases', exact: true }).getAttribute('aria-current'),
        'page',
        '/cases/12 highlights Cases',
      );
      assert.equal(await nav.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current'), null);
      await expectNoSeriousAxeViolations(page, 'navigation-case-detail');
      await screenshot(page, 'navigation-case-detail');
    },
  },
  {
    name: 'an unknown route shows the 404 page',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/no-such-page`);
      await expectText(page.getByRole('heading', { level: 1 }), '404 Page Not Found');
      await expectVisible(page.getByText('Did you forget to add the page to the router?'));
      await expectNoSeriousAxeViolations(page, 'not-found');
      await screenshot(page, 'not-found');
    },
  },
  {
    name: 'a signed-out visitor on a protected page is told and sent to the login dialog',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/cases`);
      await expectVisible(page.getByText('You are logged out. Logging in again...'));
      await expectVisible(page.getByText('Unauthorized', { exact: true }));
      await expectNoSeriousAxeViolations(page, 'logged-out-toast');
      await screenshot(page, 'logged-out-toast');
      await expectVisible(page.getByRole('dialog'));
      // The refused page goes along, so signing in returns there.
      await expectUrl(page, '/?returnTo=%2Fcases');
    },
  },
  {
    name: 'signing in at the wrong door shows Login Failed with the reason',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginThroughDialog(page, baseUrl, { email: 'attorney@harper-law.demo', type: 'Provider' });
      await expectVisible(page.getByText('Login Failed', { exact: true }));
      await expectVisible(page.getByText('This is an attorney account. Please choose Attorney login.'));
      await expectNoSeriousAxeViolations(page, 'login-failed');
      await screenshot(page, 'login-failed');
      await loginThroughDialog(page, baseUrl, {
        email: 'staff@northside.demo',
        type: 'Provider',
        password: 'wrong-password',
      });
      await expectVisible(page.getByText('Invalid email or password'));
    },
  },
  {
    name: "a clinic user asking for another clinic's case gets not found",
    async run({ newPage, baseUrl }) {
      const lakeview = await newPage();
      await loginAs(lakeview, baseUrl, { email: 'staff@lakeview.demo', type: 'Provider' });
      const { data: theirs } = await graphqlInPage(lakeview, '{ recentCases(limit: 1) { id } }');
      const foreignId = theirs.recentCases[0].id;
      const northside = await newPage();
      await loginAs(northside, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const foreign = await graphqlInPage(northside, 'query($id: Int!) { case(id: $id) { id caseNumber } }', {
        id: foreignId,
      });
      const missing = await graphqlInPage(northside, 'query($id: Int!) { case(id: $id) { id caseNumber } }', {
        id: 987654321,
      });
      assert.deepEqual(foreign, { data: { case: null } });
      assert.deepEqual(foreign, missing);
    },
  },
  {
    name: 'the super admin signs in at /superadmin and reaches /admin',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/superadmin`);
      await expectText(page.getByRole('heading', { level: 1 }), 'Super Admin Login');
      await screenshot(page, 'super-admin-password');
      await superAdminPasswordStep(page);
      const code = page.getByRole('textbox', { name: 'Authenticator code' });
      assert.ok(
        await code.evaluate((input) => input === input.ownerDocument.activeElement),
        'the code input has the focus',
      );
      await code.fill(await nextTotpCode(demoSuperAdminTotpSecret, demoSuperAdminEmail));
      await screenshot(page, 'super-admin-code');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectUrl(page, '/admin');
      await expectText(page.getByRole('heading', { level: 1 }), 'Super Admin Portal');
      await expectVisible(page.getByRole('link', { name: 'Admin', exact: true }));
      const { data } = await graphqlInPage(page, '{ me { email role } }');
      assert.deepEqual(data.me, { email: 'superadmin@casebridge.demo', role: 'super_admin' });
      await expectNoSeriousAxeViolations(page, 'super-admin');
      await screenshot(page, 'super-admin');
      // Every tab of the console, as loaded.
      const tabs = page.getByRole('tablist').getByRole('tab');
      for (const name of await tabs.allTextContents()) {
        await tabs.filter({ hasText: new RegExp(`^${name}$`) }).click();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page, `admin tab ${name}`);
      }
    },
  },
  {
    name: 'the super admin is told a wrong code is not valid and then signs in with the right one',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${baseUrl}/superadmin`);
      await superAdminPasswordStep(page);
      const code = page.getByRole('textbox', { name: 'Authenticator code' });
      await code.fill(wrongTotpCode());
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectText(
        page.getByRole('alert'),
        'That code is not valid. Enter the current 6-digit code from your authenticator app.',
      );
      await expectUrl(page, '/superadmin');
      const verify = page.getByRole('button', { name: 'Verify', exact: true });
      await page.waitForFunction((button) => !button.disabled, await verify.elementHandle());
      await expectNoSeriousAxeViolations(page, 'super-admin-wrong-code-phone');
      await screenshot(page, 'super-admin-wrong-code-phone');
      // The wrong code is selected in the focused input: typing the next one replaces it.
      const rightCode = await nextTotpCode(demoSuperAdminTotpSecret, demoSuperAdminEmail);
      await page.keyboard.type(rightCode);
      await expectValue(code, rightCode);
      await verify.click();
      await expectUrl(page, '/admin');
      await expectText(page.getByRole('heading', { level: 1 }), 'Super Admin Portal');
    },
  },
  {
    name: 'on a phone the menu toggle opens the navigation drawer',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      await loginAs(page, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const drawer = page.getByRole('navigation', { name: 'Mobile navigation' });
      await expectVisible(drawer);
      await expectNoSeriousAxeViolations(page, 'mobile-drawer');
      await screenshot(page, 'mobile-drawer');
      await drawer.getByRole('link', { name: 'Patients', exact: true }).click();
      await expectUrl(page, '/patients');
      await expectText(page.getByRole('heading', { level: 1 }), 'Patients');
    },
  },
  {
    name: 'logging out returns to the landing page and ends the session',
    async run({ newPage, baseUrl }) {
      const page = await newPage();
      await loginAs(page, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await page.getByRole('button', { name: 'Log out' }).click();
      await expectUrl(page, '/');
      const user = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
      assert.equal(user, 401);
      await page.goto(`${baseUrl}/dashboard`);
      await expectVisible(page.getByText('You are logged out. Logging in again...'));
    },
  },
];
