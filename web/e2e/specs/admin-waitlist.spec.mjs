import fs from 'node:fs';
import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll } from '../lib/phone.mjs';
import { loginAs } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

const accessDenied = "Access Denied: You don't have permission to access the admin portal.";
const staffLogin = { email: 'staff@northside.demo', type: 'Provider' };

/** A practice joins the waitlist the way the landing page's form does (its UI is tested elsewhere). */
async function joinWaitlist(baseUrl, entry) {
  const response = await fetch(`${baseUrl}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
  });
  assert.equal(response.status, 201, `joining the waitlist answered ${response.status}: ${await response.text()}`);
}

const statFigure = (page, label) => page.getByRole('region', { name: label, exact: true }).locator('p').first();

async function statValue(page, label) {
  const text = await expectText(statFigure(page, label), /^\d+$/);
  return Number(text);
}

async function expectStats(page, expected) {
  for (const [label, value] of Object.entries(expected)) await expectText(statFigure(page, label), String(value));
}

async function readStats(page) {
  return {
    'Total Signups': await statValue(page, 'Total Signups'),
    Contacted: await statValue(page, 'Contacted'),
    Pending: await statValue(page, 'Pending'),
    'Last 7 Days': await statValue(page, 'Last 7 Days'),
  };
}

export const tests = [
  {
    name: 'admin portal: the super admin finds a new waitlist signup, marks it contacted, notes it, exports and deletes it',
    async run({ newPage, baseUrl, screenshot }) {
      const unique = Date.now().toString(36);
      const entry = {
        name: `Priya Raman ${unique}`,
        email: `priya.${unique}@ramanchiro.example`,
        practiceName: 'Raman Chiropractic & Rehab',
        state: 'other',
        monthlyPICases: '50-100',
        attorneyReferral: 'Harper Law',
      };
      await joinWaitlist(baseUrl, entry);

      const page = await newPage();
      await signInAsSuperAdmin(page, baseUrl);
      await page.goto(`${baseUrl}/admin?tab=waitlist`);
      await expectText(page.getByRole('heading', { level: 1 }), 'Super Admin Portal');
      await expectText(page.getByRole('tab', { selected: true }), 'Waitlist');
      const before = await readStats(page);
      assert.ok(before['Total Signups'] >= 1 && before['Last 7 Days'] >= 1, JSON.stringify(before));
      assert.equal(before.Contacted + before.Pending, before['Total Signups']);

      // Search by the new email: exactly this entry, with every column.
      await page.getByRole('searchbox', { name: 'Search the waitlist' }).fill(entry.email);
      const table = page.getByRole('table', { name: 'Waitlist entries' });
      const rows = table.locator('tbody tr');
      await expectText(page.getByText(/matching/), `1 entry matching "${entry.email}"`);
      assert.equal(await rows.count(), 1);
      const row = rows.first();
      await expectText(row.getByRole('rowheader'), `${entry.name}${entry.email}`);
      for (const text of [entry.email, entry.practiceName, 'Other', '50-100', 'Harper Law', 'No notes', 'Pending'])
        await expectVisible(row.getByText(text, { exact: true }));

      // Mark contacted: the chip and the button change, the figures move by one.
      await row.getByRole('button', { name: 'Mark Contacted' }).click();
      await expectVisible(row.getByText('Contacted', { exact: true }));
      await expectVisible(row.getByRole('button', { name: 'Mark Pending' }));
      await expectStats(page, { Contacted: before.Contacted + 1, Pending: before.Pending - 1 });
      await expectText(page.getByRole('alert'), /Marked as contacted/);

      // Notes edited in place, saved with Enter.
      const notes = `Called ${unique}: wants a demo next week`;
      await row.getByRole('button', { name: 'Edit notes' }).click();
      const notesField = row.getByRole('textbox', { name: `Notes on ${entry.name}` });
      await notesField.fill(notes);
      await notesField.press('Enter');
      await notesField.waitFor({ state: 'detached' });
      await expectVisible(row.getByText(notes, { exact: true }));
      const tableFits = await table.evaluate((element) => element.scrollWidth <= element.parentElement.clientWidth);
      assert.ok(tableFits, 'on a desktop screen the whole table fits in its card');
      await expectNoSeriousAxeViolations(page, 'admin-waitlist');
      await screenshot(page, 'admin-waitlist');

      // Both changes are on the server: a reload keeps the tab and shows them.
      await page.reload();
      await expectText(page.getByRole('tab', { selected: true }), 'Waitlist');
      await expectStats(page, { Contacted: before.Contacted + 1, Pending: before.Pending - 1 });
      await page.getByRole('searchbox', { name: 'Search the waitlist' }).fill(entry.email);
      await expectText(page.getByText(/matching/), `1 entry matching "${entry.email}"`);
      await expectVisible(table.getByText(notes, { exact: true }));
      await expectVisible(rows.first().getByText('Contacted', { exact: true }));

      // Export Data: the whole waitlist as JSON named after today, with this entry as it is now.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export Data' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^waitlist-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
      assert.ok(Array.isArray(exported), 'the export is a JSON array');
      assert.equal(exported.length, before['Total Signups'], 'every entry is exported, not only the search');
      const mine = exported.find((candidate) => candidate.email === entry.email);
      assert.ok(mine, 'the new entry is in the export');
      assert.equal(mine.name, entry.name);
      assert.equal(mine.isContacted, true);
      assert.equal(mine.notes, notes);
      await expectText(page.getByRole('alert'), /Waitlist exported/);

      // On a phone each entry is a card of its key facts, notes and actions; nothing scrolls sideways.
      await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('alert').waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 390, height: 844 });
      const card = page.getByRole('list', { name: 'Waitlist entries' }).getByRole('listitem', { name: entry.name });
      await expectVisible(card);
      assert.equal(await table.count(), 0, 'no table on a phone');
      for (const text of [entry.email, entry.practiceName, 'Other', notes, 'Contacted'])
        await expectVisible(card.getByText(text, { exact: true }));
      for (const name of ['Edit notes', 'Mark Pending', 'Delete'])
        await expectVisible(card.getByRole('button', { name }));
      await expectNoSidewaysScroll(page, 'waitlist at 390 px');
      await expectNoSeriousAxeViolations(page, 'admin-waitlist-phone');
      await screenshot(page, 'admin-waitlist-phone');
      await page.setViewportSize({ width: 1366, height: 850 });

      // Delete, after the spec's confirmation: the row leaves and the total drops.
      await rows.first().getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete waitlist entry' });
      await expectText(dialog.getByText(/^Are you sure/), 'Are you sure you want to delete this waitlist entry?');
      // The dialog has finished fading in before the picture is taken.
      await page.waitForFunction(
        (element) => {
          for (let node = element; node; node = node.parentElement)
            if (node.ownerDocument.defaultView.getComputedStyle(node).opacity !== '1') return false;
          return true;
        },
        await dialog.elementHandle(),
      );
      await expectNoSeriousAxeViolations(page, 'admin-waitlist-delete-confirmation');
      await screenshot(page, 'admin-waitlist-delete-confirmation');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expectVisible(page.getByText('No waitlist entries match your search.'));
      await expectStats(page, {
        'Total Signups': before['Total Signups'] - 1,
        Contacted: before.Contacted,
        Pending: before.Pending - 1,
      });
      const { data: afterDelete } = await page.evaluate(async () => (await fetch('/superadmin/api/waitlist')).json());
      assert.equal(
        afterDelete.some((candidate) => candidate.email === entry.email),
        false,
        'the entry is gone on the server',
      );

      // The contact form's messages wait below the waitlist, and are marked handled there.
      const note = `Two clinics, call after 3pm (${Date.now()})`;
      const contact = await fetch(`${baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Priya Raman', email: 'priya@ramanspine.example', message: note }),
      });
      assert.equal(contact.status, 201, `the contact form answered ${contact.status}`);
      await page.reload();
      const message = page.getByRole('listitem', { name: 'Message from Priya Raman' }).filter({ hasText: note });
      await expectVisible(message.getByText('Open', { exact: true }));
      await message.getByRole('button', { name: 'Mark Handled' }).click();
      await expectVisible(message.getByText('Handled', { exact: true }));
      await expectVisible(message.getByRole('button', { name: 'Reopen' }));

      // Exit Super Admin ends the session: the sign-in page, and /admin refused from then on.
      await page.getByRole('button', { name: 'Exit Super Admin' }).click();
      await expectUrl(page, '/superadmin');
      await expectText(page.getByRole('heading', { level: 1 }), 'Super Admin Login');
      await page.goto(`${baseUrl}/admin?tab=waitlist`);
      await expectVisible(page.getByText(accessDenied, { exact: true }));
    },
  },
  {
    name: 'admin portal: clinic staff and signed-out visitors opening /admin are told access is denied',
    async run({ newPage, baseUrl, screenshot }) {
      const staff = await newPage();
      await loginAs(staff, baseUrl, staffLogin);
      await staff.goto(`${baseUrl}/admin?tab=waitlist`);
      await expectVisible(staff.getByText(accessDenied, { exact: true }));
      assert.equal(await staff.getByRole('tablist').count(), 0, 'no portal tabs for clinic staff');
      assert.equal(await staff.getByRole('button', { name: 'Exit Super Admin' }).count(), 0);
      await expectNoSeriousAxeViolations(staff, 'admin-access-denied');
      await screenshot(staff, 'admin-access-denied');
      const link = staff.getByRole('link', { name: 'Go to Super Admin Login' });
      await link.click();
      // Signing in there comes back to the tab that was refused.
      await expectUrl(staff, '/superadmin?returnTo=%2Fadmin%3Ftab%3Dwaitlist');

      const visitor = await newPage({ viewport: { width: 390, height: 844 } });
      await visitor.goto(`${baseUrl}/admin`);
      await expectVisible(visitor.getByText(accessDenied, { exact: true }));
      await expectUrl(visitor, '/admin');
      await expectNoSeriousAxeViolations(visitor, 'admin-access-denied-phone');
      await screenshot(visitor, 'admin-access-denied-phone');
    },
  },
];
