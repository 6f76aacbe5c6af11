/* global getComputedStyle, document */
import { assert, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

/**
 * Calls the API from the page with the token alone: `credentials: 'omit'` leaves the session cookie
 * out, so what answers is the token.
 */
function callWithToken(page, token) {
  return page.evaluate(async (secret) => {
    const headers = { authorization: `Bearer ${secret}` };
    const graphql = await fetch('/graphql', {
      method: 'POST',
      credentials: 'omit',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } cases(first: 3) { nodes { id } } }' }),
    });
    const rest = await fetch('/api/auth/user', { credentials: 'omit', headers });
    return {
      graphql: { status: graphql.status, body: await graphql.json() },
      rest: { status: rest.status, body: await rest.json() },
    };
  }, token);
}

export const tests = [
  {
    name: 'api tokens: a token created in Your account is shown once, reads the API as its user, and is refused once revoked',
    async run({ newPage, baseUrl, screenshot }) {
      const name = `Reporting script ${Date.now().toString(36)}`;
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });

      // Reached from the signed-in user's name in the navigation bar.
      await staff.getByRole('link', { name: /Clinic Staff/ }).click();
      await expectUrl(staff, '/account');
      await expectVisible(staff.getByRole('heading', { name: 'Your account', level: 1 }));
      await expectVisible(staff.getByText('staff@northside.demo'));

      await staff.getByRole('button', { name: 'Create token' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Create API token' });
      await dialog.getByRole('button', { name: 'Create token' }).click();
      await expectVisible(dialog.getByText('Name is required'));
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
      await dialog.getByRole('combobox', { name: /^Expires after/ }).click();
      await staff.getByRole('option', { name: '30 days' }).click();
      await expectNoSeriousAxeViolations(staff, 'create token dialog');
      await screenshot(staff, 'api-tokens-1-create-dialog');
      await dialog.getByRole('button', { name: 'Create token' }).click();

      const shown = staff.getByRole('dialog', { name: 'Your new API token' });
      await expectVisible(shown.getByText(/shown only once and cannot be shown again/));
      const secret = await shown.getByTestId('api-token-secret').inputValue();
      assert.match(secret, /^cbt_[0-9a-f]{6}_[A-Za-z0-9_-]{43}$/);
      await expectNoSeriousAxeViolations(staff, 'token shown once');
      await screenshot(staff, 'api-tokens-2-secret-shown-once');
      await shown.getByRole('button', { name: 'Done' }).click();

      const row = staff.getByRole('row').filter({ hasText: name });
      await expectVisible(row.getByText('Active'));
      assert.equal(await staff.getByText(secret).count(), 0, 'the secret is still on the page after Done');

      // The token alone (no cookie) reads what its user reads, over GraphQL and REST.
      const viaCookie = await graphqlInPage(staff, '{ me { email } cases(first: 3) { nodes { id } } }');
      const used = await callWithToken(staff, secret);
      assert.equal(used.graphql.status, 200);
      assert.deepEqual(used.graphql.body, viaCookie);
      assert.equal(used.rest.status, 200);
      assert.equal(used.rest.body.data.email, 'staff@northside.demo');

      // Its use is recorded, and it is revoked after a confirmation.
      await staff.reload();
      await expectVisible(row.getByText('Active'));
      // Cells after the name (the row's header): token, created, expires, last used, status.
      const lastUsed = await row.getByRole('cell').nth(3).textContent();
      assert.match(lastUsed, /\d{4}, \d{1,2}:\d{2}/, `the last use is not shown: ${lastUsed}`);
      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      const confirm = staff.getByRole('dialog', { name: 'Revoke this token?' });
      await expectVisible(confirm.getByText(/stops working at once/));
      // Once the dialog has finished fading in.
      await staff.waitForFunction(
        () => getComputedStyle(document.querySelector('.MuiDialog-container')).opacity === '1',
      );
      await screenshot(staff, 'api-tokens-3-revoke-confirmation');
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await expectVisible(staff.getByText('Token revoked'));
      await expectVisible(row.getByText('Revoked'));
      await expectNoSeriousAxeViolations(staff, 'account with a revoked token');
      await screenshot(staff, 'api-tokens-4-revoked');

      const refused = await callWithToken(staff, secret);
      assert.equal(refused.graphql.status, 401);
      assert.equal(refused.graphql.body.errors[0].message, 'This API token has been revoked');
      assert.equal(refused.rest.status, 401);
      assert.equal(refused.rest.body.message, 'This API token has been revoked');
    },
  },
];
