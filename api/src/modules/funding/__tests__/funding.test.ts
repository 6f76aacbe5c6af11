import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '../../../platform/access/role';
import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient, TestClient, type GraphQLResponse } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createCoverage,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { HttpQuoteProvider } from '../funding-quote';

let t: TestApp;
const clock = new TestClock(new Date('2026-11-02T15:00:00Z'));
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, (config) => config, { clock });
  const admin = await createUser(t.dataSource, { role: Role.super_admin });
  operator = new TestClient(t.url);
  await operator.login(admin.email);
}, 60_000);
afterAll(() => t.close());

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const partnerFields = `id companyName fundingTypes minimumAmount maximumAmount typicalRate instantQuoteApi apiKeySet
  isActive rating totalFunded averageApprovalRate requestCount`;
const requestFields = `id reference caseId status requestedAmount purpose urgencyLevel shared submittedAt approvedAmount
  fundedAmount interestRate repaymentTerms decisionDate fundedDate partnerNote partnerLinkExpiresAt partnerLinkUsedAt
  quote { outcome message amount rate terms }
  packet { accident { caseType accidentDate } ledger { billedToDate creditedToDate balance }
    treatment { visitsAttended visitsMissed visitsScheduled plan { visitsPerWeek weeks } }
    coverage { coverageType carrierName limitAmount } }
  abilities { canSubmit canQuote canRecordFunded canRenewLink }`;

interface Partner {
  id: number;
  companyName: string;
  apiKeySet: boolean;
  totalFunded: string;
  averageApprovalRate: number | null;
  requestCount: number;
}
interface Packet {
  accident: { caseType: string; accidentDate: string | null } | null;
  ledger: { billedToDate: string; creditedToDate: string; balance: string } | null;
  treatment: { visitsAttended: number; visitsMissed: number; visitsScheduled: number; plan: unknown } | null;
  coverage: { coverageType: string; carrierName: string; limitAmount: string | null }[] | null;
}
interface FundingRequest {
  id: number;
  reference: string;
  status: string;
  requestedAmount: string;
  shared: string[];
  approvedAmount: string | null;
  fundedAmount: string | null;
  interestRate: string | null;
  decisionDate: string | null;
  fundedDate: string | null;
  partnerNote: string | null;
  partnerLinkUsedAt: string | null;
  quote: { outcome: string; message: string; amount: string | null; rate: string | null; terms: string | null } | null;
  packet: Packet;
  abilities: { canSubmit: boolean; canQuote: boolean; canRecordFunded: boolean; canRenewLink: boolean };
}

const ok = <T>(result: GraphQLResponse<T>): T => {
  expect(result.errors).toBeUndefined();
  return result.data!;
};

async function addPartner(overrides: Record<string, unknown> = {}) {
  const result = await operator.gql<{ fundingPartnerCreate: Partner }>(
    `mutation($input: FundingPartnerInput!) { fundingPartnerCreate(input: $input) { ${partnerFields} } }`,
    {
      input: {
        companyName: `Lawsuit Capital ${stamp()}`,
        fundingTypes: ['pre_settlement', 'medical'],
        minimumAmount: '500.00',
        maximumAmount: '50000.00',
        typicalRate: '2.90',
        approvalTimeHours: 24,
        ...overrides,
      },
    },
  );
  return ok(result).fundingPartnerCreate;
}

