import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text.cjs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const entryFields =
  'id caseId caseNumber invoiceNumber amount status dueDate paidDate paymentMethod nextStatuses invoiceUrl';
const createMutation = `mutation($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { ${entryFields} } }`;
const changeMutation = `mutation($input: BillingStatusChangeInput!) { billingStatusChange(input: $input) { ${entryFields} } }`;

interface Entry {
  id: number;
  caseId: number;
  invoiceNumber: string;
  amount: string;
  status: string;
  paidDate: string | null;
  paymentMethod: string | null;
  nextStatuses: string[];
  invoiceUrl: string;
}

async function caseWithAttorney() {
  const clinic = await createClinicWithUsers(t.dataSource, { name: 'Garden State Chiropractic', city: 'Newark' });
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  const staff = await signedInClient(t.url, clinic.staff.email);
  return { ...clinic, lawyer, record, client: staff };
}

async function create(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ billingEntryCreate: Entry }>(createMutation, { input });
}

async function created(client: TestClient, caseId: number, amount = '100.00', extra: Record<string, unknown> = {}) {
  const result = await create(client, { caseId, amount, ...extra });
  expect(result.errors).toBeUndefined();
  return result.data!.billingEntryCreate;
}

async function change(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ billingStatusChange: Entry }>(changeMutation, { input });
}

