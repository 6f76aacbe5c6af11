import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { markDocument, notReloaded, trackSubscriptions } from '../lib/live.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

const attorneyEmail = 'attorney@harper-law.demo';

/** The bell's unread count, read from its accessible name ("Notifications, 3 unread"). */
async function bellCount(page) {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match ? Number(match[1]) : 0;
}

async function expectBell(page, expected, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    last = await bellCount(page);
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bell shows ${last}, expected ${expected}`);
}

/** Sends a message to the attorney from the case's Messages tab, as the staff member would. */
async function sendToAttorney(page, subject) {
  const form = page.getByRole('form', { name: 'Compose message form' });
  await form.getByRole('combobox', { name: /^Recipient Type/ }).click();
  await page.getByRole('option', { name: 'Attorney', exact: true }).click();
  await form.getByLabel('Subject', { exact: false }).fill(subject);
  await form.getByLabel('Message', { exact: false }).fill(`${subject}: the patient's MRI shows no fracture.`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectVisible(page.getByText('Message sent successfully!'));
}

/** The id of the newest recorded e-mail, so later counts see only what this test caused. */
async function newestEmailId(operator) {
  const { data } = await graphqlInPage(operator, '{ outboundEmails(first: 1) { nodes { id } } }');
  return data.outboundEmails.nodes[0]?.id ?? 0;
}

/**
 * The e-mails to one address recorded after `sinceId`, newest first, as the operator's E-mail tab
 * reads them. It pages back to the baseline, because other work (alert sweeps, reminders) records
 * e-mails to other people in between and a fixed window would lose this test's own.
 */
async function emailsTo(operator, address, sinceId) {
  const found = [];
  let after = null;
  for (;;) {
    const { data } = await graphqlInPage(
      operator,
      'query ($after: String) { outboundEmails(first: 100, after: $after) { nodes { id kind toAddress subject bodyText } pageInfo { hasNextPage endCursor } } }',
      { after },
    );
    const { nodes, pageInfo } = data.outboundEmails;
    const newer = nodes.filter((email) => email.id > sinceId);
    found.push(...newer.filter((email) => email.toAddress === address));
    if (newer.length < nodes.length || !pageInfo.hasNextPage) return found;
    after = pageInfo.endCursor;
  }
}

/** Of those, the ones about case messages: the immediate notice and the daily digest. */
async function messageEmailsTo(operator, address, sinceId) {
  return (await emailsTo(operator, address, sinceId)).filter(
    (email) => email.subject === 'You have a new message on a case' || email.kind === 'notification_digest',
  );
}

async function setMessagesDelivery(page, label) {
  const group = page.getByRole('group', { name: 'Messages' });
  const saved = page.waitForResponse((response) =>
    /"operationName":"NotificationPreferenceSet"/.test(response.request().postData() ?? ''),
  );
  await group.getByRole('radio', { name: label }).check();
  await saved;
}

