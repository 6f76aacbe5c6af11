/* global document, window */
import path from 'node:path';
import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll, phone } from '../lib/phone.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const staffLogin = { email: 'staff@northside.demo', type: 'Provider' };

/** On a phone: no sideways scroll, no serious axe violation, and a screenshot to look at. */
async function checkScreen(page, screenshot, name) {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, name);
  await expectNoSeriousAxeViolations(page, `${name} at 390 px`);
  await screenshot(page, `phone-${name}`);
}

/** One screenful from `list` down (the runner's screenshots take the whole page), beside the others. */
async function listScreenshot(page, list, name) {
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `phone-${name}-list.png`) });
}

/** The labels of a phone card's facts (its <dt>s). */
const factLabels = (card) => card.locator('dt').allTextContents();

/**
 * Whether the focused element shows a focus cue a sighted keyboard user can see: an outline on it
 * or on the MUI control around it (checkboxes and switches focus a hidden input), or the outlined
 * field's focused border for text inputs.
 */
function focusCue() {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return { tag: 'body', visible: false };
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`;
  const outlined = (element) => {
    const style = window.getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  };
  const ring = focused.closest('.Mui-focusVisible');
  const field = focused.closest('.MuiInputBase-root.Mui-focused');
  const fieldBorder =
    field && parseFloat(window.getComputedStyle(field.querySelector('fieldset') ?? field).borderTopWidth) >= 2;
  return { tag: name, visible: outlined(focused) || (ring !== null && outlined(ring)) || Boolean(fieldBorder) };
}

export const tests = [
  {
    name: 'phones (390 px): patients, cases, case detail and ledger, billing, documents, messages, notifications, tasks, automation and the dashboard fit the width and keep their key columns and actions',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage(phone);
      await loginAs(page, baseUrl, staffLogin);
      await expectVisible(page.getByRole('link', { name: /CASE-\d{4}-\d{3}/ }));
      await checkScreen(page, screenshot, 'dashboard');

      await page.goto(`${baseUrl}/patients`);
      const patients = page.getByRole('list', { name: 'Patient Registry' });
      await expectVisible(patients);
      const patient = patients.getByRole('listitem').first();
      assert.deepEqual(await factLabels(patient), ['Phone', 'Status']);
      await expectVisible(patient.getByRole('button', { name: /^View / }));
      await checkScreen(page, screenshot, 'patients');
      await listScreenshot(page, patients, 'patients');

      await page.goto(`${baseUrl}/cases?layout=list`);
      const cases = page.getByRole('list', { name: 'Cases' });
      await expectVisible(cases);
      assert.deepEqual(await factLabels(cases.getByRole('listitem').first()), ['Patient', 'Status']);
      await checkScreen(page, screenshot, 'cases');

      // A case with bills: its ledger has postings.
      const { data } = await graphqlInPage(page, '{ billingEntries(first: 1) { nodes { caseId } } }');
      const caseId = data.billingEntries.nodes[0].caseId;
      await page.goto(`${baseUrl}/cases/${caseId}`);
      const tabs = page.getByRole('tablist', { name: 'Case sections' });
      await expectVisible(tabs);
      const tabsTop = (await tabs.boundingBox()).y;
      assert.ok(tabsTop < phone.viewport.height / 2, `the case tabs start ${tabsTop} px down, past the first screen`);
      await checkScreen(page, screenshot, 'case-detail');

      await tabs.getByRole('tab', { name: 'Billing' }).click();
      const ledger = page.getByRole('list', { name: 'Ledger entries' });
      await expectVisible(ledger);
      const posting = ledger.getByRole('listitem').first();
      assert.deepEqual(await factLabels(posting), ['Kind', 'Description', 'Amount', 'Balance']);
      await expectText(posting.locator('dd').nth(3), /^\$[\d,]+\.\d{2}$/);
      await checkScreen(page, screenshot, 'case-ledger');

      await page.goto(`${baseUrl}/billing`);
      const bills = page.getByRole('list', { name: 'Billing entries' });
      await expectVisible(bills);
      const bill = bills.getByRole('listitem').first();
      assert.deepEqual(await factLabels(bill), ['Case', 'Amount', 'Status']);
      await expectVisible(bill.getByRole('link', { name: /^Invoice / }));
      await checkScreen(page, screenshot, 'billing');
      await listScreenshot(page, bills, 'billing');

      for (const [path, heading] of [
        ['/documents', /Document/],
        ['/messages', /Messag/],
        ['/notifications', 'Notifications'],
        ['/tasks', 'Tasks'],
        ['/automation', 'Workflow automation'],
      ]) {
        await page.goto(`${baseUrl}${path}`);
        await expectText(page.getByRole('heading', { level: 1 }), heading);
        await checkScreen(page, screenshot, path.slice(1));
      }
    },
  },
  {
    name: 'keyboard: Tab reaches every control of the patients page in order, each with a visible focus ring',
    async run({ newPage, baseUrl }) {
      const page = await newPage();
      await loginAs(page, baseUrl, staffLogin);
      await page.goto(`${baseUrl}/patients`);
      await expectVisible(page.getByRole('button', { name: /^Edit / }));
      const seen = [];
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Tab');
        const cue = await page.evaluate(focusCue);
        seen.push(cue.tag);
        assert.ok(cue.visible, `Tab ${step + 1} focused ${cue.tag} without a visible focus cue`);
      }
      assert.ok(
        seen.some((tag) => tag.startsWith('button "Edit ')),
        `Tab never reached a row's Edit button: ${seen.join(', ')}`,
      );
    },
  },
];
