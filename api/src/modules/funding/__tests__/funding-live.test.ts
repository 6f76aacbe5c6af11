import type { Client } from 'graphql-ws';
import { Role } from '../../../platform/access/role';
import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient, TestClient, type GraphQLResponse } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient, untilSubscribed } from '../../../test/live-client';

/** The attorney's Funding tab follows the partner's answer without a reload (decision 433). */
let t: TestApp;
const clock = new TestClock(new Date('2026-11-02T15:00:00Z'));
let operator: TestClient;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({}, (config) => config, { clock });
  const admin = await createUser(t.dataSource, { role: Role.super_admin });
  operator = new TestClient(t.url);
  await operator.login(admin.email);
}, 60_000);
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  await untilSubscribed(t.app.services.live, 0);
});
afterAll(() => t.close());

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const ok = <T>(result: GraphQLResponse<T>): T => {
  expect(result.errors).toBeUndefined();
  return result.data!;
};
const subscription = `subscription($caseId: Int!) {
  fundingRequestChanged(caseId: $caseId) { id caseId status approvedAmount interestRate decisionDate partnerNote
    abilities { canRecordFunded } }
}`;
interface Event {
  id: number;
  caseId: number;
  status: string;
  approvedAmount: string | null;
  interestRate: string | null;
  decisionDate: string | null;
  partnerNote: string | null;
  abilities: { canRecordFunded: boolean };
}

async function open(email: string) {
  const http = await signedInClient(t.url, email);
  const socket = socketClient(t.url, http.cookie);
  sockets.push(socket);
  return socket;
}

async function setup() {
  const partner = ok(
    await operator.gql<{ fundingPartnerCreate: { id: number } }>(
      `mutation($input: FundingPartnerInput!) { fundingPartnerCreate(input: $input) { id } }`,
      { input: { companyName: `Live Capital ${stamp()}`, fundingTypes: ['pre_settlement'] } },
    ),
  ).fundingPartnerCreate;
  const clinic = await createClinicWithUsers(t.dataSource);
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  const attorney = await signedInClient(t.url, lawyer.user.email);
  const draft = ok(
    await attorney.gql<{ fundingRequestCreate: { id: number } }>(
      `mutation($input: FundingRequestInput!) { fundingRequestCreate(input: $input) { id } }`,
      {
        input: {
          caseId: record.id,
          fundingPartnerId: partner.id,
          requestedAmount: '3000.00',
          purpose: 'Rent while out of work',
          share: ['accident'],
        },
      },
    ),
  ).fundingRequestCreate;
  return { clinic, lawyer, record, attorney, draft };
}

const submit = async (client: TestClient, id: number) =>
  ok(
    await client.gql<{ fundingRequestSubmit: { partnerLink: string } }>(
      `mutation($id: Int!) { fundingRequestSubmit(id: $id) { partnerLink } }`,
      { id },
    ),
  ).fundingRequestSubmit.partnerLink;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('the Funding tab live', () => {
  it("reaches the case's attorney and the operator when the partner answers; never the clinic or another attorney", async () => {
    const s = await setup();
    const other = await createAttorneyUser(t.dataSource);
    const attorneyFeed = collect<Event>(await open(s.lawyer.user.email), subscription, 'fundingRequestChanged', {
      caseId: s.record.id,
    });
    const operatorSocket = socketClient(t.url, operator.cookie);
    sockets.push(operatorSocket);
    const operatorFeed = collect<Event>(operatorSocket, subscription, 'fundingRequestChanged', { caseId: s.record.id });
    const clinicFeed = collect<Event>(await open(s.clinic.staff.email), subscription, 'fundingRequestChanged', {
      caseId: s.record.id,
    });
    const otherFeed = collect<Event>(await open(other.user.email), subscription, 'fundingRequestChanged', {
      caseId: s.record.id,
    });
    // The clinic may follow its own case (the case rule) but never receives a funding request;
    // another attorney's case answers as missing.
    await untilSubscribed(t.app.services.live, 3);
    expect((await otherFeed.waitForEnd()).error).toBeDefined();

    const token = tokenOf(await submit(s.attorney, s.draft.id));
    expect((await attorneyFeed.waitFor(1))[0]).toMatchObject({ id: s.draft.id, status: 'submitted' });

    const answer = await new TestClient(t.url).rest('POST', '/api/funding-partner/answer', {
      token,
      decision: 'approve',
      approvedAmount: '2500.00',
      interestRate: '2.50',
      repaymentTerms: 'Repaid from the settlement, simple interest',
    });
    expect(answer.status).toBe(200);
    const [, approved] = await attorneyFeed.waitFor(2);
    expect(approved).toEqual({
      id: s.draft.id,
      caseId: s.record.id,
      status: 'approved',
      approvedAmount: '2500.00',
      interestRate: '2.50',
      decisionDate: '2026-11-02',
      partnerNote: null,
      abilities: { canRecordFunded: true },
    });
    const operatorEvents = await operatorFeed.waitFor(2);
    expect(operatorEvents[1]).toMatchObject({ status: 'approved', abilities: { canRecordFunded: false } });
    expect(clinicFeed.received).toEqual([]);
    expect(otherFeed.received).toEqual([]);
  });

  it('sends nothing for a refused answer, and follows the request when the case moves to another attorney', async () => {
    const s = await setup();
    const feed = collect<Event>(await open(s.lawyer.user.email), subscription, 'fundingRequestChanged', {
      caseId: s.record.id,
    });
    await untilSubscribed(t.app.services.live, 1);
    const token = tokenOf(await submit(s.attorney, s.draft.id));
    await feed.waitFor(1);
    const refused = await new TestClient(t.url).rest('POST', '/api/funding-partner/answer', {
      token,
      decision: 'approve',
      approvedAmount: '9000.00',
      interestRate: '2.50',
      repaymentTerms: 'From the settlement',
    });
    expect(refused.status).toBe(400);
    // The case leaves the attorney: the partner's answer is no longer theirs to see.
    const successor = await createAttorneyUser(t.dataSource);
    await t.dataSource.query(`UPDATE cases SET attorney_id = $2 WHERE id = $1`, [s.record.id, successor.attorney.id]);
    const declined = await new TestClient(t.url).rest('POST', '/api/funding-partner/answer', {
      token,
      decision: 'decline',
      note: 'Liability is disputed',
    });
    expect(declined.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(feed.received.map((event) => event.status)).toEqual(['submitted']);
  });
});