export const tests = [
  {
    name: "notifications: a staff message raises the attorney's bell live and records an e-mail without PHI; Off stops the e-mail; the digest sends one",
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);

      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const { data } = await graphqlInPage(
        staff,
        '{ cases(first: 100, filter: { openOnly: true }) { nodes { id caseNumber attorney { fullName } } } }',
      );
      const harperCase = data.cases.nodes.find((node) => node.attorney?.fullName === 'Daniel Harper');
      assert.ok(harperCase, 'no open Northside case of Daniel Harper');

      const attorney = await newPage();
      const attorneyListening = trackSubscriptions(attorney, 'NotificationAdded', () => 'own');
      await loginAs(attorney, baseUrl, { email: attorneyEmail, type: 'Attorney' });
      // Start from a clean bell so the count can be seen going up by one.
      await graphqlInPage(attorney, 'mutation { notificationMarkAllRead }');
      await attorney.reload();
      await expectVisible(attorney.getByTestId('notification-bell'));
      await attorneyListening('own');
      await expectBell(attorney, 0);
      await markDocument(attorney);

      const operator = await newPage();
      await signInAsSuperAdmin(operator, baseUrl);
      const baseline = await newestEmailId(operator);

      // 1. A staff message: the attorney's bell rises live, and an e-mail without PHI is recorded.
      await staff.goto(`${baseUrl}/cases/${harperCase.id}?tab=messages`);
      const firstSubject = `Lien question ${stamp}`;
      await sendToAttorney(staff, firstSubject);
      await expectBell(attorney, 1);
      assert.equal(await notReloaded(attorney), true, "the attorney's page reloaded");
      await expectNoSeriousAxeViolations(attorney, 'notifications-bell-live');
      await screenshot(attorney, 'notifications-bell-live');

      const emails = await messageEmailsTo(operator, attorneyEmail, baseline);
      assert.equal(emails.length, 1, 'one e-mail for the new message');
      const [email] = emails;
      assert.equal(email.kind, 'notification');
      assert.equal(email.subject, 'You have a new message on a case');
      assert.ok(email.bodyText.includes(`/cases/${harperCase.id}?tab=messages`), 'the e-mail links to the case');
      for (const secret of [firstSubject, 'MRI', harperCase.caseNumber])
        assert.ok(!email.bodyText.includes(secret), `the e-mail shows "${secret}"`);
      await operator.goto(`${baseUrl}/admin?tab=email`);
      await expectVisible(
        operator
          .getByRole('list', { name: 'Outbound e-mails' })
          .getByRole('listitem')
          .filter({ hasText: attorneyEmail })
          .first(),
      );
      await expectNoSeriousAxeViolations(operator, 'notifications-operator-email-tab');
      await screenshot(operator, 'notifications-operator-email-tab');

      // The bell's menu leads to the message and marks it read.
      await attorney.getByTestId('notification-bell').click();
      const menu = attorney.getByRole('menu', { name: 'Notifications' });
      await expectVisible(menu);
      await expectNoSeriousAxeViolations(attorney, 'notifications-bell-menu');
      await screenshot(attorney, 'notifications-bell-menu');
      await menu
        .getByRole('menuitem', { name: new RegExp(`New message on ${harperCase.caseNumber}`) })
        .first()
        .click();
      await expectText(attorney.getByRole('heading', { level: 1 }), harperCase.caseNumber);
      await expectBell(attorney, 0);

      // 2. Messages set to Off: the next message reaches the bell, but no e-mail.
      await attorney.goto(`${baseUrl}/notifications`);
      await expectVisible(attorney.getByRole('heading', { level: 1, name: 'Notifications' }));
      await setMessagesDelivery(attorney, 'Off');
      await expectNoSeriousAxeViolations(attorney, 'notifications-page-off');
      await screenshot(attorney, 'notifications-page-off');
      await sendToAttorney(staff, `Quiet update ${stamp}`);
      await expectBell(attorney, 1);
      assert.equal((await messageEmailsTo(operator, attorneyEmail, baseline)).length, 1, 'Off still sent an e-mail');

      // 3. Daily digest: no e-mail now; the digest run records one summary e-mail.
      await setMessagesDelivery(attorney, 'Daily digest');
      await sendToAttorney(staff, `Digest update ${stamp}`);
      await expectBell(attorney, 2);
      assert.equal(
        (await messageEmailsTo(operator, attorneyEmail, baseline)).length,
        1,
        'the digest kind was e-mailed at once',
      );
      await operator.goto(`${baseUrl}/admin?tab=email`);
      await operator.getByRole('button', { name: 'Run daily digest now' }).click();
      await expectVisible(operator.getByText(/Daily digest: \d+ e-mail/));
      const afterDigest = await messageEmailsTo(operator, attorneyEmail, baseline);
      assert.equal(afterDigest.length, 2, 'one digest e-mail');
      assert.equal(afterDigest[0].kind, 'notification_digest');
      assert.ok(afterDigest[0].bodyText.includes('Messages: 1'), afterDigest[0].bodyText);
      await expectVisible(operator.getByRole('listitem', { name: /Your Casebridge daily summary/ }).first());
      await expectNoSeriousAxeViolations(operator, 'notifications-operator-digest');
      await screenshot(operator, 'notifications-operator-digest');

      // Running it again sends nothing new.
      await graphqlInPage(operator, 'mutation { notificationDigestRunNow { emails } }');
      assert.equal((await messageEmailsTo(operator, attorneyEmail, baseline)).length, 2, 'the digest ran twice');

      // Back to the default for the next run of the suite.
      await setMessagesDelivery(attorney, 'Immediately');
    },
  },
];
