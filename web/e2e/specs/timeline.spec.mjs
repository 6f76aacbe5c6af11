import { assert, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { markDocument, notReloaded, trackSubscriptions } from '../lib/live.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const staffAccount = { email: 'staff@northside.demo', type: 'Provider' };
const attorneyAccount = { email: 'attorney@harper-law.demo', type: 'Attorney' };

/**
 * A case the demo attorney holds that the Northside staff also reads (the demo's shared record), with
 * a rich history: other walks open new shared cases (an intake converted, a records request), so the
 * newest shared case is not always the demo's.
 */
async function sharedCase(staff, attorney) {
  const { data } = await graphqlInPage(attorney, '{ cases(first: 50, sortBy: createdAt) { nodes { id caseNumber } } }');
  for (const record of data.cases.nodes) {
    const seen = await graphqlInPage(
      staff,
      'query($id: Int!) { case(id: $id) { id } caseTimeline(caseId: $id, first: 10) { nodes { __typename } } }',
      { id: record.id },
    );
    if (seen.data?.case && seen.data.caseTimeline.nodes.length >= 10) return record;
  }
  throw new Error('no demo case with a history is shared by the Northside staff and the Harper attorney');
}

export const tests = [
  {
    name: 'timeline: clinic and attorney follow one case; a message arrives live on the attorney screen, an internal one never does',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const staff = await newPage();
      await loginAs(staff, baseUrl, staffAccount);
      const attorney = await newPage();
      const listening = trackSubscriptions(attorney, 'CaseActivity');
      await loginAs(attorney, baseUrl, attorneyAccount);
      const record = await sharedCase(staff, attorney);

      // Both sides open the case's timeline: the demo case's history is already rich.
      await staff.goto(`${baseUrl}/cases/${record.id}?tab=timeline`);
      const staffList = staff.getByRole('list', { name: 'Case timeline' });
      await expectVisible(staffList);
      const kindsShown = await staffList.getByTestId('timeline-item').count();
      assert.ok(kindsShown >= 10, `the demo case's timeline shows only ${kindsShown} items`);
      await attorney.goto(`${baseUrl}/cases/${record.id}?tab=timeline`);
      const attorneyList = attorney.getByRole('list', { name: 'Case timeline' });
      await expectVisible(attorneyList);
      await expectNoSeriousAxeViolations(attorney, 'attorney case timeline');
      await screenshot(attorney, 'timeline-attorney-before');
      await markDocument(attorney);
      await listening(record.id);

      // The clinic writes an internal note, then a message to the attorney.
      const send = (recipientType, subject) =>
        graphqlInPage(staff, 'mutation($input: MessageSendInput!) { messageSend(input: $input) { id } }', {
          input: { caseId: record.id, recipientType, subject, content: 'Sent from the timeline walk' },
        });
      const internalSubject = `Internal: chase the adjuster ${stamp}`;
      const sharedSubject = `MRI report is ready ${stamp}`;
      assert.equal((await send('internal', internalSubject)).errors, undefined);
      assert.equal((await send('attorney', sharedSubject)).errors, undefined);

      await expectVisible(attorneyList.getByText(`Message: ${sharedSubject}`));
      assert.equal(await notReloaded(attorney), true, 'the attorney page reloaded');
      assert.equal(await attorneyList.getByText(internalSubject).count(), 0, 'the attorney saw an internal note');
      await screenshot(attorney, 'timeline-attorney-live-message');

      // The clinic's own timeline shows both, and the kind chips filter it.
      await staff.reload();
      await expectVisible(staffList.getByText(`Internal note: ${internalSubject}`));
      await staff.getByRole('button', { name: 'Messages' }).click();
      await expectVisible(staffList.getByText(`Message: ${sharedSubject}`));
      await expectNoSeriousAxeViolations(staff, 'clinic case timeline, messages only');
      await screenshot(staff, 'timeline-staff-messages-filter');

      // The overview's "Latest on this case" leads to the timeline.
      await attorney.goto(`${baseUrl}/cases/${record.id}`);
      const latest = attorney.getByRole('region', { name: 'Latest on this case' });
      await expectVisible(latest.getByText(`Message: ${sharedSubject}`));
      await screenshot(attorney, 'timeline-attorney-latest');

      // At 390 px the timeline stays readable.
      await attorney.setViewportSize({ width: 390, height: 844 });
      await attorney.goto(`${baseUrl}/cases/${record.id}?tab=timeline`);
      await expectVisible(attorneyList);
      await screenshot(attorney, 'timeline-attorney-phone');
    },
  },
];