async function setup() {
  const clinic = await createClinicWithUsers(t.dataSource, { name: 'Harbor Chiropractic' });
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, {
    clinicId: clinic.clinic.id,
    attorneyId: lawyer.attorney.id,
    accident_date: '2026-08-14',
  });
  await t.dataSource.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, effective_date, description)
     VALUES ($1, $2, 'charge', 1850.00, '2026-09-01', 'Treatment'), ($1, $2, 'payment', 350.00, '2026-09-20', 'PIP')`,
    [record.id, clinic.clinic.id],
  );
  await createCoverage(t.dataSource, {
    clinicId: clinic.clinic.id,
    caseId: record.id,
    coverage_type: 'pip',
    carrier_name: 'Garden State Mutual',
    limit_amount: '15000.00',
  });
  const attorney = await signedInClient(t.url, lawyer.user.email);
  const staff = await signedInClient(t.url, clinic.staff.email);
  return { clinic, lawyer, record, attorney, staff };
}

const create = (client: TestClient, input: Record<string, unknown>) =>
  client.gql<{ fundingRequestCreate: FundingRequest }>(
    `mutation($input: FundingRequestInput!) { fundingRequestCreate(input: $input) { ${requestFields} } }`,
    { input },
  );
const submit = (client: TestClient, id: number) =>
  client.gql<{ fundingRequestSubmit: { partnerLink: string; request: FundingRequest } }>(
    `mutation($id: Int!) { fundingRequestSubmit(id: $id) { partnerLink request { ${requestFields} } } }`,
    { id },
  );
const read = (client: TestClient, id: number) =>
  client.gql<{ fundingRequest: FundingRequest }>(`query($id: Int!) { fundingRequest(id: $id) { ${requestFields} } }`, {
    id,
  });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const anonymous = () => new TestClient(t.url);
const auditActions = async (id: number) =>
  (
    (await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'funding_request' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    )) as { action: string }[]
  ).map((row) => row.action);

describe('funding partners', () => {
  it('seals the API key, never returns it, and computes the figures from the requests', async () => {
    const partner = await addPartner({ apiKey: 'sk_live_partner_secret_123', notes: 'Answers within a day' });
    expect(partner.apiKeySet).toBe(true);
    expect(partner.totalFunded).toBe('0.00');
    expect(partner.averageApprovalRate).toBeNull();
    const [row] = (await t.dataSource.query(`SELECT api_key_sealed FROM funding_partners WHERE id = $1`, [
      partner.id,
    ])) as { api_key_sealed: string }[];
    expect(row.api_key_sealed.startsWith('v1.')).toBe(true);
    expect(row.api_key_sealed).not.toContain('sk_live');
    const audit = (await t.dataSource.query(
      `SELECT new_values::text AS v FROM audit_logs WHERE entity_type = 'funding_partner' AND entity_id = $1`,
      [String(partner.id)],
    )) as { v: string }[];
    expect(audit).toHaveLength(1);
    expect(audit[0].v).not.toContain('sk_live');

    const cleared = await operator.gql<{ fundingPartnerUpdate: Partner }>(
      `mutation($id: Int!, $input: FundingPartnerInput!) { fundingPartnerUpdate(id: $id, input: $input) { ${partnerFields} } }`,
      { id: partner.id, input: { companyName: partner.companyName, fundingTypes: ['medical'], clearApiKey: true } },
    );
    expect(ok(cleared).fundingPartnerUpdate.apiKeySet).toBe(false);
  });

  it('refuses bad input with field messages, changing nothing, and only the operator manages partners', async () => {
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM funding_partners`)) as { n: number }[];
    const bad = await operator.gql(
      `mutation($input: FundingPartnerInput!) { fundingPartnerCreate(input: $input) { id } }`,
      {
        input: {
          companyName: 'Bad Partner',
          fundingTypes: ['loans'],
          minimumAmount: '9000.00',
          maximumAmount: '100.00',
          instantQuoteApi: 'ftp://example.com',
          notes: 'We pay a referral fee of $250 per case sent',
        },
      },
    );
    expect(bad.errors?.[0].message).toMatch(/Funding types must be among/);
    expect(bad.errors?.[0].message).toMatch(/Instant quote API must be an http or https address/);
    expect(bad.errors?.[0].message).toMatch(/fee or payment tied to referrals/);
    const minMax = await operator.gql(
      `mutation($input: FundingPartnerInput!) { fundingPartnerCreate(input: $input) { id } }`,
      { input: { companyName: `Odd ${stamp()}`, fundingTypes: [], minimumAmount: '9000.00', maximumAmount: '100.00' } },
    );
    expect(minMax.errors?.[0].message).toBe('Maximum amount cannot be less than the minimum amount');
    const after = (await t.dataSource.query(`SELECT count(*)::int AS n FROM funding_partners`)) as { n: number }[];
    expect(after[0].n).toBe(before[0].n);

    const { attorney, staff } = await setup();
    for (const client of [attorney, staff]) {
      const refused = await client.gql(
        `mutation { fundingPartnerCreate(input: { companyName: "X", fundingTypes: [] }) { id } }`,
      );
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const list = await client.gql(`{ fundingPartners { id apiKeySet } }`);
      expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    // Attorneys choose among active partners, without their keys, contacts or notes.
    const options = await attorney.gql<{ fundingPartnerOptions: { id: number }[] }>(
      `{ fundingPartnerOptions { id companyName instantQuote } }`,
    );
    expect(ok(options).fundingPartnerOptions.length).toBeGreaterThan(0);
  });
});

