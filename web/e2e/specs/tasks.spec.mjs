import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

/** Every open task the signed-in user may read, counted through the list's own query a page at a time. */
async function openTaskCount(page) {
  let count = 0;
  let after = null;
  for (;;) {
    const { data } = await graphqlInPage(
      page,
      'query($after: String) { tasks(first: 100, after: $after, filter: { status: open }) { nodes { id } pageInfo { endCursor hasNextPage } } }',
      { after },
    );
    count += data.tasks.nodes.length;
    if (!data.tasks.pageInfo.hasNextPage) return count;
    after = data.tasks.pageInfo.endCursor;
  }
}

export const tests = [
  {
    name: 'tasks: the Pending Tasks card opens the open tasks it counts; a task is added on a case, assigned to a colleague and completed',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const title = `Request the MRI report ${stamp}`;
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });

      // The dashboard's figure and the list it opens follow one rule: open tasks.
      const card = staff.getByRole('region', { name: 'Pending Tasks' });
      await expectVisible(card.getByRole('link'));
      const figure = Number(await card.locator('p').first().textContent());
      assert.equal(figure, await openTaskCount(staff), 'the Pending Tasks figure is not the number of open tasks');
      await card.getByRole('link').click();
      await expectUrl(staff, '/tasks?status=open');
      const table = staff.getByRole('table', { name: 'Tasks' });
      await expectVisible(table);
      await expectVisible(table.getByText(/· Overdue$/).first());
      await expectText(staff.getByRole('combobox', { name: 'Status' }), 'Open');
      await expectNoSeriousAxeViolations(staff, 'tasks list');
      await screenshot(staff, 'tasks-1-open-tasks-from-the-dashboard');

      // A case's Tasks tab: Add task, assigned to the clinic admin.
      const { data } = await graphqlInPage(
        staff,
        '{ cases(first: 1, filter: { openOnly: true }) { nodes { id caseNumber } } }',
      );
      const [kase] = data.cases.nodes;
      await staff.goto(`${baseUrl}/cases/${kase.id}?tab=tasks`);
      await expectVisible(staff.getByRole('tab', { name: 'Tasks', selected: true }));
      await staff.getByRole('button', { name: 'Add task' }).click();
      const dialog = staff.getByRole('dialog', { name: 'New task' });
      await expectVisible(dialog.getByText(`Case ${kase.caseNumber}`));
      await dialog.getByRole('button', { name: 'Add task' }).click();
      await expectVisible(dialog.getByText('Title is required'));
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
      await dialog.getByRole('combobox', { name: /^Priority/ }).click();
      await staff.getByRole('option', { name: 'High', exact: true }).click();
      await dialog.getByLabel('Due date').fill('2030-01-15');
      await dialog.getByRole('combobox', { name: 'Assigned to' }).click();
      await staff.getByRole('option', { name: 'Dr. Alan Brooks' }).click();
      await expectNoSeriousAxeViolations(staff, 'task dialog');
      await screenshot(staff, 'tasks-2-new-task-dialog');
      await dialog.getByRole('button', { name: 'Add task' }).click();
      await expectVisible(staff.getByText('Task added'));

      const row = staff.getByRole('row').filter({ hasText: title });
      await expectVisible(row);
      await expectVisible(row.getByText('Dr. Alan Brooks'));
      await expectVisible(row.getByText('Pending'));

      // The colleague hears of it.
      const admin = await newPage();
      await loginAs(admin, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });
      const { data: told } = await graphqlInPage(admin, '{ notifications(first: 20) { nodes { kind title link } } }');
      assert.ok(
        told.notifications.nodes.some(
          (n) => n.kind === 'task_assigned' && n.title === `Task assigned to you: ${title}`,
        ),
        'the assignee was not notified',
      );

      // One click completes it.
      await row.getByRole('button', { name: `Complete ${title}` }).click();
      await expectVisible(staff.getByText('Task completed'));
      await expectVisible(row.getByText('Completed'));
      await expectVisible(row.getByRole('button', { name: `Reopen ${title}` }));
      await expectNoSeriousAxeViolations(staff, 'case tasks tab');
      await screenshot(staff, 'tasks-3-case-task-completed');
    },
  },
];
