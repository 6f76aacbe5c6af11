import { expectUrl, expectVisible } from './assert.mjs';
import { demoPassword } from './session.mjs';
import { nextTotpCode } from './totp.mjs';

export const demoSuperAdminEmail = 'superadmin@casebridge.demo';

/**
 * The demo super admin's sign-in at /superadmin, as a person does it: email and password, then the
 * authenticator code (RFC 6238 from the demo secret), landing on /admin.
 */
export async function signInAsSuperAdmin(page, baseUrl) {
  await page.goto(`${baseUrl}/superadmin`);
  await page.getByLabel('Email').fill(demoSuperAdminEmail);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Authenticator code' });
  await expectVisible(code);
  await code.fill(await nextTotpCode());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectUrl(page, '/admin');
}
