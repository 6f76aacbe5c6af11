import { assert, expectCount, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const mainNavigation = (page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The Messages badge's count (0 when there is none), read from the link's description. */
async function unreadBadge(page) {
  const link = mainNavigation(page).getByRole('link', { name: 'Messages', exact: true });
  // Read in one step in the page: the badge (and its description) goes away when the count falls to 0.
  const text = await link.evaluate((element) => {
    const descriptionId = element.getAttribute('aria-describedby');
    return descriptionId ? (element.ownerDocument.getElementById(descriptionId)?.textContent ?? '') : '';
  });
  if (!text) return 0;
  if (text.startsWith('more than 99')) return 100;
  return Number(/^(\d+) unread messages?$/.exec(text)?.[1] ?? NaN);
}

async function expectBadge(page, expected, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    last = await unreadBadge(page);
    if (expected(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`unexpected unread badge: ${last}`);
}

export const tests = [
  {
    name: 'messages: staff filter unread, reply in a case conversation, mark all read and search; an attorney opens the conversation from the portal',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const { data } = await graphqlInPage(
        staff,
        '{ cases(first: 100, filter: { openOnly: true }) { nodes { id caseNumber attorney { fullName } } } }',
      );
      const shared = data.cases.nodes.find((node) => node.attorney?.fullName === 'Daniel Harper');
      assert.ok(shared, 'no open Northside case held by Daniel Harper');

      // The attorney writes to the clinic: the staff now has at least one unread message.
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      const question = `Adjuster question ${stamp}`;
      const sent = await graphqlInPage(
        attorney,
        'mutation ($input: MessageSendInput!) { messageSend(input: $input) { id } }',
        { input: { caseId: shared.id, subject: question, content: `Has the adjuster called back? ${stamp}` } },
      );
      assert.equal(sent.errors, undefined, JSON.stringify(sent.errors));

      // 1. Secure Messaging, Unread only: the case's conversation is listed with its unread count.
      await staff.goto(`${baseUrl}/messages`);
      await expectText(staff.getByRole('heading', { level: 1 }), 'Secure Messaging');
      await expectBadge(staff, (count) => count > 0);
      await staff.getByRole('switch', { name: 'Unread only' }).click();
      await expectUrl(staff, '/messages?unread=1');
      const conversations = staff.getByRole('list', { name: 'Conversations' });
      const conversation = conversations.getByRole('link', { name: new RegExp(`^${shared.caseNumber} ·`) });
      await expectVisible(conversation);
      await expectVisible(conversation.getByText(/^\d+ unread$/));
      await staff.getByRole('switch', { name: 'Unread only', checked: true }).waitFor();
      await staff.getByRole('progressbar', { name: 'Updating conversations' }).waitFor({ state: 'detached' });
      await screenshot(staff, 'messages-unread-conversations');

      // 2. The conversation: the thread, and a reply to the attorney's question under it.
      await conversation.click();
      await expectUrl(staff, `/messages?unread=1&case=${shared.id}`);
      await expectText(
        staff.getByRole('heading', { name: `Conversation: ${shared.caseNumber}` }),
        `Conversation: ${shared.caseNumber}`,
      );
      const thread = staff.getByRole('list', { name: 'Conversation messages' });
      await expectVisible(thread.getByRole('listitem', { name: question, exact: true }));
      await thread.getByRole('button', { name: `Reply to ${question}` }).click();
      const form = staff.getByRole('form', { name: 'Compose message form' });
      await expectVisible(form.getByText(`Replying to “${question}”`, { exact: false }));
      await form.getByLabel('Message', { exact: false }).fill('Yes: the adjuster called this morning.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expectVisible(staff.getByText('Message sent successfully!'));
      const reply = thread.getByRole('listitem', { name: `Re: ${question}`, exact: true });
      await expectVisible(reply);
      await expectVisible(reply.getByText(`In reply to “${question}”`, { exact: false }));
      await screenshot(staff, 'messages-conversation-reply');

      // 3. Mark all read: the badge goes to zero.
      await staff.getByRole('button', { name: 'Mark all read' }).click();
      await expectVisible(staff.getByText(/^(Marked \d+ messages? as read|No unread messages)$/));
      await expectBadge(staff, (count) => count === 0);
      const { data: after } = await graphqlInPage(staff, '{ unreadMessageCount }');
      assert.equal(after.unreadMessageCount, 0);
      await screenshot(staff, 'messages-all-read');

      // 4. Search (subjects and texts, on the server): only the case with the question is found.
      await staff.getByRole('link', { name: 'All conversations' }).click();
      await staff.getByRole('switch', { name: 'Unread only' }).click();
      await staff.getByRole('searchbox', { name: 'Search messages' }).fill(stamp);
      await expectUrl(staff, `/messages?q=${stamp}`);
      await expectVisible(
        conversations.getByRole('link', { name: new RegExp(`^${shared.caseNumber} ·.*2 messages$`) }),
      );
      await expectCount(conversations.getByRole('link'), 1, 'the search found other conversations');
      await expectVisible(
        staff.getByRole('list', { name: 'Recent messages' }).getByRole('listitem', { name: question }),
      );
      await screenshot(staff, 'messages-search');

      // 5. The attorney's Message button in the portal opens that case's conversation.
      await attorney.goto(`${baseUrl}/attorney-portal`);
      await attorney.getByRole('searchbox', { name: 'Search cases' }).fill(shared.caseNumber);
      await attorney
        .getByRole('link', { name: `Message about ${shared.caseNumber}` })
        .first()
        .click();
      await expectUrl(attorney, `/messages?case=${shared.id}`);
      await expectText(
        attorney.getByRole('heading', { name: `Conversation: ${shared.caseNumber}` }),
        `Conversation: ${shared.caseNumber}`,
      );
      await expectVisible(
        attorney
          .getByRole('list', { name: 'Conversation messages' })
          .getByRole('listitem', { name: `Re: ${question}` }),
      );
      await screenshot(attorney, 'messages-attorney-conversation');
    },
  },
];