describe('funding requests', () => {
  it('builds the packet from the verified records, shares only what was chosen, and walks pending → submitted → approved → funded', async () => {
    const partner = await addPartner();
    const { record, attorney, staff } = await setup();

    const funding = await attorney.gql<{ caseFunding: { canRequest: boolean; packet: Packet } }>(
      `query($caseId: Int!) { caseFunding(caseId: $caseId) { canRequest packet { ledger { billedToDate balance } accident { accidentDate } coverage { limitAmount } } } }`,
      { caseId: record.id },
    );
    expect(ok(funding).caseFunding.canRequest).toBe(true);
    expect(ok(funding).caseFunding.packet.ledger).toEqual({ billedToDate: '1850.00', balance: '1500.00' });
    expect(ok(funding).caseFunding.packet.accident).toEqual({ accidentDate: '2026-08-14' });
    expect(ok(funding).caseFunding.packet.coverage).toEqual([{ limitAmount: '15000.00' }]);

    const created = ok(
      await create(attorney, {
        caseId: record.id,
        fundingPartnerId: partner.id,
        requestedAmount: '4000.00',
        purpose: 'Rent and car repairs while treating',
        urgencyLevel: 'high',
        share: ['ledger', 'coverage'],
      }),
    ).fundingRequestCreate;
    expect(created.status).toBe('pending');
    expect(created.shared).toEqual(['ledger', 'coverage']);
    expect(created.packet.ledger).toEqual({ billedToDate: '1850.00', creditedToDate: '350.00', balance: '1500.00' });
    expect(created.packet.coverage).toEqual([
      { coverageType: 'pip', carrierName: 'Garden State Mutual', limitAmount: '15000.00' },
    ]);
    expect(created.packet.accident).toBeNull();
    expect(created.packet.treatment).toBeNull();
    expect(created.abilities).toEqual({
      canSubmit: true,
      canQuote: false,
      canRecordFunded: false,
      canRenewLink: false,
    });

    // Funded before it was answered: refused with a message, nothing changed.
    const early = await attorney.gql(
      `mutation { fundingRequestRecordFunded(input: { requestId: ${created.id}, fundedAmount: "100.00", fundedDate: "2026-11-01" }) { id } }`,
    );
    expect(early.errors?.[0].message).toBe('This request is not yet submitted: it cannot move to funded');

    const sent = ok(await submit(attorney, created.id)).fundingRequestSubmit;
    expect(sent.request.status).toBe('submitted');
    expect(sent.partnerLink).toMatch(/\/funding-offer\?token=/);
    const token = tokenOf(sent.partnerLink);
    const stored = (await t.dataSource.query(`SELECT partner_link_hash FROM funding_requests WHERE id = $1`, [
      created.id,
    ])) as { partner_link_hash: string }[];
    expect(stored[0].partner_link_hash).not.toContain(token);

    const again = await submit(attorney, created.id);
    expect(again.errors?.[0].message).toBe('This request is awaiting the partner: it cannot move to submitted');

    // The partner reads only the shared packet: no case number, no patient, no clinic.
    const view = await anonymous().rest<{ success: boolean; data: Record<string, unknown> }>(
      'GET',
      `/api/funding-partner/request?token=${encodeURIComponent(token)}`,
    );
    expect(view.status).toBe(200);
    const text = JSON.stringify(view.body.data);
    expect(text).not.toContain(record.case_number);
    expect(text).not.toContain('Harbor');
    expect(text).not.toMatch(/patient/i);
    expect(view.body.data).toMatchObject({
      reference: created.reference,
      requestedAmount: '4000.00',
      answerable: true,
      packet: { accident: null, treatment: null, ledger: { balance: '1500.00' } },
    });

    // Approving needs an amount, a rate and terms; not more than requested; a referral fee is refused.
    const incomplete = await anonymous().rest<{ success: boolean; message: string }>(
      'POST',
      '/api/funding-partner/answer',
      {
        token,
        decision: 'approve',
        approvedAmount: '3500.00',
      },
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({
      success: false,
      message: 'Interest rate is required to approve; Repayment terms are required to approve',
    });
    const tooMuch = await anonymous().rest<{ message: string }>('POST', '/api/funding-partner/answer', {
      token,
      decision: 'approve',
      approvedAmount: '4500.00',
      interestRate: '3.00',
      repaymentTerms: 'From the settlement',
    });
    expect(tooMuch.body.message).toBe('The approved amount cannot be more than the $4,000.00 requested');
    const kickback = await anonymous().rest<{ message: string }>('POST', '/api/funding-partner/answer', {
      token,
      decision: 'approve',
      approvedAmount: '3500.00',
      interestRate: '3.00',
      repaymentTerms: 'Attorney receives a referral bonus of 5%',
    });
    expect(kickback.body.message).toMatch(/fee or payment tied to referrals/);
    expect(ok(await read(attorney, created.id)).fundingRequest.status).toBe('submitted');

    const answered = await anonymous().rest<{ success: boolean; data: Record<string, unknown> }>(
      'POST',
      '/api/funding-partner/answer',
      {
        token,
        decision: 'approve',
        approvedAmount: '3500.00',
        interestRate: '2.90',
        repaymentTerms: 'Repaid from the settlement, simple interest monthly',
      },
    );
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'approved', answerable: false });

    // One-time: a second answer is refused.
    const twice = await anonymous().rest<{ message: string }>('POST', '/api/funding-partner/answer', {
      token,
      decision: 'decline',
      note: 'Changed our mind',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already answered/);

    const approved = ok(await read(attorney, created.id)).fundingRequest;
    expect(approved).toMatchObject({
      status: 'approved',
      approvedAmount: '3500.00',
      interestRate: '2.90',
      decisionDate: '2026-11-02',
      abilities: { canRecordFunded: true, canSubmit: false },
    });
    const notified = (await t.dataSource.query(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.kind = 'funding' AND n.case_id = $1`,
      [record.id],
    )) as { title: string }[];
    expect(notified.map((n) => n.title)).toEqual([
      `${partner.companyName} approved funding request ${created.reference} on ${record.case_number}`,
    ]);

    const tooMuchFunded = await attorney.gql(
      `mutation { fundingRequestRecordFunded(input: { requestId: ${created.id}, fundedAmount: "3600.00", fundedDate: "2026-11-02" }) { id } }`,
    );
    expect(tooMuchFunded.errors?.[0].message).toBe('The funded amount cannot be more than the approved $3,500.00');
    const funded = ok(
      await attorney.gql<{ fundingRequestRecordFunded: FundingRequest }>(
        `mutation { fundingRequestRecordFunded(input: { requestId: ${created.id}, fundedAmount: "3500.00", fundedDate: "2026-11-02" }) { ${requestFields} } }`,
      ),
    ).fundingRequestRecordFunded;
    expect(funded).toMatchObject({ status: 'funded', fundedAmount: '3500.00', fundedDate: '2026-11-02' });

    const partners = ok(await operator.gql<{ fundingPartners: Partner[] }>(`{ fundingPartners { ${partnerFields} } }`));
    expect(partners.fundingPartners.find((p) => p.id === partner.id)).toMatchObject({
      totalFunded: '3500.00',
      averageApprovalRate: 100,
      requestCount: 1,
    });
    expect(await auditActions(created.id)).toEqual(['create', 'submit', 'partner_approve', 'record_funded']);

    // The clinic never reads the requests, nor does another attorney.
    const clinicRead = await staff.gql(`query { fundingRequest(id: ${created.id}) { id } }`);
    expect(clinicRead.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const other = await createAttorneyUser(t.dataSource);
    const otherClient = await signedInClient(t.url, other.user.email);
    const otherRead = await otherClient.rest('GET', `/api/funding-requests/${created.id}`);
    expect(otherRead.status).toBe(404);
    const otherCreate = await create(otherClient, {
      caseId: record.id,
      fundingPartnerId: partner.id,
      requestedAmount: '1000.00',
      purpose: 'x',
      share: ['ledger'],
    });
    expect(otherCreate.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('declines with a reason; an expired or renewed link opens nothing', async () => {
    const partner = await addPartner();
    const { record, attorney } = await setup();
    const draft = ok(
      await create(attorney, {
        caseId: record.id,
        fundingPartnerId: partner.id,
        requestedAmount: '2000.00',
        purpose: 'Medical funding for an MRI',
        share: ['treatment'],
      }),
    ).fundingRequestCreate;
    const first = tokenOf(ok(await submit(attorney, draft.id)).fundingRequestSubmit.partnerLink);
    const renewed = ok(
      await attorney.gql<{ fundingRequestRenewLink: { partnerLink: string } }>(
        `mutation { fundingRequestRenewLink(id: ${draft.id}) { partnerLink } }`,
      ),
    ).fundingRequestRenewLink;
    const old = await anonymous().rest('GET', `/api/funding-partner/request?token=${encodeURIComponent(first)}`);
    expect(old.status).toBe(404);
    const token = tokenOf(renewed.partnerLink);

    clock.advance({ days: 15 });
    try {
      const expired = await anonymous().rest<{ message: string }>(
        'GET',
        `/api/funding-partner/request?token=${encodeURIComponent(token)}`,
      );
      expect(expired.status).toBe(404);
      expect(expired.body.message).toBe('Funding request link not found');
    } finally {
      clock.advance({ days: -15 });
    }

    const noReason = await anonymous().rest<{ message: string }>('POST', '/api/funding-partner/answer', {
      token,
      decision: 'decline',
    });
    expect(noReason.body.message).toBe('Give the reason for declining');
    const declined = await anonymous().rest('POST', '/api/funding-partner/answer', {
      token,
      decision: 'decline',
      note: 'Liability is disputed',
    });
    expect(declined.status).toBe(200);
    const read1 = ok(await read(attorney, draft.id)).fundingRequest;
    expect(read1).toMatchObject({ status: 'declined', partnerNote: 'Liability is disputed', approvedAmount: null });
    const fundDeclined = await attorney.gql(
      `mutation { fundingRequestRecordFunded(input: { requestId: ${draft.id}, fundedAmount: "100.00", fundedDate: "2026-11-02" }) { id } }`,
    );
    expect(fundDeclined.errors?.[0].message).toBe('This request is declined: it cannot move to funded');
  });

  it('refuses bad requests with messages (amounts outside the partner’s range, nothing shared, a referral fee)', async () => {
    const partner = await addPartner();
    const inactive = await addPartner({ isActive: false });
    const { record, attorney } = await setup();
    const base = { caseId: record.id, fundingPartnerId: partner.id, purpose: 'Living expenses', share: ['ledger'] };
    const low = await create(attorney, { ...base, requestedAmount: '100.00' });
    expect(low.errors?.[0].message).toBe(`${partner.companyName} funds at least $500.00`);
    const high = await create(attorney, { ...base, requestedAmount: '60000.00' });
    expect(high.errors?.[0].message).toBe(`${partner.companyName} funds at most $50,000.00`);
    const none = await create(attorney, { ...base, requestedAmount: '1000.00', share: [] });
    expect(none.errors?.[0].message).toBe('Choose at least one part of the packet to share');
    const fee = await create(attorney, {
      ...base,
      requestedAmount: '1000.00',
      notes: 'Please include our finder’s fee',
    });
    expect(fee.errors).toBeUndefined();
    const kick = await create(attorney, {
      ...base,
      requestedAmount: '1000.00',
      notes: 'We expect a kickback for each referral',
    });
    expect(kick.errors?.[0].message).toMatch(/fee or payment tied to referrals/);
    const off = await create(attorney, { ...base, fundingPartnerId: inactive.id, requestedAmount: '1000.00' });
    expect(off.errors?.[0].message).toBe('Choose an active funding partner');
    const rest = await attorney.rest<{ success: boolean; message: string }>('POST', '/api/funding-requests', {
      ...base,
      requestedAmount: 'lots',
    });
    expect(rest.status).toBe(400);
    expect(rest.body.success).toBe(false);
    const listed = await attorney.rest<{ success: boolean; data: { id: number }[] }>('GET', '/api/funding-requests');
    expect(listed.body.data.map((r) => r.id)).toContain(fee.data!.fundingRequestCreate.id);
  });
});

describe('instant quotes', () => {
  let server: http.Server;
  let url: string;
  const seen: { auth: string | undefined; body: string }[] = [];
  let answer: (res: http.ServerResponse) => void = (res) => res.end();
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: Buffer.concat(chunks).toString('utf8') });
        answer(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/quote`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const quote = (client: TestClient, id: number) =>
    client.gql<{ fundingRequestQuote: FundingRequest }>(
      `mutation { fundingRequestQuote(id: ${id}) { ${requestFields} } }`,
    );

  it('posts the shared packet with the key, records the quote, and turns errors into messages', async () => {
    const partner = await addPartner({ instantQuoteApi: url, apiKey: 'quote-key-42' });
    const plain = await addPartner();
    const { record, attorney } = await setup();
    const input = { caseId: record.id, requestedAmount: '3000.00', purpose: 'Rent', share: ['coverage'] };
    const draft = ok(await create(attorney, { ...input, fundingPartnerId: partner.id })).fundingRequestCreate;
    const notYet = await quote(attorney, draft.id);
    expect(notYet.errors?.[0].message).toMatch(/submitted to the partner/);
    ok(await submit(attorney, draft.id));

    answer = (res) =>
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ quote: { amount: 2750, rate: '3.25', terms: '36 months cap' } }));
    const quoted = ok(await quote(attorney, draft.id)).fundingRequestQuote;
    expect(quoted.quote).toEqual({
      outcome: 'quoted',
      message: 'Quote received',
      amount: '2750.00',
      rate: '3.25',
      terms: '36 months cap',
    });
    const posted = seen.at(-1)!;
    expect(posted.auth).toBe('Bearer quote-key-42');
    const body = JSON.parse(posted.body) as { packet: Packet; reference: string };
    expect(body.reference).toBe(draft.reference);
    expect(body.packet.coverage).toHaveLength(1);
    expect(body.packet.ledger).toBeNull();
    expect(posted.body).not.toContain(record.case_number);

    answer = (res) => res.writeHead(500).end('boom');
    expect(ok(await quote(attorney, draft.id)).fundingRequestQuote.quote).toMatchObject({
      outcome: 'failed',
      message: "The partner's quote API answered 500",
    });
    answer = () => undefined; // never answers: the provider's timeout (WEBHOOKS_TIMEOUT_MS in tests) ends it
    answer = (res) => res.writeHead(200).end('not json');
    expect(ok(await quote(attorney, draft.id)).fundingRequestQuote.quote?.message).toBe(
      'The partner answered something that is not JSON',
    );

    const plainDraft = ok(await create(attorney, { ...input, fundingPartnerId: plain.id })).fundingRequestCreate;
    ok(await submit(attorney, plainDraft.id));
    const builtIn = ok(await quote(attorney, plainDraft.id)).fundingRequestQuote;
    expect(builtIn.quote).toMatchObject({ outcome: 'none', amount: null });
    expect(builtIn.quote?.message).toMatch(/no instant quote API/);
    expect(await auditActions(draft.id)).toEqual(['create', 'submit', 'quote', 'quote', 'quote']);
  });

  it('a partner that does not answer in time becomes a clear message', async () => {
    answer = () => undefined;
    const provider = new HttpQuoteProvider({ timeoutMs: 300, allowPrivateUrls: true });
    const result = await provider.quote(
      { url, apiKey: null },
      { reference: 'FR-1', requestedAmount: '1.00', purpose: 'x', urgencyLevel: 'normal', packet: {} as never },
    );
    expect(result).toMatchObject({ outcome: 'failed', message: "The partner's quote API did not answer within 0.3 s" });
    const closed = new HttpQuoteProvider({ timeoutMs: 1000, allowPrivateUrls: false });
    expect(
      (
        await closed.quote(
          { url, apiKey: null },
          { reference: 'FR-1', requestedAmount: '1.00', purpose: 'x', urgencyLevel: 'normal', packet: {} as never },
        )
      ).message,
    ).toBe("The partner's quote API points to a private or internal address");
  });
});