async function summary(client: TestClient) {
  const result = await client.gql<{ billingSummary: Record<string, string | number> }>(
    `{ billingSummary { totalBilled outstanding outstandingCount paidThisMonth paidThisMonthCount denied deniedCount entryCount } }`,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.billingSummary;
}

describe('creating billing entries', () => {
  it('raises a pending bill with a server-assigned invoice number, audits it, and posts nothing to the ledger (a draft)', async () => {
    const { client, record, staff } = await caseWithAttorney();
    const entry = await created(client, record.id, '1250.5', {
      description: 'Spinal adjustment x4',
      dueDate: '2027-01-31',
    });
    expect(entry).toMatchObject({
      caseId: record.id,
      amount: '1250.50',
      status: 'pending',
      dueDate: '2027-01-31',
      nextStatuses: ['submitted'],
      invoiceUrl: `/api/v1/billing/${entry.id}/invoice.pdf`,
    });
    expect(entry.invoiceNumber).toMatch(new RegExp(`^C${record.clinic_id}-INV-${new Date().getUTCFullYear()}-\\d{6}$`));
    const ledgerRows = () =>
      t.dataSource.query(
        `SELECT kind, amount::text, billing_id, created_by FROM case_ledger_entries WHERE case_id = $1`,
        [record.id],
      );
    expect(await ledgerRows()).toEqual([]);
    await change(client, { id: entry.id, status: 'submitted' });
    expect(await ledgerRows()).toEqual([
      { kind: 'charge', amount: '1250.50', billing_id: entry.id, created_by: staff.id },
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT action, changed_by, new_values FROM audit_logs WHERE entity_type = 'billing' AND entity_id = $1 ORDER BY id`,
      [String(entry.id)],
    );
    expect(audit).toMatchObject({ action: 'create', changed_by: staff.id });
    expect(audit.new_values).toMatchObject({
      amount: '1250.50',
      status: 'pending',
      invoiceNumber: entry.invoiceNumber,
    });
    expect(JSON.stringify(audit.new_values)).not.toContain('Spinal');
  });

  it('gives concurrent creates distinct invoice numbers', async () => {
    const { client, record } = await caseWithAttorney();
    const entries = await Promise.all(Array.from({ length: 8 }, () => created(client, record.id)));
    expect(new Set(entries.map((e) => e.invoiceNumber)).size).toBe(8);
  });

  it('keeps decimals exact: 0.10 + 0.20 is 0.30, and the largest amounts add up to the cent', async () => {
    const { client, record } = await caseWithAttorney();
    await created(client, record.id, '0.10');
    await created(client, record.id, 0.2 as unknown as string);
    expect(await summary(client)).toMatchObject({ totalBilled: '0.30', outstanding: '0.30', entryCount: 2 });
    await created(client, record.id, '99999999.99');
    await created(client, record.id, '99999999.99');
    expect((await summary(client)).totalBilled).toBe('200000000.28');
  });

  it.each([
    [{ amount: '-5' }, 'amount', 'Amount must be between 0 and 99,999,999.99 with at most 2 decimals'],
    [{ amount: '100000000.00' }, 'amount', 'Amount must be between 0 and 99,999,999.99 with at most 2 decimals'],
    [{ amount: '' }, 'amount', 'Amount is required'],
    [{ description: 'x'.repeat(1001) }, 'description', 'Description must be at most 1000 characters'],
    [{ status: 'paid' }, 'status', 'New billing entries start as pending'],
    [{ caseId: 999999 }, 'caseId', 'Case not found'],
  ])('refuses %j with a message naming the field, and writes nothing', async (override, field, message) => {
    const { client, record } = await caseWithAttorney();
    const response = await client.rest<{ message: string; errors: { field: string; message: string }[] }>(
      'POST',
      '/api/v1/billing',
      { caseId: record.id, amount: '10.00', ...override },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM billing WHERE case_id = $1`, [
      record.id,
    ]);
    expect(count).toBe(0);
  });

  it('refuses more than two decimals and non-numbers at the GraphQL boundary', async () => {
    const { client, record } = await caseWithAttorney();
    for (const amount of ['1.005', 'ten', '1e3']) {
      const result = await create(client, { caseId: record.id, amount });
      expect(result.errors?.[0].message).toContain('Amount must be a number with at most 2 decimal places');
    }
  });

  it('is only for clinic users: attorneys and the operator are refused', async () => {
    const { lawyer, record } = await caseWithAttorney();
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    for (const client of [attorney, await signedInClient(t.url, operator.email)]) {
      const result = await create(client, { caseId: record.id, amount: '10.00' });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Only clinic staff can create or change billing entries',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it("cannot bill another clinic's case", async () => {
    const mine = await caseWithAttorney();
    const theirs = await caseWithAttorney();
    const result = await create(mine.client, { caseId: theirs.record.id, amount: '10.00' });
    expect(result.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'caseId', message: 'Case not found' }]);
  });
});

describe('status changes', () => {
  const allStatuses = ['pending', 'submitted', 'paid', 'denied'];
  const allowed: Record<string, string[]> = {
    pending: ['submitted'],
    submitted: ['paid', 'denied'],
    denied: ['pending'],
    paid: [],
  };
  const paths: Record<string, string[]> = {
    pending: [],
    submitted: ['submitted'],
    denied: ['submitted', 'denied'],
    paid: ['submitted', 'paid'],
  };

  async function entryIn(client: TestClient, caseId: number, status: string) {
    const entry = await created(client, caseId, '80.00');
    for (const next of paths[status]) {
      const result = await change(client, {
        id: entry.id,
        status: next,
        ...(next === 'paid' ? { paymentMethod: 'check' } : {}),
      });
      expect(result.errors).toBeUndefined();
    }
    return entry.id;
  }

  for (const from of allStatuses) {
    for (const to of allStatuses) {
      const ok = allowed[from].includes(to);
      it(`${ok ? 'allows' : 'refuses'} ${from} -> ${to}`, async () => {
        const { client, record } = await caseWithAttorney();
        const id = await entryIn(client, record.id, from);
        const [before] = await t.dataSource.query(`SELECT * FROM billing WHERE id = $1`, [id]);
        const audits = async () =>
          (
            await t.dataSource.query(
              `SELECT count(*)::int AS n FROM audit_logs WHERE entity_type = 'billing' AND entity_id = $1`,
              [String(id)],
            )
          )[0].n;
        const auditsBefore = await audits();
        const result = await change(client, { id, status: to, ...(to === 'paid' ? { paymentMethod: 'ach' } : {}) });
        if (ok) {
          expect(result.errors).toBeUndefined();
          expect(result.data!.billingStatusChange).toMatchObject({ id, status: to, nextStatuses: allowed[to] });
          expect(await audits()).toBe(auditsBefore + 1);
        } else {
          expect(result.errors?.[0].extensions?.fieldErrors).toEqual([
            { field: 'status', message: `A billing entry cannot move from ${from} to ${to}` },
          ]);
          const [after] = await t.dataSource.query(`SELECT * FROM billing WHERE id = $1`, [id]);
          expect(after).toEqual(before);
          expect(await audits()).toBe(auditsBefore);
        }
      });
    }
  }

  it('marking paid needs a payment method, records date and method, and posts the payment to the ledger', async () => {
    const { client, record } = await caseWithAttorney();
    const entry = await created(client, record.id, '215.35');
    await change(client, { id: entry.id, status: 'submitted' });
    const missing = await change(client, { id: entry.id, status: 'paid' });
    expect(missing.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'paymentMethod', message: 'Payment method is required to mark an entry paid' },
    ]);
    const future = await change(client, {
      id: entry.id,
      status: 'paid',
      paymentMethod: 'check',
      paidDate: '2999-01-01',
    });
    expect(future.errors?.[0].message).toBe('Paid date cannot be in the future');
    const paid = await change(client, {
      id: entry.id,
      status: 'paid',
      paymentMethod: 'insurance',
      paidDate: '2026-01-15',
    });
    expect(paid.data!.billingStatusChange).toMatchObject({
      status: 'paid',
      paidDate: '2026-01-15',
      paymentMethod: 'insurance',
    });
    const ledger = await t.dataSource.query(
      `SELECT kind, amount::text, payment_method, effective_date FROM case_ledger_entries WHERE case_id = $1 ORDER BY id`,
      [record.id],
    );
    expect(ledger.map((row: { kind: string; amount: string }) => [row.kind, row.amount])).toEqual([
      ['charge', '215.35'],
      ['payment', '215.35'],
    ]);
    expect(ledger[1]).toMatchObject({ payment_method: 'insurance', effective_date: '2026-01-15' });
    expect(await summary(client)).toMatchObject({ outstanding: '0.00', outstandingCount: 0, totalBilled: '215.35' });
  });

  it("another clinic's entry is not found, and attorneys cannot change entries on their own cases", async () => {
    const mine = await caseWithAttorney();
    const theirs = await caseWithAttorney();
    const entry = await created(theirs.client, theirs.record.id);
    const foreign = await change(mine.client, { id: entry.id, status: 'submitted' });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'Billing entry not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const attorney = await signedInClient(t.url, theirs.lawyer.user.email);
    const refused = await change(attorney, { id: entry.id, status: 'submitted' });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [row] = await t.dataSource.query(`SELECT status FROM billing WHERE id = $1`, [entry.id]);
    expect(row.status).toBe('pending');
  });
});

