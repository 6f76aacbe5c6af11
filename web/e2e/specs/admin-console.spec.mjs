import fs from 'node:fs';
import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll } from '../lib/phone.mjs';
import { loginThroughDialog } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';
import { nextTotpCode } from '../lib/totp.mjs';

/** Picks an option of a MUI select (a combobox that opens a listbox). */
async function choose(scope, page, label, option) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The toast the portal shows after an action. */
async function expectToast(page, text) {
  await expectVisible(page.getByRole('alert').filter({ hasText: text }));
}

/** Creates an account from the Users tab and answers the invitation link the dialog shows. */
async function inviteAccount(admin, page, { email, first, last, role, clinic }) {
  await admin.getByRole('button', { name: 'Create Account' }).click();
  const create = admin.getByRole('dialog', { name: 'Create Account' });
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('First Name').fill(first);
  await create.getByLabel('Last Name').fill(last);
  await choose(create, admin, 'Role', role);
  if (clinic) await choose(create, admin, 'Clinic', clinic);
  await create.getByRole('button', { name: 'Create Account' }).click();
  const created = admin.getByRole('dialog', { name: 'Account created' });
  const link = await created.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  assert.match(link, /^https?:\/\/[^/]+\/invitation\?token=[\w-]{20,}$/);
  return { created, link };
}

/** The invited person opens the link and chooses a password. */
async function acceptInvitation(page, baseUrl, link, email, password) {
  await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Repeat Password').fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expectVisible(page.getByText(`Your password is set. Sign in with ${email}`));
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
      const { created, link } = await inviteAccount(admin, admin, {
        email: person.email,
        first: person.first,
        last: person.last,
        role: 'Clinic Staff',
        clinic: /Northside Chiropractic/,
      });
      await expectNoSeriousAxeViolations(admin, 'admin-users-account-created');
      await screenshot(admin, 'admin-users-account-created');
      await created.getByRole('button', { name: 'Done' }).click();

      // The invited person chooses a password and signs in.
      const invitee = await newPage();
      await acceptInvitation(invitee, baseUrl, link, person.email, password);
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
      await expectNoSeriousAxeViolations(admin, 'admin-users');
      await screenshot(admin, 'admin-users');

      // On a phone each user is a card with the role select, status and actions; nothing scrolls sideways.
      await admin.setViewportSize({ width: 390, height: 844 });
      const card = admin.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: fullName });
      await expectVisible(card);
      assert.equal(await admin.getByRole('table', { name: 'Users' }).count(), 0, 'no table on a phone');
      await expectVisible(card.getByRole('link', { name: person.email }));
      await expectText(card.getByRole('combobox', { name: `Role of ${fullName}` }), 'Clinic Admin');
      await expectVisible(card.getByText('Northside Chiropractic', { exact: false }));
      await expectVisible(card.getByText('Active', { exact: true }));
      for (const name of ['Edit', 'Force Logout', 'Deactivate'])
        await expectVisible(card.getByRole('button', { name }));
      await expectNoSidewaysScroll(admin, 'users at 390 px');
      await expectNoSeriousAxeViolations(admin, 'admin-users-phone');
      await screenshot(admin, 'admin-users-phone');
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

      // New clinics start on Starter, on the 14-day trial, billed from the plans table.
      const card = page.getByRole('article', { name: clinicName });
      await expectVisible(card);
      await expectVisible(card.getByText('Starter', { exact: true }));
      await expectVisible(card.getByText('Trial', { exact: true }));
      await expectVisible(card.getByText('$249.00'));

      // Manage: every field of the billing call; move it to Professional and give it an address.
      await card.getByRole('button', { name: 'Manage' }).click();
      const manage = page.getByRole('dialog').filter({ hasText: clinicName });
      await choose(manage, page, 'Plan', /^Professional/);
      // The amount is the plan's: filled in from the plans table, not typed.
      await expectVisible(manage.getByText('Set by the plan: choose another plan to change it'));
      await choose(manage, page, 'Billing Status', 'Overdue');
      await manage.getByLabel('City').fill('Newark');
      await manage.getByLabel('State').fill('NJ');
      await manage.getByLabel('ZIP Code').fill('07102');
      await screenshot(page, 'admin-clinic-manage');
      await manage.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Clinic updated');
      await expectVisible(card.getByText('Professional', { exact: true }));
      await expectVisible(card.getByText('$349.00'));
      await expectVisible(card.getByText(/Newark, NJ/));
      await expectNoSeriousAxeViolations(page, 'admin-clinics');
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
  {
    name: 'admin console: an invited super admin sets a password, enrols an authenticator from the setup key, keeps the recovery codes and reaches the portal',
    async run({ newPage, baseUrl, screenshot }) {
      const unique = Date.now().toString(36);
      const email = `ops.${unique}@casebridge.example`;
      const password = 'Second-Operator-2026!';
      const admin = await newPage();
      await signInAsSuperAdmin(admin, baseUrl);
      await admin.goto(`${baseUrl}/admin?tab=users`);
      const { created, link } = await inviteAccount(admin, admin, {
        email,
        first: 'Olive',
        last: `Operator${unique}`,
        role: 'Super Admin',
      });
      await created.getByRole('button', { name: 'Done' }).click();

      const page = await newPage();
      await acceptInvitation(page, baseUrl, link, email, password);

      // A password alone opens nothing: the first sign-in enrols the second factor.
      await page.goto(`${baseUrl}/superadmin`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectVisible(page.getByRole('img', { name: /QR code to add your Casebridge account/ }));
      const setupKey = (await page.getByTestId('setup-key').innerText()).replace(/\s+/g, '');
      assert.match(setupKey, /^[A-Z2-7]{32}$/, 'the setup key is a base32 secret');
      await expectNoSeriousAxeViolations(page, 'superadmin-enrol');
      await screenshot(page, 'superadmin-enrol');
      await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await nextTotpCode(setupKey));
      await page.getByRole('button', { name: 'Verify', exact: true }).click();

      // Ten recovery codes, shown once; Continue waits for "I have saved these codes".
      const codes = page.getByRole('list', { name: /recovery codes/i }).getByRole('listitem');
      await expectVisible(codes.first());
      assert.equal(await codes.count(), 10);
      const continueButton = page.getByRole('button', { name: 'Continue to the admin portal' });
      assert.equal(await continueButton.isDisabled(), true);
      await page.getByLabel('I have saved these codes').check();
      await continueButton.click();
      await expectUrl(page, '/admin');
      await expectText(page.getByRole('heading', { level: 1 }), 'Super Admin Portal');

      // Exit, and sign in again: now the code is asked for at once, with no new enrolment.
      await page.getByRole('button', { name: 'Exit Super Admin' }).click();
      await expectUrl(page, '/superadmin');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectText(page.getByRole('heading', { level: 2 }), 'Two-step verification');
      assert.equal(await page.getByRole('img', { name: /QR code/ }).count(), 0);
      await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await nextTotpCode(setupKey));
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectUrl(page, '/admin');
    },
  },
];
