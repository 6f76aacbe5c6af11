import fs from 'node:fs';
import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { loginThroughDialog } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

/** Picks an option of a MUI select (a combobox that opens a listbox). */
async function choose(scope, page, label, option) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The toast the portal shows after an action. */
async function expectToast(page, text) {
  await expectVisible(page.getByRole('alert').filter({ hasText: text }));
}

/** A signed-in page whose next request must meet the logged-out flow (spec: toast, then the login dialog). */
async function expectSentToLogin(page, baseUrl) {
  await page.goto(`${baseUrl}/patients`);
  await expectVisible(page.getByText('You are logged out. Logging in again...'));
  await expectVisible(page.getByRole('dialog'));
  const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
  assert.equal(status, 401, 'the session is gone on the server too');
}

export const tests = [
  {
    name: 'admin console: an invited account sets its password; the operator changes its role and force-logs it out, and its next request goes to login',
    async run({ newPage, baseUrl, screenshot }) {
      const unique = Date.now().toString(36);
      const person = { first: 'Dana', last: `Invitee${unique}`, email: `dana.${unique}@northside.example` };
      const fullName = `${person.first} ${person.last}`;
      const password = 'Invited-Pass-2026!';

      const admin = await newPage();
      await signInAsSuperAdmin(admin, baseUrl);
      await admin.goto(`${baseUrl}/admin?tab=users`);
      await expectText(admin.getByRole('tab', { selected: true }), 'Users');

      // Create Account: a clinic role needs a clinic; the invitation link is shown (no mail server here).
      await admin.getByRole('button', { name: 'Create Account' }).click();
      const create = admin.getByRole('dialog', { name: 'Create Account' });
      await create.getByLabel('Email').fill(person.email);
      await create.getByLabel('First Name').fill(person.first);
      await create.getByLabel('Last Name').fill(person.last);
      await choose(create, admin, 'Role', 'Clinic Staff');
      await choose(create, admin, 'Clinic', /Northside Chiropractic/);
      await create.getByRole('button', { name: 'Create Account' }).click();
      const created = admin.getByRole('dialog', { name: 'Account created' });
      const link = await created.getByRole('textbox', { name: 'Invitation link' }).inputValue();
      assert.match(link, /^https?:\/\/[^/]+\/invitation\?token=[\w-]{20,}$/);
      await screenshot(admin, 'admin-users-account-created');
      await created.getByRole('button', { name: 'Done' }).click();

      // The invited person chooses a password and signs in.
      const invitee = await newPage();
      await invitee.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
      await invitee.getByLabel('New Password').fill(password);
      await invitee.getByLabel('Repeat Password').fill(password);
      await invitee.getByRole('button', { name: 'Set Password' }).click();
      await expectVisible(invitee.getByText(`Your password is set. Sign in with ${person.email}`));
      await loginThroughDialog(invitee, baseUrl, { email: person.email, type: 'Provider', password });
      await expectUrl(invitee, '/dashboard');

      // The operator finds the account and changes its role inline: that ends its sessions.
      await admin.getByLabel('Search users').fill(person.email);
      await expectText(admin.getByRole('status').filter({ hasText: 'found' }), '1 user found');
      const row = admin.getByRole('row').filter({ hasText: person.email });
      await expectVisible(row);
      await expectVisible(row.getByText('Clinic Staff'));
      await admin.getByRole('combobox', { name: `Role of ${fullName}` }).click();
      await admin.getByRole('option', { name: 'Clinic Admin' }).click();
      await expectVisible(row.getByText('Clinic Admin'));
      await expectSentToLogin(invitee, baseUrl);

      // Signed in again, now as clinic admin; then Force Logout, after its confirmation.
      await loginThroughDialog(invitee, baseUrl, { email: person.email, type: 'Provider', password });
      await expectUrl(invitee, '/dashboard');
      await row.getByRole('button', { name: 'Force Logout' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Force logout' });
      await expectText(confirm.getByText(/End every session of/), new RegExp(fullName));
      await confirm.getByRole('button', { name: 'Force Logout' }).click();
      await expectToast(admin, 'User sessions terminated successfully');
      await expectSentToLogin(invitee, baseUrl);

      // The role change survives a reload, and the last login is recorded.
      await admin.reload();
      await admin.getByLabel('Search users').fill(person.email);
      await expectText(admin.getByRole('status').filter({ hasText: 'found' }), '1 user found');
      await expectVisible(row.getByText('Clinic Admin'));
      assert.doesNotMatch(await row.innerText(), /Never/);
      await screenshot(admin, 'admin-users');
    },
  },
  {
    name: 'admin console: the operator adds a clinic (required fields first), edits its billing, and downloads the full backup',
    async run({ newPage, baseUrl, screenshot }) {
      const unique = Date.now().toString(36);
      const clinicName = `Riverside Rehab ${unique}`;
      const page = await newPage();
      await signInAsSuperAdmin(page, baseUrl);

      // Overview is the portal's first tab.
      await expectText(page.getByRole('tab', { selected: true }), 'Overview');
      await expectText(page.getByRole('region', { name: 'Total Users', exact: true }).locator('p').first(), /^\d+$/);

      await page.getByRole('tab', { name: 'Clinics' }).click();
      await page.getByRole('button', { name: 'Add New Clinic' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Clinic' });
      await add.getByRole('button', { name: 'Create Clinic' }).click();
      await expectVisible(add.getByText('Please fill in all required fields'));
      await add.getByLabel('Clinic Name').fill(clinicName);
      await add.getByLabel('Email').fill(`front.${unique}@riverside.example`);
      await add.getByLabel('Phone').fill('555-010-4477');
      await add.getByRole('button', { name: 'Create Clinic' }).click();
      await add.waitFor({ state: 'detached' });

      // New clinics start on Starter, active, billed from the plans table.
      const card = page.getByRole('article', { name: clinicName });
      await expectVisible(card);
      await expectVisible(card.getByText('Starter', { exact: true }));
      await expectVisible(card.getByText('$249.00'));

      // Manage: every field of the billing call; move it to Professional and give it an address.
      await card.getByRole('button', { name: 'Manage' }).click();
      const manage = page.getByRole('dialog').filter({ hasText: clinicName });
      await choose(manage, page, 'Plan', /^Professional/);
      await choose(manage, page, 'Billing Status', 'Overdue');
      await manage.getByLabel('City').fill('Newark');
      await manage.getByLabel('State').fill('NJ');
      await manage.getByLabel('ZIP Code').fill('07102');
      await manage.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Clinic updated');
      await expectVisible(card.getByText('Professional', { exact: true }));
      await expectVisible(card.getByText('$349.00'));
      await expectVisible(card.getByText(/Newark, NJ/));
      await screenshot(page, 'admin-clinics');

      // Export All Data: one JSON file with every table, the new clinic as edited, and no secrets.
      await page.getByRole('tab', { name: 'Overview' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export All Data' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^backup-\d{4}-\d{2}-\d{2}\.json$/);
      const text = fs.readFileSync(await download.path(), 'utf8');
      const backup = JSON.parse(text);
      const clinic = backup.tables.clinics.find((row) => row.name === clinicName);
      assert.ok(clinic, 'the new clinic is in the backup');
      assert.equal(clinic.subscription_plan ?? clinic.subscriptionPlan, 'professional');
      assert.equal(clinic.city, 'Newark');
      assert.ok(backup.tables.users.length > 0 && backup.tables.cases.length > 0, 'users and cases are exported');
      for (const user of backup.tables.users) assert.ok(!('password_hash' in user) && !('passwordHash' in user));
      assert.ok(!text.includes('scrypt$'), 'no password hash anywhere in the file');
    },
  },
];