describe('reading billing', () => {
  it("shows an attorney only the bills the clinic has submitted, with the clinic's name, in lists, figures and the case", async () => {
    const { client, record, lawyer } = await caseWithAttorney();
    const draft = await created(client, record.id, '40.00');
    const submitted = await created(client, record.id, '60.00');
    await change(client, { id: submitted.id, status: 'submitted' });
    const paid = await created(client, record.id, '25.00');
    await change(client, { id: paid.id, status: 'submitted' });
    await change(client, { id: paid.id, status: 'paid', paymentMethod: 'check' });
    const attorney = await signedInClient(t.url, lawyer.user.email);

    const list = await attorney.gql<{
      billingEntries: { nodes: { id: number; status: string; clinicName: string }[] };
    }>(`{ billingEntries(first: 100) { nodes { id status clinicName } } }`);
    expect(list.data!.billingEntries.nodes).toEqual([
      { id: paid.id, status: 'paid', clinicName: 'Garden State Chiropractic' },
      { id: submitted.id, status: 'submitted', clinicName: 'Garden State Chiropractic' },
    ]);
    const pendingFilter = await attorney.gql<{ billingEntries: { nodes: unknown[] } }>(
      `{ billingEntries(filter: { status: pending }, first: 100) { nodes { id } } }`,
    );
    expect(pendingFilter.data!.billingEntries.nodes).toEqual([]);
    expect(await summary(attorney)).toMatchObject({ totalBilled: '85.00', outstanding: '60.00', entryCount: 2 });
    expect(await summary(client)).toMatchObject({ totalBilled: '125.00', outstanding: '100.00', entryCount: 3 });
    const totals = await attorney.gql<{ case: { billingTotals: { entries: number; billed: string } } }>(
      `query($id: Int!) { case(id: $id) { billingTotals { entries billed } } }`,
      { id: record.id },
    );
    expect(totals.data!.case.billingTotals).toEqual({ entries: 2, billed: '85.00' });

    const rest = await attorney.request('GET', `/api/v1/billing?caseId=${record.id}&limit=100`);
    const restIds = ((await rest.json()) as { data: { id: number }[] }).data.map((e) => e.id);
    expect(restIds).toEqual([paid.id, submitted.id]);
    expect((await attorney.request('GET', draft.invoiceUrl)).status).toBe(404);
  });

  it('shows each clinic its own entries, each attorney the bills of their cases, and the operator all', async () => {
    const a = await caseWithAttorney();
    const b = await caseWithAttorney();
    const aEntry = await created(a.client, a.record.id);
    const bEntry = await created(b.client, b.record.id);
    const ids = async (client: TestClient) => {
      const result = await client.gql<{ billingEntries: { nodes: { id: number; nextStatuses: string[] }[] } }>(
        `{ billingEntries(first: 100) { nodes { id nextStatuses } } }`,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.billingEntries.nodes;
    };
    await change(b.client, { id: bEntry.id, status: 'submitted' });
    expect((await ids(a.client)).map((e) => e.id)).toEqual([aEntry.id]);
    const attorneyView = await ids(await signedInClient(t.url, b.lawyer.user.email));
    expect(attorneyView).toEqual([{ id: bEntry.id, nextStatuses: [] }]);
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const all = (await ids(await signedInClient(t.url, operator.email))).map((e) => e.id);
    expect(all).toEqual(expect.arrayContaining([aEntry.id, bEntry.id]));
  });

  it('pages with keyset cursors and filters by status and case', async () => {
    const { client, record } = await caseWithAttorney();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await created(client, record.id, `${i + 1}.00`));
    await change(client, { id: made[0].id, status: 'submitted' });
    const page = async (after: string | null) =>
      (
        await client.gql<{
          billingEntries: { nodes: { id: number }[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
        }>(
          `query($after: String, $caseId: Int) { billingEntries(first: 2, after: $after, filter: { caseId: $caseId }) { nodes { id } pageInfo { endCursor hasNextPage } } }`,
          { after, caseId: record.id },
        )
      ).data!.billingEntries;
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const current = await page(after);
      seen.push(...current.nodes.map((n) => n.id));
      if (!current.pageInfo.hasNextPage) break;
      after = current.pageInfo.endCursor;
    }
    expect(seen).toEqual(made.map((e) => e.id).reverse());
    const submitted = await client.rest<{ data: { id: number; status: string }[] }>(
      'GET',
      '/api/v1/billing?status=submitted',
    );
    expect(submitted.body.data.map((e) => e.id)).toEqual([made[0].id]);
    const bad = await client.rest<{ errors: unknown[] }>('GET', '/api/v1/billing?status=lost');
    expect(bad.status).toBe(400);
  });
});

describe('REST shim', () => {
  it("answers with the spec's messages, and names the reason when a status change fails", async () => {
    const { client, record } = await caseWithAttorney();
    const createdResponse = await client.rest<{ success: boolean; message: string; data: Entry }>(
      'POST',
      '/api/v1/billing',
      {
        caseId: record.id,
        amount: 42.5,
        description: 'Initial exam',
        status: 'pending',
        dueDate: '2027-02-01',
      },
    );
    expect(createdResponse.status).toBe(201);
    expect(createdResponse.body).toMatchObject({ success: true, message: 'Billing entry created successfully' });
    expect(createdResponse.body.data).toMatchObject({ amount: '42.50', status: 'pending' });
    expect(createdResponse.body.data).not.toHaveProperty('clinicId');
    const id = createdResponse.body.data.id;
    const ok = await client.rest('PATCH', `/api/v1/billing/${id}/status`, { status: 'submitted' });
    expect(ok).toMatchObject({ status: 200, body: { success: true, message: 'Billing status updated successfully' } });
    const refused = await client.rest('PATCH', `/api/v1/billing/${id}/status`, { status: 'pending' });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: 'Failed to update billing status: A billing entry cannot move from submitted to pending',
      },
    });
    const missing = await client.rest('PATCH', `/api/v1/billing/99999999/status`, { status: 'submitted' });
    expect(missing).toMatchObject({
      status: 404,
      body: { message: 'Failed to update billing status: Billing entry not found' },
    });
  });
});

