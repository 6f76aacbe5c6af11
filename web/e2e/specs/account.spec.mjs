import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { readMail } from '../lib/outbox.mjs';
import { graphqlInPage, loginAs, loginThroughDialog } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

const staff = { email: 'staff@northside.demo', type: 'Provider' };

/** A fresh attorney account with a password of its own (created by the operator, its invitation answered). */
async function freshAttorney(page, baseUrl, email, password) {
  await signInAsSuperAdmin(page, baseUrl);
  const created = await graphqlInPage(
    page,
    `mutation($input: AdminAccountCreateInput!) { adminAccountCreate(input: $input) { invitation { link } } }`,
    { input: { email, firstName: 'Rhea', lastName: 'Okafor', role: 'attorney', firmName: 'Okafor Injury Law' } },
  );
  assert.equal(created.errors, undefined, JSON.stringify(created.errors));
  const token = new URL(created.data.adminAccountCreate.invitation.link).searchParams.get('token');
  const accepted = await graphqlInPage(
    page,
    `mutation($token: String!, $password: String!) { invitationAccept(token: $token, password: $password) { email } }`,
    { token, password },
  );
  assert.equal(accepted.errors, undefined, JSON.stringify(accepted.errors));
}

export const tests = [
  {
    name: 'account: a deep link survives sign-in; a forgotten password is reset by e-mail link, which then works no more',
    async run({ newPage, baseUrl, screenshot }) {
      // A case of the staff member's clinic, as a notification e-mail would link to it.
      const colleague = await newPage();
      await loginAs(colleague, baseUrl, staff);
      const { data } = await graphqlInPage(colleague, '{ cases(first: 1) { nodes { id caseNumber } } }');
      const [theCase] = data.cases.nodes;

      // Signed out, the link goes to the login with the case as the page to return to.
      const visitor = await newPage();
      await visitor.goto(`${baseUrl}/cases/${theCase.id}`);
      await expectVisible(visitor.getByText('You are logged out. Logging in again...'));
      await expectUrl(visitor, `/?returnTo=%2Fcases%2F${theCase.id}`);
      const dialog = visitor.getByRole('dialog');
      await expectVisible(dialog);
      await dialog.getByRole('button', { name: /^Provider/ }).click();
      await dialog.getByLabel('Email').fill(staff.email);
      await dialog.getByLabel('Password').fill('demo-password');
      await screenshot(visitor, 'account-1-deep-link-login');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await expectUrl(visitor, `/cases/${theCase.id}`);
      await expectVisible(visitor.getByText(theCase.caseNumber));
      // The logged-out notice has done its work; the case is what the person sees.
      await visitor.getByText('You are logged out. Logging in again...').waitFor({ state: 'hidden', timeout: 10_000 });
      await screenshot(visitor, 'account-2-deep-link-landed-on-case');

      // /superadmin shows a visitor no signed-in navigation.
      const stranger = await newPage();
      await stranger.goto(`${baseUrl}/superadmin`);
      await expectVisible(stranger.getByRole('heading', { level: 1, name: 'Super Admin Login' }));
      assert.equal(await stranger.getByRole('navigation', { name: 'Main navigation' }).count(), 0);
      assert.equal(await stranger.getByRole('link', { name: 'Patients' }).count(), 0);
      await screenshot(stranger, 'account-3-superadmin-visitor');

      // Forgot password, end to end.
      const unique = Date.now().toString(36);
      const email = `rhea.${unique}@okafor-law.example`;
      const oldPassword = 'first chosen passphrase 2026';
      const newPassword = 'a lighthouse keeps its lamp lit';
      await freshAttorney(await newPage(), baseUrl, email, oldPassword);
      const signedInElsewhere = await newPage();
      await loginAs(signedInElsewhere, baseUrl, { email, type: 'Attorney', password: oldPassword });

      const person = await newPage();
      await person.goto(`${baseUrl}/?login=true`);
      const login = person.getByRole('dialog');
      await login.getByRole('button', { name: /^Attorney/ }).click();
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      const reset = person.getByRole('dialog', { name: 'Reset Your Password' });
      await reset.getByLabel('Email').fill(email);
      await reset.getByRole('button', { name: 'Send Reset Link' }).click();
      await expectVisible(reset.getByText(/^If an account exists for that email address, we have sent it a link/));
      await screenshot(person, 'account-4-reset-requested');

      const mail = await readMail(email, 'password_reset');
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]{43}/.exec(mail)?.[0];
      assert.ok(link, `a reset link in the e-mail:\n${mail}`);
      await person.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
      await expectText(person.getByRole('heading', { level: 1 }), 'Choose a New Password');
      await person.getByLabel('New Password').fill(newPassword);
      await person.getByLabel('Repeat Password').fill(newPassword);
      await screenshot(person, 'account-5-reset-page');
      await person.getByRole('button', { name: 'Set New Password' }).click();
      await expectVisible(person.getByText(`Sign in with ${email} and your new password.`, { exact: false }));
      await screenshot(person, 'account-6-reset-done');

      // The session opened with the old password is over; the new password signs in, the old one not.
      const status = await signedInElsewhere.evaluate(async () => (await fetch('/api/auth/user')).status);
      assert.equal(status, 401, 'the earlier session ended with the reset');
      await loginThroughDialog(person, baseUrl, { email, type: 'Attorney', password: oldPassword });
      await expectVisible(person.getByRole('alert').filter({ hasText: 'Login Failed' }));
      await loginAs(person, baseUrl, { email, type: 'Attorney', password: newPassword });

      // The link worked once.
      const again = await newPage();
      await again.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
      await expectVisible(again.getByText('This password reset link has already been used.', { exact: false }));
      assert.equal(await again.getByLabel('New Password').count(), 0);
      await screenshot(again, 'account-7-reset-link-used');
    },
  },
];
