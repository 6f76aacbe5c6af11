import { createHmac } from 'node:crypto';
import http from 'node:http';
import { assert, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { loginAs } from '../lib/session.mjs';

/** A webhook receiver on 127.0.0.1 that keeps every POST it gets and answers 200. */
async function startReceiver() {
  const received = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/casebridge-hooks`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export const tests = [
  {
    name: 'webhooks: a clinic admin adds an endpoint, copies its secret, sends a test event the receiver can verify, sees it delivered, and opens /developers',
    async run({ newPage, baseUrl, screenshot }) {
      const receiver = await startReceiver();
      try {
        const admin = await newPage();
        await loginAs(admin, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });
        await admin.goto(`${baseUrl}/clinic?tab=webhooks`);
        await expectVisible(admin.getByRole('tab', { name: 'Webhooks', selected: true }));
        await expectVisible(admin.getByText('No webhook endpoints'));
        await expectNoSeriousAxeViolations(admin, 'webhooks tab, empty');

        await admin.getByRole('button', { name: 'Add endpoint' }).first().click();
        const dialog = admin.getByRole('dialog', { name: 'Add webhook endpoint' });
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expectVisible(dialog.getByText('URL is required'));
        await dialog.getByRole('textbox', { name: /^URL/ }).fill(receiver.url);
        await dialog.getByRole('textbox', { name: 'Description' }).fill('Practice system');
        await dialog.getByRole('checkbox', { name: /^case\.status_changed/ }).check();
        await dialog.getByRole('checkbox', { name: /^note\.signed/ }).check();
        await expectNoSeriousAxeViolations(admin, 'webhook endpoint dialog');
        await screenshot(admin, 'webhooks-1-endpoint-dialog');
        await dialog.getByRole('button', { name: 'Save' }).click();

        const secretDialog = admin.getByRole('dialog', { name: 'Signing secret' });
        await expectVisible(secretDialog.getByText('it is not shown again', { exact: false }));
        const secret = await secretDialog.getByRole('textbox', { name: 'Secret' }).inputValue();
        assert.match(secret, /^whsec_[A-Za-z0-9_-]{43}$/);
        await screenshot(admin, 'webhooks-2-secret-shown-once');
        await secretDialog.getByRole('button', { name: 'Done' }).click();

        const row = admin.getByRole('row').filter({ hasText: receiver.url });
        await expectVisible(row.getByText('Active'));
        await expectVisible(admin.getByText('No deliveries yet'));
        await admin.getByRole('button', { name: `Send test to ${receiver.url}` }).click();
        await expectVisible(admin.getByText('Test event delivered'));
        const log = admin.getByRole('table', { name: 'Webhook deliveries' });
        await expectVisible(log.getByRole('row').filter({ hasText: 'webhook.test' }).getByText('Delivered'));

        // What the receiver got: signed with the secret shown once, ids only.
        assert.equal(receiver.received.length, 1, 'the receiver should have one delivery');
        const [delivery] = receiver.received;
        const { t, v1 } = Object.fromEntries(
          String(delivery.headers['casebridge-signature'])
            .split(',')
            .map((part) => part.split('=')),
        );
        assert.equal(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'), v1);
        const body = JSON.parse(delivery.body);
        assert.equal(body.type, 'webhook.test');
        assert.equal(delivery.headers['casebridge-event-id'], body.id);

        await log
          .getByRole('button', { name: /^Payload of delivery/ })
          .first()
          .click();
        const payload = admin.getByRole('dialog', { name: 'Payload of webhook.test' });
        await expectVisible(payload.getByText(body.id, { exact: false }));
        await payload.getByRole('button', { name: 'Close' }).click();
        await expectNoSeriousAxeViolations(admin, 'webhooks tab with a delivery');
        await screenshot(admin, 'webhooks-3-test-event-delivered');

        await admin.getByRole('link', { name: 'How to receive and verify webhooks' }).click();
        await expectUrl(admin, '/developers');
        await expectVisible(admin.getByRole('heading', { name: 'Developers' }));
        await expectVisible(admin.getByRole('rowheader', { name: 'automation.rule_fired' }));
        await expectVisible(admin.getByText('Authorization: Bearer <token>'));
        await expectNoSeriousAxeViolations(admin, 'developers page');
        await screenshot(admin, 'webhooks-4-developers-page');
        const schema = await admin.evaluate(async () => (await fetch('/api/schema.graphql')).text());
        assert.ok(schema.includes('webhookEndpointCreate('), 'the schema download lacks the webhook mutations');
      } finally {
        await receiver.close();
      }
    },
  },
];
