import { expectUrl, expectVisible } from './assert.mjs';

export const demoPassword = 'demo-password';

/** Signs in through the landing page's login dialog, as a user would. */
export async function loginThroughDialog(page, baseUrl, { email, type, password = demoPassword }) {
  await page.goto(`${baseUrl}/?login=true`);
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: new RegExp(`^${type}`, 'i') }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function loginAs(page, baseUrl, account) {
  await loginThroughDialog(page, baseUrl, account);
  await expectUrl(page, '/dashboard');
}

/** Calls the API from inside the page, with the page's own session cookie. */
export function graphqlInPage(page, query, variables = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
}
