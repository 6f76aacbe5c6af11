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

const loginMutation = `mutation Login($input: LoginInput!) { login(input: $input) { id } }`;

/**
 * Signs in with the login dialog's own call, in the page's browser context (its session cookie), then
 * opens the dashboard the dialog leads to. The dialog itself is walked by loginThroughDialog's callers
 * (foundation, account, admin console); every other walk starts here, about 1.3 s sooner per sign-in.
 */
export async function loginAs(page, baseUrl, { email, type, password = demoPassword }) {
  const variables = { input: { email, password, loginType: type.toLowerCase() } };
  const { ok, body } = await graphqlFromContext(page, baseUrl, loginMutation, variables);
  if (!ok || body.errors) throw new Error(`sign-in as ${email} refused: ${JSON.stringify(body.errors ?? body)}`);
  await page.goto(`${baseUrl}/dashboard`);
  await expectUrl(page, '/dashboard');
}

/** Calls the API from the page's browser context (its cookies, none of its scripts): the HTTP status and the body. */
export async function graphqlFromContext(page, baseUrl, query, variables = {}) {
  const response = await page.request.post(`${baseUrl}/graphql`, { data: { query, variables } });
  return { ok: response.ok(), body: await response.json().catch(() => ({})) };
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
