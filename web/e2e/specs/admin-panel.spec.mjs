import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll } from '../lib/phone.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

const accessDenied = "Access Denied: You don't have permission to access the admin portal.";
const staffLogin = { email: 'staff@northside.demo', type: 'Provider' };
/** The demo clinic the test changes (and puts back): seeded on Starter, in trial. */
const clinicName = 'Lakeview Spine & Injury';
const statusLabels = {
  trial: 'Trial',
  active: 'Active',
  overdue: 'Overdue',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

const figure = (page, label) => page.getByRole('region', { name: label, exact: true }).locator('p').first();

/** "349.00" or "$4,186.50" as whole cents, so the revenue arithmetic is exact. */
function centsOf(text) {
  const match = /^\$?([\d,]+)\.(\d{2})$/.exec(text);
  assert.ok(match, `not an amount: "${text}"`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2]);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents) => usd.format(cents / 100);

/**
 * A clinic's MRR in cents, as its subscription history records it (decision 119): while its billing is
 * active or overdue, its monthly amount, or its annual amount as a twelfth (to the cent); otherwise 0.
 */
const mrrOf = (clinic) =>
  !['active', 'overdue'].includes(clinic.billingStatus)
    ? 0
    : clinic.billingFrequency === 'annual'
      ? Math.round(centsOf(clinic.annualRate) / 12)
      : centsOf(clinic.monthlyBillingAmount);

/** What the server holds now, read with the page's own session. */
async function panelClinic(page, name) {
  const body = await page.evaluate(async () => (await fetch('/api/admin/clinics')).json());
  const clinic = body.data.find((candidate) => candidate.name === name);
  assert.ok(clinic, `${name} is in GET /api/admin/clinics`);
  return clinic;
}

async function choose(page, field, option) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Calls the panel's REST API from the page (its cookie and origin) and answers the status. */
function restStatus(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        })
      ).status,
    { method, path, body },
  );
}

