import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { markDocument, notReloaded, trackSubscriptions } from '../lib/live.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

/** The demo attorneys who can sign in, by the name their cases show. */
const attorneyLogins = {
  'Daniel Harper': 'attorney@harper-law.demo',
  'Miranda Cole': 'attorney@cole-legal.demo',
};

/**
 * How soon a message must appear on the other side, measured from the moment the sender's request
 * leaves the browser (not from the start of Playwright's click, whose actionability checks alone can
 * take a second while the form scrolls into view on a busy machine).
 */
const LIVE_WITHIN_MS = 1000;

async function assertNotReloaded(page, label) {
  assert.equal(await notReloaded(page), true, `${label} reloaded`);
}

/** The number on the Messages badge of the main navigation (0 when there is none; 100 for "99+"). */
async function unreadBadge(page) {
  const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Messages' });
  // The count in words is the link's description ("12 unread messages"); its name stays "Messages".
  const descriptionId = await link.getAttribute('aria-describedby');
  if (!descriptionId) return 0;
  const text = (await page.locator(`[id="${descriptionId}"]`).textContent()) ?? '';
  if (text.startsWith('more than 99')) return 100;
  const match = /^(\d+) unread messages?$/.exec(text);
  if (!match) throw new Error(`unexpected badge description "${text}"`);
  return Number(match[1]);
}

