import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const dollars = (decimal) =>
  `$${Number(decimal).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An open case of the signed-in user with a balance on its ledger, read through the screens' own queries. */
async function caseWithBalance(page) {
  const { data } = await graphqlInPage(
    page,
    '{ cases(first: 30, filter: { openOnly: true }) { totalCount nodes { id caseNumber } } }',
  );
  for (const kase of data.cases.nodes) {
    const ledger = await graphqlInPage(page, 'query($id: Int!) { caseLedger(caseId: $id) { balance } }', {
      id: kase.id,
    });
    if (Number(ledger.data.caseLedger.balance) > 0) return { ...kase, balance: ledger.data.caseLedger.balance };
  }
  throw new Error('no open demo case has a balance');
}

export const tests = [
  {
    name: 'ai chat: staff start a chat, ask how many open cases they have and a case balance, answers match the data and a cited case opens',
    async run({ newPage, baseUrl, screenshot }) {
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const { data: counted } = await graphqlInPage(
        staff,
        '{ cases(first: 1, filter: { openOnly: true }) { totalCount } }',
      );
      const openCases = counted.cases.totalCount;
      const kase = await caseWithBalance(staff);

      await staff.goto(`${baseUrl}/ai-dashboard?tab=chat`);
      await expectVisible(staff.getByRole('tab', { name: 'AI Chat', selected: true }));
      await expectVisible(staff.getByText(/Answers come from the built-in assistant/));
      await staff.getByRole('button', { name: 'New chat' }).click();
      await expectVisible(staff.getByText('Chat Session Created'));

      const questionBox = staff.getByRole('textbox', { name: 'Your question' });
      await questionBox.fill('How many open cases do I have?');
      await staff.getByRole('button', { name: 'Ask', exact: true }).click();
      const conversation = staff.getByRole('log', { name: 'Conversation' });
      const answers = conversation.getByRole('listitem', { name: 'Answer' });
      await expectText(answers.last(), new RegExp(`^You have ${openCases} open cases?\\.`));

      await questionBox.fill(`What is the balance on case ${kase.caseNumber}?`);
      await staff.getByRole('button', { name: 'Ask', exact: true }).click();
      await expectText(answers.nth(1), new RegExp(escaped(`The balance on its ledger is ${dollars(kase.balance)};`)));
      const source = answers.nth(1).getByRole('navigation', { name: 'Sources' }).getByRole('link');
      await expectText(source, new RegExp(`^${kase.caseNumber} `));
      assert.equal(await source.getAttribute('href'), `/cases/${kase.id}`);
      await expectNoSeriousAxeViolations(staff, 'ai chat');
      await screenshot(staff, 'ai-chat-1-answers-with-sources');

      await source.click();
      await expectUrl(staff, `/cases/${kase.id}`);
      await expectVisible(staff.getByText(kase.caseNumber));
      await screenshot(staff, 'ai-chat-2-cited-case');
    },
  },
];
