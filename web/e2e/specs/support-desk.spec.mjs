import { expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll, phone } from '../lib/phone.mjs';
import { loginAs } from '../lib/session.mjs';
import { demoSupportAgentEmail, signInAsOperator } from '../lib/super-admin.mjs';

/**
 * Who answers tickets in this walk: the demo support agent, Sam Rivera (support@casebridge.demo),
 * operator staff whose role's areas are support, clinics and logs, never revenue (decision 449).
 */
const agentName = 'Sam Rivera';
const signInAsAgent = (page, baseUrl) => signInAsOperator(page, baseUrl, demoSupportAgentEmail);

export const tests = [
  {
    name: 'support-desk: clinic staff open a ticket; the agent notes and answers; the staff see the answer and not the note; resolved and rated',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = `walk-${Date.now().toString(36)}`;
      const subject = `Invoice PDF is blank ${stamp}`;
      const note = `Internal: the PDF font cache is stale ${stamp}`;
      const answer = `We cleared the cache for your clinic; please print it again (${stamp}).`;

      // Clinic staff open a ticket from "Help & support".
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await staff.getByRole('link', { name: 'Help & support' }).click();
      await expectUrl(staff, '/support');
      await expectVisible(staff.getByRole('heading', { name: 'Help & support' }));
      await staff.getByRole('button', { name: 'New ticket' }).click();
      const dialog = staff.getByRole('dialog', { name: 'New support ticket' });
      await dialog.getByRole('button', { name: 'Open ticket' }).click();
      await expectVisible(dialog.getByText('Subject is required'));
      await dialog.getByRole('textbox', { name: /^Subject/ }).fill(subject);
      await dialog
        .getByRole('textbox', { name: /^Description/ })
        .fill('Every invoice prints as an empty page since this morning.');
      await screenshot(staff, 'support-1-new-ticket');
      await dialog.getByRole('button', { name: 'Open ticket' }).click();
      await expectVisible(staff.getByText(/Ticket CB-\d{6} opened/));
      const conversation = staff.getByTestId('ticket-conversation');
      await expectVisible(conversation.getByRole('heading', { name: new RegExp(subject) }));
      await expectText(conversation.getByTestId('ticket-status'), 'Open');
      await expectNoSeriousAxeViolations(staff, 'support page');

      // The support agent finds it on the console's Support tab, takes it, writes an internal note, then answers.
      const agent = await newPage();
      await signInAsAgent(agent, baseUrl);
      await agent.goto(`${baseUrl}/admin?tab=support`);
      await agent.getByRole('textbox', { name: 'Search' }).fill(stamp);
      const row = agent.getByTestId('desk-ticket-row').filter({ hasText: stamp });
      await expectVisible(row);
      await row.click();
      const desk = agent.getByTestId('ticket-conversation');
      await expectVisible(desk.getByRole('heading', { name: new RegExp(subject) }));
      await expectVisible(desk.getByRole('heading', { name: 'Account state' }));
      await expectText(desk.getByTestId('account-billing-status'), /\w+/);
      // The desk's agents include operator staff with the support area: the agent assigns it to themself.
      await desk.getByRole('combobox', { name: 'Assignee' }).click();
      await agent.getByRole('option', { name: agentName, exact: true }).click();
      await expectVisible(agent.getByText('Assignee changed'));
      await expectText(desk.getByRole('combobox', { name: 'Assignee' }), agentName);
      await desk.getByLabel('Internal note', { exact: true }).check();
      await desk.getByRole('textbox', { name: /^Internal note/ }).fill(note);
      await desk.getByRole('button', { name: 'Add note' }).click();
      await expectVisible(agent.getByText('Internal note added'));
      await expectVisible(desk.getByTestId('ticket-message').filter({ hasText: note }));
      // After a note the form is back to a reply to the requester.
      if (await desk.getByLabel('Internal note', { exact: true }).isChecked())
        throw new Error('the note switch stayed on');
      await desk.getByRole('textbox', { name: /^Reply to the requester/ }).fill(answer);
      await desk.getByRole('button', { name: 'Send reply' }).click();
      await expectVisible(desk.getByTestId('ticket-message').filter({ hasText: answer }));
      await expectNoSeriousAxeViolations(agent, 'support desk');
      await screenshot(agent, 'support-2-desk');

      // The staff member sees the answer live, without reloading, and never the note.
      await expectVisible(conversation.getByTestId('ticket-message').filter({ hasText: answer }));
      if ((await conversation.getByText(note).count()) !== 0) throw new Error('the requester saw the internal note');
      await staff.reload();
      await expectVisible(staff.getByTestId('ticket-message').filter({ hasText: answer }));
      if ((await staff.getByText('font cache is stale').count()) !== 0)
        throw new Error('the requester saw the internal note after a reload');

      // The agent resolves it; the staff member rates it.
      await desk.getByRole('textbox', { name: 'Resolution' }).fill('Cleared the PDF font cache');
      await desk.getByRole('button', { name: 'Resolve' }).click();
      await expectVisible(agent.getByText('Ticket resolved'));
      await staff.reload();
      await expectText(staff.getByTestId('ticket-status'), 'Resolved');
      const rating = staff.getByRole('form', { name: 'Rate the support you received' });
      await rating.getByRole('button', { name: 'Send rating' }).click();
      await expectVisible(rating.getByText('Choose from 1 to 5 stars'));
      await rating.locator('label', { hasText: '4 Stars' }).click();
      await rating.getByRole('textbox', { name: /^Comment/ }).fill('Quick fix, thanks');
      await screenshot(staff, 'support-3-rating');
      await rating.getByRole('button', { name: 'Send rating' }).click();
      await expectText(staff.getByTestId('ticket-rated'), /You rated this ticket 4 of 5/);

      // The desk sees the rating in the ticket's activity.
      await agent.reload();
      await expectVisible(agent.getByRole('list', { name: 'Ticket activity' }).getByText(/rated/));

      // The support agent has no Revenue tab, and typing its address shows the refusal.
      const tabs = await agent.getByRole('tab').allTextContents();
      if (!tabs.includes('Support') || tabs.includes('Revenue'))
        throw new Error(`the support agent's tabs: ${tabs.join(', ')}`);
      await agent.goto(`${baseUrl}/admin?tab=revenue`);
      await expectVisible(agent.getByText('Your operator role does not include the Revenue area.'));
      await screenshot(agent, 'support-2b-agent-refused-revenue');

      // The page works on a phone.
      const mobile = await newPage(phone);
      await loginAs(mobile, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await mobile.goto(`${baseUrl}/support`);
      await expectVisible(mobile.getByTestId('support-ticket-row').filter({ hasText: stamp }));
      await expectNoSidewaysScroll(mobile, 'support page on a phone');
      await screenshot(mobile, 'support-4-phone');
    },
  },
  {
    name: 'support-desk logs: the support agent searches the system logs by level and text',
    async run({ newPage, baseUrl, screenshot }) {
      const agent = await newPage();
      await signInAsAgent(agent, baseUrl);
      await agent.goto(`${baseUrl}/admin?tab=logs`);
      await agent.getByRole('textbox', { name: 'Text' }).fill('unexpected');
      await expectVisible(agent.getByTestId('system-log-line').first());
      await agent.getByTestId('system-log-line').first().click();
      await expectVisible(agent.getByText(/Correlation id:/).first());
      await expectNoSeriousAxeViolations(agent, 'logs tab');
      await screenshot(agent, 'support-5-logs');
    },
  },
];