async function expectBadge(page, expected, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    last = await unreadBadge(page);
    if (expected(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`unexpected unread badge: ${last}`);
}

/**
 * Waits for the locator on every page; fails unless all show it by the deadline (saying how late it
 * came, or that it never came within 10 seconds).
 */
async function seenBy(startedAt, entries) {
  const deadline = startedAt + LIVE_WITHIN_MS;
  const late = [];
  await Promise.all(
    entries.map(async ([label, locator]) => {
      try {
        await locator.first().waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
      } catch {
        const shown = await locator
          .first()
          .waitFor({ state: 'visible', timeout: 10_000 })
          .then(() => `after ${Date.now() - startedAt} ms`)
          .catch(() => 'not within 10 s');
        late.push(`${label}: not shown within ${LIVE_WITHIN_MS} ms of sending (${shown})`);
      }
    }),
  );
  if (late.length > 0) throw new Error(late.join('; '));
}

function messageItem(page, subject) {
  return page.getByRole('listitem', { name: subject, exact: true });
}

/** Chooses a value in a MUI Select inside `scope`. */
async function chooseRecipient(page, scope, optionName) {
  await scope.getByRole('combobox', { name: /^Recipient Type/ }).click();
  await page.getByRole('option', { name: optionName, exact: true }).click();
}

async function sendFromForm(page, { recipient, subject, content }) {
  const form = page.getByRole('form', { name: 'Compose message form' });
  if (recipient) await chooseRecipient(page, form, recipient);
  if (subject !== undefined) await form.getByLabel('Subject', { exact: false }).fill(subject);
  await form.getByLabel('Message', { exact: false }).fill(content);
  const requestLeft = page
    .waitForRequest(
      (request) => request.method() === 'POST' && /"operationName":"MessageSend"/.test(request.postData() ?? ''),
    )
    .then(() => Date.now());
  await form.getByRole('button', { name: 'Send Message' }).click();
  return requestLeft;
}

/**
 * Leaves the staff user with few unread messages, so the badge's count (capped at "99+") can be seen
 * going up by one. The demo data may leave more than 100 unread.
 */
async function readMostMessages(page) {
  for (let round = 0; round < 10; round += 1) {
    const { data } = await graphqlInPage(page, '{ unreadMessageCount messages(first: 100) { nodes { id isRead } } }');
    if (data.unreadMessageCount < 50) return;
    const ids = data.messages.nodes.filter((node) => !node.isRead).map((node) => node.id);
    if (ids.length === 0) return;
    await graphqlInPage(page, 'mutation ($ids: [Int!]!) { messagesMarkRead(ids: $ids) }', { ids });
  }
}

export const tests = [
  {
    name: 'messaging: staff and attorney message each other live on a case; internal messages never reach the attorney',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);

      // Clinic staff, and the attorney of one of the clinic's open cases.
      const staff = await newPage();
      const staffListening = trackSubscriptions(staff, 'MessageAdded');
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const { data: scope } = await graphqlInPage(
        staff,
        '{ cases(first: 100, filter: { openOnly: true }) { nodes { id caseNumber attorney { fullName } } } }',
      );
      const sharedCase = scope.cases.nodes.find((node) => attorneyLogins[node.attorney?.fullName]);
      assert.ok(sharedCase, 'no open Northside case with an attorney who can sign in');
      const attorneyEmail = attorneyLogins[sharedCase.attorney.fullName];
      await readMostMessages(staff);

      // Each page in a window of its own (a context each): tabs sharing a window run in the background,
      // where Chromium barely renders, which would measure the browser instead of the app.
      const attorneyTab = await newPage();
      const attorneyTabListening = trackSubscriptions(attorneyTab, 'MessageAdded');
      await loginAs(attorneyTab, baseUrl, { email: attorneyEmail, type: 'Attorney' });
      const attorneyInbox = await newPage();
      const attorneyInboxListening = trackSubscriptions(attorneyInbox, 'MessageAdded');
      await loginAs(attorneyInbox, baseUrl, { email: attorneyEmail, type: 'Attorney' });

      // A second window of the staff user, on the dashboard: only its badge follows new messages.
      const staffDashboard = await newPage();
      const staffDashboardListening = trackSubscriptions(staffDashboard, 'MessageAdded');
      await loginAs(staffDashboard, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });

      const caseTab = `${baseUrl}/cases/${sharedCase.id}?tab=messages`;
      await staff.goto(caseTab);
      await attorneyTab.goto(caseTab);
      await attorneyInbox.goto(`${baseUrl}/messages`);
      await staffDashboard.goto(`${baseUrl}/dashboard`);
      for (const page of [staff, attorneyTab]) {
        await expectText(page.getByRole('heading', { level: 1 }), sharedCase.caseNumber);
        await expectVisible(page.getByRole('form', { name: 'Compose message form' }));
        await expectVisible(page.getByRole('link', { name: 'Open in Secure Messaging' }));
      }
      await expectText(attorneyInbox.getByRole('heading', { level: 1 }), 'Secure Messaging');
      await expectVisible(attorneyInbox.getByRole('heading', { name: 'Recent Messages' }));
      await Promise.all([
        staffListening(sharedCase.id),
        attorneyTabListening(sharedCase.id),
        attorneyInboxListening(null),
        staffDashboardListening(null),
      ]);
      for (const page of [staff, attorneyTab, attorneyInbox, staffDashboard]) await markDocument(page);

      // The attorney writes only to the clinic.
      const attorneyForm = attorneyTab.getByRole('form', { name: 'Compose message form' });
      await expectText(attorneyForm.getByRole('combobox', { name: /^Recipient Type/ }), 'Clinic');
      await expectNoSeriousAxeViolations(staff, 'messaging-staff-case-tab');
      await screenshot(staff, 'messaging-staff-case-tab');

      // 1. The staff writes to the attorney: both of the attorney's pages show it within a second.
      const toAttorney = `Lien update ${stamp}`;
      const sentAt = await sendFromForm(staff, {
        recipient: 'Attorney',
        subject: toAttorney,
        content: 'The lien letter went out today; a copy is in the case documents.',
      });
      await seenBy(sentAt, [
        ["attorney's case Messages tab", messageItem(attorneyTab, toAttorney)],
        ["attorney's Secure Messaging", messageItem(attorneyInbox, toAttorney)],
      ]);
      await expectVisible(staff.getByText('Message sent successfully!'));
      await expectVisible(messageItem(staff, toAttorney));
      assert.equal(await messageItem(staff, toAttorney).count(), 1, "the staff's own message is shown once");
      await assertNotReloaded(attorneyTab, "the attorney's case page");
      await assertNotReloaded(attorneyInbox, "the attorney's Secure Messaging page");
      await expectText(
        messageItem(attorneyInbox, toAttorney).getByRole('link', { name: sharedCase.caseNumber }),
        sharedCase.caseNumber,
      );
      await expectNoSeriousAxeViolations(attorneyInbox, 'messaging-attorney-inbox-live');
      await screenshot(attorneyInbox, 'messaging-attorney-inbox-live');
      await expectNoSeriousAxeViolations(attorneyTab, 'messaging-attorney-case-tab-live');
      await screenshot(attorneyTab, 'messaging-attorney-case-tab-live');

      // 2. An internal message: the staff sees it, the attorney never does (live or from the server).
      const internalSubject = `Internal billing note ${stamp}`;
      await sendFromForm(staff, {
        recipient: 'Internal',
        subject: internalSubject,
        content: 'Hold the bill until the adjuster confirms coverage.',
      });
      await expectVisible(messageItem(staff, internalSubject));
      await expectVisible(messageItem(staff, internalSubject).getByText('Internal', { exact: true }));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const page of [attorneyTab, attorneyInbox]) {
        assert.equal(await page.getByText(internalSubject).count(), 0, 'an internal message reached the attorney');
      }
      const { data: attorneyView } = await graphqlInPage(
        attorneyTab,
        'query ($caseId: Int) { messages(caseId: $caseId, first: 100) { nodes { subject recipientType } } }',
        { caseId: sharedCase.id },
      );
      assert.ok(attorneyView.messages.nodes.some((node) => node.subject === toAttorney));
      assert.ok(!attorneyView.messages.nodes.some((node) => node.recipientType === 'internal'));
      await expectNoSeriousAxeViolations(staff, 'messaging-staff-internal-message');
      await screenshot(staff, 'messaging-staff-internal-message');

      // 3. The attorney replies to the clinic: the staff's case tab and badge follow live.
      const badgeBefore = await expectBadge(staffDashboard, (count) => count < 99);
      await attorneyTab.getByRole('button', { name: `Reply to ${toAttorney}` }).click();
      await expectVisible(attorneyForm.getByText(`Replying to “${toAttorney}”`, { exact: false }));
      await expectText(attorneyForm.getByRole('combobox', { name: /^Recipient Type/ }), 'Clinic');
      const reply = `Re: ${toAttorney}`;
      const repliedAt = await sendFromForm(attorneyTab, {
        content: 'Thank you, received. We will forward it to the adjuster.',
      });
      await seenBy(repliedAt, [["staff's case Messages tab", messageItem(staff, reply)]]);
      await expectVisible(attorneyTab.getByText('Message sent successfully!'));
      await expectBadge(staffDashboard, (count) => count === badgeBefore + 1);
      await assertNotReloaded(staff, "the staff's case page");
      await assertNotReloaded(staffDashboard, "the staff's dashboard");
      await expectNoSeriousAxeViolations(staffDashboard, 'messaging-staff-badge-after-reply');
      await screenshot(staffDashboard, 'messaging-staff-badge-after-reply');
      await expectNoSeriousAxeViolations(staff, 'messaging-staff-case-tab-reply');
      await screenshot(staff, 'messaging-staff-case-tab-reply');

      // Secure Messaging lists the reply (Reply offered, as it is from the attorney); shown, it is read
      // there or already by the case tab, and the badge comes back down.
      await staffDashboard
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Messages', exact: true })
        .click();
      const replyItem = messageItem(staffDashboard, reply);
      await expectVisible(replyItem);
      await expectVisible(replyItem.getByRole('button', { name: `Reply to ${reply}` }));
      await replyItem.getByText('Unread', { exact: true }).waitFor({ state: 'detached', timeout: 5000 });
      await expectBadge(staffDashboard, (count) => count <= badgeBefore);
      await assertNotReloaded(attorneyTab, "the attorney's case page");
      await expectNoSeriousAxeViolations(staffDashboard, 'messaging-staff-secure-messaging');
      await screenshot(staffDashboard, 'messaging-staff-secure-messaging');
    },
  },
  {
    name: 'messaging: Secure Messaging starts the compose form with the case of ?caseId= and checks required fields',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const { data } = await graphqlInPage(
        page,
        '{ cases(first: 1) { nodes { id caseNumber patient { fullName } } } }',
      );
      const [first] = data.cases.nodes;

      await page.goto(`${baseUrl}/messages?caseId=${first.id}`);
      const form = page.getByRole('form', { name: 'Compose message form' });
      await expectVisible(form);
      const casePicker = form.getByRole('combobox', { name: /^Case/ });
      await casePicker.waitFor();
      assert.equal(await casePicker.inputValue(), `${first.caseNumber} · ${first.patient.fullName}`);
      await expectText(form.getByRole('combobox', { name: /^Recipient Type/ }), 'Attorney');
      assert.equal(await form.getByLabel('Message', { exact: false }).getAttribute('rows'), '5');

      await form.getByRole('button', { name: 'Send Message' }).click();
      await expectVisible(form.getByText('Subject is required'));
      await expectVisible(form.getByText('Message is required'));
      await expectNoSeriousAxeViolations(page, 'messaging-required-fields');
      await screenshot(page, 'messaging-required-fields');
    },
  },
];
