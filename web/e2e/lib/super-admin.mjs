import { expectUrl, expectVisible } from './assert.mjs';
import { demoPassword, graphqlFromContext } from './session.mjs';
import { demoSuperAdminTotpSecret, nextTotpCode } from './totp.mjs';

export const demoSuperAdminEmail = 'superadmin@casebridge.demo';

/**
 * The demo super admin's sign-in at /superadmin, as a person does it: email and password, then the
 * authenticator code (RFC 6238 from the demo secret), landing on /admin.
 */
export function signInAsSuperAdmin(page, baseUrl) {
  return signInAsOperator(page, baseUrl, demoSuperAdminEmail);
}

/** The demo support agent (operator staff: support, clinics and logs; decision 449). */
export const demoSupportAgentEmail = 'support@casebridge.demo';

/** Each operator's session cookies from their last sign-in in this run, by email. */
const sessionsByEmail = new Map();

/**
 * An operator's sign-in at /superadmin: the super admin, or a demo operator staff member (the same
 * password and authenticator steps; the demo staff share the super admin's TOTP secret). A code works
 * once per account and the server takes at most the current and the next step, so a third sign-in
 * within 30 s waits for the clock: a page first tries the session this run already opened for the
 * account, and signs in again only when that session has ended (signed out, reset, timed out).
 */
export async function signInAsOperator(page, baseUrl, email) {
  const context = page.context();
  const cookies = sessionsByEmail.get(email);
  if (cookies) {
    await context.addCookies(cookies);
    if ((await signedInEmail(page, baseUrl)) === email) {
      await page.goto(`${baseUrl}/admin`);
      await expectUrl(page, '/admin');
      return;
    }
    await context.clearCookies();
  }
  await page.goto(`${baseUrl}/superadmin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Authenticator code' });
  await expectVisible(code);
  await code.fill(await nextTotpCode(demoSuperAdminTotpSecret, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectUrl(page, '/admin');
  sessionsByEmail.set(email, await context.cookies(baseUrl));
}

/** Whose session the context's cookies carry, if any. */
async function signedInEmail(page, baseUrl) {
  const { ok, body } = await graphqlFromContext(page, baseUrl, '{ me { email } }');
  return ok ? (body.data?.me?.email ?? null) : null;
}
