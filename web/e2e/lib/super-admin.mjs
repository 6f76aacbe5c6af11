import { expectUrl, expectVisible } from './assert.mjs';
import { demoPassword } from './session.mjs';
import { nextTotpCode } from './totp.mjs';

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

/**
 * An operator's sign-in at /superadmin: the super admin, or a demo operator staff member (the same
 * password and authenticator steps; the demo staff share the super admin's TOTP secret).
 */
export async function signInAsOperator(page, baseUrl, email) {
  await page.goto(`${baseUrl}/superadmin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Authenticator code' });
  await expectVisible(code);
  await code.fill(await nextTotpCode());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectUrl(page, '/admin');
}