describe('invoice PDF', () => {
  it('shows the clinic, patient, case, line and amounts, audits the download, and is not found out of scope', async () => {
    const { client, record, lawyer } = await caseWithAttorney();
    const entry = await created(client, record.id, '1234.56', {
      description: 'Chiropractic treatment, 6 visits',
      dueDate: '2027-03-01',
    });
    const response = await client.request('GET', entry.invoiceUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`invoice-${entry.invoiceNumber}.pdf`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const [patient] = await t.dataSource.query(
      `SELECT first_name || ' ' || last_name AS name FROM patients WHERE id = $1`,
      [record.patient_id],
    );
    for (const expected of [
      'Garden State Chiropractic',
      'Invoice',
      entry.invoiceNumber,
      record.case_number,
      patient.name,
      'Chiropractic treatment, 6 visits',
      '$1,234.56',
      'Balance due',
      '03/01/2027',
    ])
      expect(text).toContain(expected);
    const attorney = await signedInClient(t.url, lawyer.user.email);
    // A pending bill is the clinic's draft: its attorney reads the invoice once it is submitted.
    expect((await attorney.request('GET', entry.invoiceUrl)).status).toBe(404);
    await change(client, { id: entry.id, status: 'submitted' });
    expect((await attorney.request('GET', entry.invoiceUrl)).status).toBe(200);
    const outsider = await caseWithAttorney();
    expect((await outsider.client.request('GET', entry.invoiceUrl)).status).toBe(404);
    const downloads = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_logs WHERE entity_type = 'billing' AND entity_id = $1 AND action = 'download_invoice'`,
      [String(entry.id)],
    );
    expect(downloads[0].n).toBe(2);
  });
});