export const tests = [
  {
    name: "admin panel: the super admin sees the figures and every user, and changes a clinic's plan and status with Update Billing",
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await signInAsSuperAdmin(page, baseUrl);
      await page.goto(`${baseUrl}/admin-panel`);
      await expectText(page.getByRole('heading', { level: 1 }), 'Admin Panel');

      // The four cards, with real figures.
      const counts = {};
      for (const label of ['Total Users', 'Total Clinics', 'Super Admin Users'])
        counts[label] = Number(await expectText(figure(page, label), /^\d+$/));
      assert.ok(counts['Total Users'] >= 6, `the demo has six sign-ins at least: ${JSON.stringify(counts)}`);
      assert.ok(counts['Total Clinics'] >= 2 && counts['Super Admin Users'] >= 1, JSON.stringify(counts));
      const revenueBefore = centsOf(await expectText(figure(page, 'Monthly Revenue'), /^\$[\d,]+\.\d{2}$/));

      // The users table: email, name, role, clinic and the active dot.
      const table = page.getByRole('table', { name: 'Users' });
      const staffRow = table.getByRole('row').filter({ hasText: staffLogin.email });
      await expectVisible(staffRow);
      await expectVisible(staffRow.getByText('Clinic Staff', { exact: true }));
      await expectVisible(staffRow.getByText('Northside Chiropractic', { exact: true }));
      await expectVisible(staffRow.getByRole('img', { name: 'Active' }));
      const operatorRow = table.getByRole('row').filter({ hasText: 'superadmin@casebridge.demo' });
      await expectVisible(operatorRow.getByText('Super Admin', { exact: true }));

      // Update Billing: a plan other than the clinic's, and a paying status, with the price from the plans table.
      const before = await panelClinic(page, clinicName);
      const { data: planData } = await graphqlInPage(page, '{ plans { code name monthlyPrice } }');
      const otherPlans = planData.plans.filter((plan) => plan.code !== before.subscriptionPlan);
      const target = otherPlans.find((plan) => plan.code === 'enterprise') ?? otherPlans[0];
      assert.ok(target, 'another plan is on sale');
      const status = before.billingStatus === 'active' ? 'overdue' : 'active';
      const price = centsOf(target.monthlyPrice);

      await choose(page, 'Clinic', clinicName);
      const now = page.getByText(/^Now: /);
      await expectText(
        now,
        `Now: ${before.plan.name}, ${statusLabels[before.billingStatus]}, ${dollars(centsOf(before.monthlyBillingAmount))}/mo`,
      );
      await choose(page, 'Plan', `${target.name} (${dollars(price)}/mo)`);
      await expectVisible(page.getByText(`Bills ${dollars(price)} a month`, { exact: true }));
      await choose(page, 'Status', statusLabels[status]);
      await page.getByRole('button', { name: 'Update Billing' }).click();

      const success = `Billing updated: ${clinicName} is now on ${target.name} (${statusLabels[status]}) at ${dollars(price)} a month.`;
      await expectVisible(page.getByRole('alert').filter({ hasText: success }));
      const changed = await panelClinic(page, clinicName);
      const revenueAfter = revenueBefore - mrrOf(before) + mrrOf(changed);
      await expectText(figure(page, 'Monthly Revenue'), dollars(revenueAfter));
      await expectText(now, `Now: ${target.name}, ${statusLabels[status]}, ${dollars(price)}/mo`);
      await expectNoSeriousAxeViolations(page, 'admin-panel');
      await screenshot(page, 'admin-panel');

      // On the server, and after a reload.
      const after = changed;
      assert.equal(after.subscriptionPlan, target.code);
      assert.equal(after.billingStatus, status);
      assert.equal(after.monthlyBillingAmount, target.monthlyPrice);
      await page.reload();
      await expectText(figure(page, 'Monthly Revenue'), dollars(revenueAfter));

      // On a phone each user is a card with the role, clinic and active dot; the page does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      const staffCard = page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: staffLogin.email });
      await expectVisible(staffCard.getByText('Northside Chiropractic', { exact: true }));
      await expectVisible(staffCard.getByRole('img', { name: 'Active' }));
      await expectNoSidewaysScroll(page, 'admin panel at 390 px');
      await expectNoSeriousAxeViolations(page, 'admin-panel-phone');
      await screenshot(page, 'admin-panel-phone');

      // Put the demo clinic back as it was, for the other browser tests.
      const restored = await restStatus(page, 'PUT', `/api/admin/clinics/${before.id}/billing`, {
        subscriptionPlan: before.subscriptionPlan,
        billingStatus: before.billingStatus,
      });
      assert.equal(restored, 200);
    },
  },
  {
    name: 'admin panel: clinic staff and signed-out visitors get Access Denied, and the server refuses them the calls',
    async run({ newPage, baseUrl, screenshot }) {
      const staff = await newPage();
      await loginAs(staff, baseUrl, staffLogin);
      await staff.goto(`${baseUrl}/admin-panel`);
      await expectVisible(staff.getByText(accessDenied, { exact: true }));
      await expectText(staff.getByRole('heading', { level: 1 }), 'Admin Panel');
      assert.equal(await staff.getByRole('button', { name: 'Update Billing' }).count(), 0);
      assert.equal(await staff.getByRole('table', { name: 'Users' }).count(), 0);
      await expectNoSeriousAxeViolations(staff, 'admin-panel-access-denied');
      await screenshot(staff, 'admin-panel-access-denied');
      // Whatever the page shows, the server decides.
      assert.equal(await restStatus(staff, 'GET', '/api/admin/users'), 403);
      assert.equal(await restStatus(staff, 'GET', '/api/admin/clinics'), 403);
      const { data } = await graphqlInPage(staff, '{ me { clinicId } }');
      assert.equal(
        await restStatus(staff, 'PUT', `/api/admin/clinics/${data.me.clinicId}/billing`, {
          subscriptionPlan: 'enterprise',
          billingStatus: 'active',
        }),
        403,
      );

      const visitor = await newPage({ viewport: { width: 390, height: 844 } });
      await visitor.goto(`${baseUrl}/admin-panel`);
      await expectVisible(visitor.getByText(accessDenied, { exact: true }));
      await expectUrl(visitor, '/admin-panel');
      assert.equal(await restStatus(visitor, 'GET', '/api/admin/users'), 401);
    },
  },
];
