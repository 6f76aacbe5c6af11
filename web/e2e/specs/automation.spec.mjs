import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';
import { openSection } from '../lib/navigation.mjs';

export const tests = [
  {
    name: 'automation: a clinic admin builds "no visit for 14 days -> task + notify the attorney", previews it, saves and runs it, and it fires on the demo data',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const name = `Treatment gap follow-up ${stamp}`;
      const taskTitle = `Gap ${stamp}: call about {case_number}`;
      const admin = await newPage();
      await loginAs(admin, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });

      // The navigation bar's More → Automation: the demo's rules with their switches.
      await openSection(admin, 'Automation');
      await expectUrl(admin, '/automation');
      const rules = admin.getByRole('table', { name: 'Workflow rules' });
      await expectVisible(rules.getByRole('link', { name: 'No visit for 14 days', exact: true }));
      await expectNoSeriousAxeViolations(admin, 'automation rules');
      await screenshot(admin, 'automation-1-rules');

      // The builder: the trigger reads as a sentence, two actions, the live preview.
      await admin.getByRole('link', { name: 'New rule' }).click();
      await expectUrl(admin, '/automation/new');
      await expectVisible(admin.getByText('No visit for', { exact: true }));
      assert.equal(await admin.getByRole('textbox', { name: 'Days' }).inputValue(), '14');
      await admin.getByRole('textbox', { name: /^Name/ }).fill(name);
      await admin.getByRole('combobox', { name: 'Assign to' }).click();
      await admin.getByRole('option', { name: 'Sarah Mitchell' }).click();
      const title = admin.getByRole('textbox', { name: /^Task title/ });
      await title.fill(taskTitle);
      await admin.getByRole('button', { name: 'Add action' }).click();
      await expectText(admin.getByRole('combobox', { name: 'Action 2' }), "Notify the case's attorney");
      await admin
        .getByRole('textbox', { name: 'Notification text (optional)' })
        .fill('The clinic is following up on {case_number}.');
      const figure = admin.getByText(/^Would match today: \d+ records?$/);
      await expectVisible(figure);
      const matched = Number((await figure.textContent()).match(/\d+/)[0]);
      assert.ok(matched > 0, 'the demo has cases in treatment without a visit for 14 days');
      const previewed = await admin
        .getByRole('list', { name: 'Records the rule would match today' })
        .getByRole('link')
        .allTextContents();
      await expectNoSeriousAxeViolations(admin, 'rule builder');
      await screenshot(admin, 'automation-2-builder-with-preview');

      await admin.getByRole('button', { name: 'Save rule' }).click();
      await expectUrl(admin, /^\/automation\/\d+$/);
      await expectVisible(admin.getByRole('heading', { name, level: 1 }));
      await expectVisible(admin.getByText('No executions yet.'));

      // Run now: it fires on what the preview showed; the actions run on the queue.
      await admin.getByRole('button', { name: 'Run now' }).click();
      await expectVisible(
        admin.getByText(
          `Matched ${matched} record${matched === 1 ? '' : 's'}; ${matched} new execution${matched === 1 ? '' : 's'} started.`,
        ),
      );
      const executions = admin.getByRole('table', { name: 'Executions' });
      await expectVisible(executions.getByText('succeeded'), 30_000);
      for (const caseNumber of previewed) await expectVisible(executions.getByRole('link', { name: caseNumber }));
      await expectVisible(executions.getByText(/Create a task: Created task #\d+ on /));
      await expectVisible(executions.getByText(/Notify the case's attorney: /));
      await expectNoSeriousAxeViolations(admin, 'rule executions');
      await screenshot(admin, 'automation-3-executions');

      // Every execution runs on the queue and succeeds; the tasks it made are on the clinic's list, assigned to Sarah.
      const ruleId = Number(new URL(admin.url()).pathname.split('/').pop());
      let statuses = [];
      for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
        const { data } = await graphqlInPage(
          admin,
          'query($id: Int) { automationExecutions(ruleId: $id, first: 100) { nodes { executionStatus } } }',
          { id: ruleId },
        );
        statuses = data.automationExecutions.nodes.map((node) => node.executionStatus);
        if (statuses.every((status) => status !== 'pending')) break;
        await admin.waitForTimeout(500);
      }
      assert.deepEqual(statuses, Array(matched).fill('succeeded'), 'one succeeded execution per matched record');
      await admin.goto(`${baseUrl}/tasks?q=${encodeURIComponent(`Gap ${stamp}`)}`);
      const tasks = admin.getByRole('table', { name: 'Tasks' });
      await expectVisible(tasks.getByText(`Gap ${stamp}: call about ${previewed[0]}`));
      await expectVisible(tasks.getByText('Sarah Mitchell'));
      await screenshot(admin, 'automation-4-tasks-made');

      // Run again: every record has fired once already.
      await admin.goto(`${baseUrl}/automation/${ruleId}`);
      await admin.getByRole('button', { name: 'Run now' }).click();
      await expectVisible(
        admin.getByText(`Matched ${matched} record${matched === 1 ? '' : 's'}; 0 new executions started.`),
      );
    },
  },
];
