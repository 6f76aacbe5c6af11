import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const appointmentQuery =
  'query ($id: Int!) { appointment(id: $id) { id status scheduledStart providerName providerId patientId appointmentTypeId } }';

/** The day view's first provider column ("day slot"), and its hour row that starts at `hour` (the view starts at 07:00). */
const hourRow = (page, hour, column = 0) =>
  page
    .locator('.rbc-time-content .rbc-day-slot')
    .nth(column)
    .locator('.rbc-timeslot-group')
    .nth(hour - 7);

export const tests = [
  {
    name: 'schedule: staff book on the calendar, drag the visit to another hour, check in and complete it',
    async run({ newPage, baseUrl, screenshot }) {
      const staff = await newPage({ viewport: { width: 1440, height: 1000 } });
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await staff.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule' }).click();
      await expectUrl(staff, '/schedule');
      await expectText(staff.getByRole('heading', { level: 1 }), 'Schedule');
      await expectVisible(staff.locator('.rbc-time-header').getByText('Maya Chen'));
      await screenshot(staff, 'schedule-day-providers');
      await expectNoSeriousAxeViolations(staff, 'schedule');

      // Past the demo's two booked weeks, on a weekday: an empty day.
      const label = staff.locator('.rbc-toolbar-label');
      for (let i = 0; i < 16; i += 1) await staff.getByRole('button', { name: 'Next' }).click();
      while (/^(Saturday|Sunday)/.test((await label.textContent()) ?? ''))
        await staff.getByRole('button', { name: 'Next' }).click();
      assert.equal(await staff.locator('.rbc-event').count(), 0, 'the chosen day should be empty');

      // 1. Book: a click on the first column's (Elena Brooks) 10:00 slot opens the dialog for that slot and provider.
      // The events layer lies over the slots: click where the slot is, as a person does.
      const slot = hourRow(staff, 10).locator('.rbc-time-slot').first();
      await slot.scrollIntoViewIfNeeded();
      const slotBox = await slot.boundingBox();
      await staff.mouse.click(slotBox.x + slotBox.width / 2, slotBox.y + slotBox.height / 2);
      const dialog = staff.getByRole('dialog', { name: 'Book appointment' });
      await expectVisible(dialog);
      // The slot is in the clinic's time zone, whichever its profile names (another walk may have changed it).
      const subtitle = (await staff.getByText(/in the clinic's time \(/).textContent()) ?? '';
      const zone = /in the clinic's time \(([^)]+)\)/.exec(subtitle)?.[1];
      assert.ok(zone, `the schedule names the clinic's time zone: ${subtitle}`);
      await expectVisible(dialog.getByText(`10:00 AM (${zone})`, { exact: false }));
      await dialog.getByLabel(/^Patient/).click();
      await staff.getByRole('option').first().click();
      await expectText(dialog.getByLabel(/^Provider/), 'Elena Brooks');
      await dialog.getByLabel(/^Room/).click();
      await staff.getByRole('option', { name: 'Room 1' }).click();
      await dialog.getByLabel('Notes').fill('Walk-in from the browser test');
      await expectNoSeriousAxeViolations(staff, 'book appointment dialog');
      await screenshot(staff, 'schedule-book-dialog');
      await dialog.getByRole('button', { name: 'Book' }).click();
      await expectVisible(staff.getByText('Appointment booked'));
      const event = staff.locator('.rbc-event').first();
      await expectVisible(event);
      const booked = await graphqlInPage(
        staff,
        `query ($from: String!, $to: String!) { appointmentCalendar(from: $from, to: $to) { id scheduledStart notes patientName } }`,
        {
          from: new Date(Date.now() + 14 * 86_400_000).toISOString(),
          to: new Date(Date.now() + 40 * 86_400_000).toISOString(),
        },
      );
      const mine = booked.data.appointmentCalendar.find((a) => a.notes === 'Walk-in from the browser test');
      assert.ok(mine, 'the booked appointment is not in the calendar');
      await screenshot(staff, 'schedule-booked');

      // 2. Drag it an hour later: the server moves it.
      const from = await event.boundingBox();
      const target = await hourRow(staff, 11).locator('.rbc-time-slot').first().boundingBox();
      await staff.mouse.move(from.x + from.width / 2, from.y + 5);
      await staff.mouse.down();
      await staff.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
      await staff.mouse.move(target.x + target.width / 2, target.y + 5, { steps: 10 });
      await staff.mouse.up();
      await expectVisible(staff.getByText('Appointment moved'));
      const moved = await graphqlInPage(staff, appointmentQuery, { id: mine.id });
      assert.equal(
        new Date(moved.data.appointment.scheduledStart).getTime() - new Date(mine.scheduledStart).getTime(),
        3_600_000,
        'the drag should move the visit one hour later',
      );
      await screenshot(staff, 'schedule-moved');

      // 3. A drag onto another visit of the same provider is refused with the server's words and stays put.
      const blocker = await graphqlInPage(
        staff,
        'mutation ($input: AppointmentBookInput!) { appointmentBook(input: $input) { id } }',
        {
          input: {
            patientId: moved.data.appointment.patientId,
            providerId: moved.data.appointment.providerId,
            appointmentTypeId: moved.data.appointment.appointmentTypeId,
            scheduledStart: new Date(
              new Date(moved.data.appointment.scheduledStart).getTime() + 2 * 3_600_000,
            ).toISOString(),
          },
        },
      );
      assert.equal(blocker.errors, undefined, JSON.stringify(blocker.errors));
      await staff.getByRole('button', { name: 'Next' }).click();
      await staff.getByRole('button', { name: 'Back' }).click();
      await expectVisible(staff.locator('.rbc-event').nth(1));
      const mineNow = await staff.locator('.rbc-event').first().boundingBox();
      const blocked = await hourRow(staff, 13).locator('.rbc-time-slot').first().boundingBox();
      await staff.mouse.move(mineNow.x + mineNow.width / 2, mineNow.y + 5);
      await staff.mouse.down();
      await staff.mouse.move(mineNow.x + mineNow.width / 2, mineNow.y + 20, { steps: 4 });
      await staff.mouse.move(blocked.x + blocked.width / 2, blocked.y + 5, { steps: 10 });
      await staff.mouse.up();
      await expectVisible(staff.getByText('Could not move the appointment'));
      await expectVisible(staff.getByText(/Elena Brooks already has an appointment at this time/));
      await screenshot(staff, 'schedule-refused-move');
      const stayed = await graphqlInPage(staff, appointmentQuery, { id: mine.id });
      assert.equal(stayed.data.appointment.scheduledStart, moved.data.appointment.scheduledStart);

      // 4. Check in, then complete, from the appointment's details.
      await staff.locator('.rbc-event').first().click();
      const details = staff.getByRole('dialog', { name: `Adjustment: ${mine.patientName}` });
      await expectVisible(details);
      await details.getByRole('button', { name: 'Check in' }).click();
      await expectVisible(details.getByText('Checked in', { exact: true }));
      await expectNoSeriousAxeViolations(staff, 'appointment details');
      await details.getByRole('button', { name: 'Complete' }).click();
      await expectVisible(details.getByText('Completed', { exact: true }));
      await screenshot(staff, 'schedule-completed');
      const done = await graphqlInPage(staff, appointmentQuery, { id: mine.id });
      assert.equal(done.data.appointment.status, 'completed');
    },
  },
];
