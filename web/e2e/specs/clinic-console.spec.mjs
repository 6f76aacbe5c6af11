/* global window, document */
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { databaseClient } from '../lib/database.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';
import { openSection, sectionsUnderMore } from '../lib/navigation.mjs';

const { pdfText } = createRequire(import.meta.url)('../../../api/src/test/pdf-text.cjs');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A small real PNG (a teal square), as a clinic would upload its logo. */
function logoPng(size = 48) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [0x0f, 0x76, 0x6e]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An open subscription invoice of the clinic, with its lines, written as the billing engine issues one. */
async function issueSubscriptionInvoice(clinicName) {
  const client = databaseClient();
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO clinic_invoices (number, clinic_id, kind, status, plan_code, frequency, period_start, period_end,
                                    issued_at, due_date, subtotal, total)
       SELECT 'CB-' || extract(year FROM now())::int || '-' || lpad(nextval('clinic_invoice_number_seq')::text, 6, '0'),
              id, 'subscription', 'open', subscription_plan, 'monthly', current_date, current_date + 29, now(),
              current_date, '149.00', '149.00'
         FROM clinics WHERE name = $1
       RETURNING id, number`,
      [clinicName],
    );
    await client.query(
      `INSERT INTO clinic_invoice_lines (invoice_id, position, kind, description, quantity, unit_amount, amount)
       VALUES ($1, 1, 'subscription', 'Subscription, monthly', 1, '149.00', '149.00')`,
      [rows[0].id],
    );
    // The engine moves the balance with the invoice it issues.
    await client.query(`UPDATE clinics SET balance = balance - 149.00 WHERE name = $1`, [clinicName]);
    return rows[0];
  } finally {
    await client.end();
  }
}

async function expectToast(page, text) {
  await expectVisible(page.getByRole('alert').filter({ hasText: text }));
}

/** axe-core over the page's content (the navigation bar is checked where it is built): no serious or critical violations. */
async function assertNoSeriousA11yViolations(page, label) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document.querySelector('main'), { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ' ' + n.html.slice(0, 200)),
    }));
  });
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact));
  assert.deepEqual(blocking, [], `${label}: axe violations ${JSON.stringify(blocking, null, 2)}`);
}

export const tests = [
  {
    name: "clinic console: the clinic admin invites and deactivates a colleague, edits the clinic's profile and logo (on its invoices), saves a test card, pays the open invoice and opens its PDF; staff are refused",
    async run({ newPage, baseUrl, screenshot }) {
      const unique = Date.now().toString(36);
      const colleague = { first: 'Remy', last: `Frontdesk${unique}`, email: `remy.${unique}@northside.example` };
      const colleagueName = `${colleague.first} ${colleague.last}`;

      // Staff: no link, the page explains, and the server refuses the console's calls.
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      assert.ok(!(await sectionsUnderMore(staff)).includes('Clinic Settings'), 'staff see the console link');
      assert.equal(await staff.getByRole('link', { name: 'Clinic Settings' }).count(), 0, 'staff see the console link');
      await staff.goto(`${baseUrl}/clinic`);
      await expectVisible(staff.getByText("Only your clinic's administrators can open the clinic settings."));
      const refused = await graphqlInPage(staff, '{ clinicUsers(first: 5) { totalCount } }');
      assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      assert.equal(refused.data ?? null, null);
      await screenshot(staff, 'clinic-console-staff-refused');

      // The clinic admin reaches the console from the navigation bar.
      const admin = await newPage({ bypassCSP: true });
      await loginAs(admin, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });
      await openSection(admin, 'Clinic Settings');
      await expectUrl(admin, '/clinic');
      await expectVisible(admin.getByRole('heading', { name: 'Clinic Settings', level: 1 }));
      await expectText(admin.getByRole('tab', { selected: true }), 'Users');
      const table = admin.getByRole('table', { name: 'Clinic users' });
      await expectVisible(table.getByRole('rowheader', { name: /\(you\)$/ }));
      await expectVisible(admin.getByText(/^Seats \(/));

      // Invite: no mail server here, so the dialog hands over the link.
      await admin.getByRole('button', { name: 'Invite User' }).click();
      const invite = admin.getByRole('dialog', { name: 'Invite User' });
      await invite.getByLabel('Email').fill(colleague.email);
      await invite.getByLabel('First Name').fill(colleague.first);
      await invite.getByLabel('Last Name').fill(colleague.last);
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      const sent = admin.getByRole('dialog', { name: 'Invitation sent' });
      const link = await sent.getByRole('textbox', { name: 'Invitation link' }).inputValue();
      assert.match(link, /\/invitation\?token=[\w-]{20,}$/);
      await screenshot(admin, 'clinic-console-invited');
      await sent.getByRole('button', { name: 'Done' }).click();
      const row = table.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: colleagueName }) });
      await expectVisible(row.getByText('Invited'));

      // Deactivate, confirmed; the row says so and offers Activate.
      await row.getByRole('button', { name: 'Deactivate' }).click();
      await admin.getByRole('dialog', { name: 'Deactivate user' }).getByRole('button', { name: 'Deactivate' }).click();
      await expectToast(admin, `${colleagueName} can no longer sign in`);
      await expectVisible(row.getByText('Inactive'));
      await expectVisible(row.getByRole('button', { name: 'Activate' }));
      await assertNoSeriousA11yViolations(admin, 'clinic console users');
      await screenshot(admin, 'clinic-console-users');

      // Profile: time zone, Saturday hours, letterhead text, then the logo.
      await admin.getByRole('tab', { name: 'Profile' }).click();
      await expectText(admin.getByRole('tab', { selected: true }), 'Profile');
      const zone = admin.getByRole('combobox', { name: 'Time zone' });
      await zone.fill('America/Chicago');
      await admin.getByRole('option', { name: 'America/Chicago' }).click();
      await admin.getByRole('switch', { name: 'Saturday open' }).check();
      await admin.getByLabel('Saturday opens').fill('09:00');
      await admin.getByLabel('Saturday closes').fill('08:00');
      await admin.getByRole('button', { name: 'Save Profile' }).click();
      await expectVisible(admin.getByText('Closing time must be after opening'));
      await admin.getByLabel('Saturday closes').fill('13:00');
      const letterhead = `Dr. Ana Ruiz, DC ${unique}`;
      await admin.getByLabel('Letterhead text').fill(letterhead);
      await admin.getByRole('button', { name: 'Save Profile' }).click();
      await expectToast(admin, 'Profile saved');
      await admin
        .getByLabel('Logo file')
        .setInputFiles({ name: 'northside-logo.png', mimeType: 'image/png', buffer: logoPng() });
      await expectToast(admin, 'Logo uploaded');
      await expectVisible(admin.getByRole('img', { name: "Your clinic's logo" }));
      await admin.reload();
      await expectVisible(admin.getByRole('combobox', { name: 'Time zone' }));
      assert.equal(await admin.getByRole('combobox', { name: 'Time zone' }).inputValue(), 'America/Chicago');
      assert.equal(await admin.getByLabel('Saturday closes').inputValue(), '13:00');
      await assertNoSeriousA11yViolations(admin, 'clinic console profile');
      await screenshot(admin, 'clinic-console-profile');

      // Every invoice of the clinic now carries the letterhead text and the logo.
      const { data } = await graphqlInPage(admin, '{ billingEntries(first: 1) { nodes { id } } }');
      const invoice = await admin.request.get(
        `${baseUrl}/api/v1/billing/${data.billingEntries.nodes[0].id}/invoice.pdf`,
      );
      assert.equal(invoice.status(), 200);
      const pdf = await invoice.body();
      assert.ok(pdfText(pdf).includes(letterhead), 'the invoice lacks the letterhead text');
      assert.match(pdf.toString('latin1'), /\/Subtype \/Image/, 'the invoice lacks the logo');

      // Plan and usage, and the subscription as stored.
      await admin.getByRole('tab', { name: 'Plan & usage' }).click();
      await expectVisible(admin.getByRole('heading', { name: /plan$/ }));
      await expectVisible(admin.getByText('Active cases'));
      await screenshot(admin, 'clinic-console-plan');

      // Subscription: the provider refuses a card that is not one of its test cards, under the field;
      // a test card is saved and shown; Pay now pays the invoice the engine issued, which opens as a PDF.
      const issued = await issueSubscriptionInvoice('Northside Chiropractic');
      await admin.getByRole('tab', { name: 'Subscription' }).click();
      await admin.getByRole('button', { name: 'Update card' }).click();
      const cardForm = admin.getByRole('dialog', { name: 'Update card' });
      const expiryYear = String(new Date().getFullYear() + 2);
      await cardForm.getByRole('textbox', { name: /Card number/ }).fill('4111 1111 1111 1111');
      await cardForm.getByRole('combobox', { name: /Expiry month/ }).click();
      await admin.getByRole('option', { name: '08' }).click();
      await cardForm.getByRole('combobox', { name: /Expiry year/ }).click();
      await admin.getByRole('option', { name: expiryYear }).click();
      await cardForm.getByRole('textbox', { name: /Name on card/ }).fill('Ana Ruiz');
      await cardForm.getByRole('button', { name: 'Save card' }).click();
      await expectVisible(cardForm.getByText(/^The built-in payment provider accepts only its test cards/));
      await assertNoSeriousA11yViolations(admin, 'clinic console card form');
      await screenshot(admin, 'clinic-console-card-refused');
      await cardForm.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
      await cardForm.getByRole('button', { name: 'Save card' }).click();
      await expectToast(admin, 'Visa ending in 4242 will be charged for your subscription.');
      await admin.getByRole('alert').filter({ hasText: 'Card saved' }).getByRole('button', { name: 'Close' }).click();
      await expectVisible(admin.getByText(`Visa ending in 4242, expires 08/${expiryYear}`));

      const invoiceRow = admin
        .getByRole('table', { name: 'Invoices' })
        .getByRole('row')
        .filter({ has: admin.getByRole('rowheader', { name: issued.number }) });
      await expectVisible(invoiceRow.getByText('Open'));
      // Pay now: the engine charges the open invoice with the saved card.
      await admin.getByRole('button', { name: 'Pay now' }).click();
      await expectToast(admin, 'Your open invoice is paid. Thank you.');
      await admin
        .getByRole('alert')
        .filter({ hasText: 'Payment received' })
        .getByRole('button', { name: 'Close' })
        .click();
      await expectVisible(invoiceRow.getByText('Paid'));
      await expectVisible(admin.getByRole('table', { name: 'Payments' }).getByText('Successful').first());
      const pdfLink = invoiceRow.getByRole('link', { name: `Invoice ${issued.number} as PDF` });
      assert.equal(await pdfLink.getAttribute('target'), '_blank');
      const invoicePdf = await admin.request.get(`${baseUrl}${await pdfLink.getAttribute('href')}`);
      assert.equal(invoicePdf.status(), 200);
      assert.equal(invoicePdf.headers()['content-type'], 'application/pdf');
      const invoiceText = pdfText(await invoicePdf.body()).replace(/\s+/g, ' ');
      for (const expected of [
        'Casebridge',
        'Billed to: Northside Chiropractic',
        issued.number,
        'Total $149.00',
        'Status: Paid',
        'Paid $149.00 Balance due $0.00',
      ])
        assert.ok(invoiceText.includes(expected), `the clinic invoice does not show ${expected}`);
      const staffPdf = await staff.request.get(`${baseUrl}${await pdfLink.getAttribute('href')}`);
      assert.equal(staffPdf.status(), 404, 'staff read the clinic invoice');
      await assertNoSeriousA11yViolations(admin, 'clinic console subscription');
      await screenshot(admin, 'clinic-console-subscription');
    },
  },
];
