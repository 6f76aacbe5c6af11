import type { Client } from 'graphql-ws';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient, untilSubscribed } from '../../../test/live-client';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  await untilSubscribed(t.app.services.live, 0);
});
afterAll(() => t.close());

async function signedInSocket(email: string): Promise<{ http: TestClient; socket: Client }> {
  const http = await signedInClient(t.url, email);
  const socket = socketClient(t.url, http.cookie);
  sockets.push(socket);
  return { http, socket };
}

/** Every subscription this file's test opened is live (each test starts with none). */
const live = (count: number) => untilSubscribed(t.app.services.live, count);

async function caseWithAttorney() {
  const clinic = await createClinicWithUsers(t.dataSource);
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  return { ...clinic, lawyer, record };
}

const billingSubscription = `subscription($caseId: Int) { billingStatusChanged(caseId: $caseId) { id status amount nextStatuses } }`;
const ledgerSubscription = `subscription($caseId: Int!) { caseLedgerChanged(caseId: $caseId) { caseId balance abilities { canRequestReduction reductionActions } } }`;

describe('billingStatusChanged', () => {
  it("reaches the case's attorney within a second of a status change, and no other clinic or attorney", async () => {
    const mine = await caseWithAttorney();
    const other = await caseWithAttorney();
    const staff = await signedInSocket(mine.staff.email);
    const attorney = await signedInSocket(mine.lawyer.user.email);
    const otherClinic = await signedInSocket(other.staff.email);
    const otherAttorney = await signedInSocket(other.lawyer.user.email);
    const streams = {
      attorney: collect<{ id: number; status: string; nextStatuses: string[] }>(
        attorney.socket,
        billingSubscription,
        'billingStatusChanged',
        {
          caseId: mine.record.id,
        },
      ),
      otherClinic: collect(otherClinic.socket, billingSubscription, 'billingStatusChanged'),
      otherAttorney: collect(otherAttorney.socket, billingSubscription, 'billingStatusChanged'),
      staff: collect<{ id: number; status: string }>(staff.socket, billingSubscription, 'billingStatusChanged'),
    };
    await live(4);

    const createdResult = await staff.http.gql<{ billingEntryCreate: { id: number } }>(
      `mutation { billingEntryCreate(input: { caseId: ${mine.record.id}, amount: "75.00" }) { id } }`,
    );
    const id = createdResult.data!.billingEntryCreate.id;
    const submittedAt = Date.now();
    await staff.http.gql(`mutation { billingStatusChange(input: { id: ${id}, status: submitted }) { id } }`);
    const delivered = await streams.attorney.waitFor(1, 1000);
    expect(Date.now() - submittedAt).toBeLessThan(1000);
    // The pending draft never reached the attorney: only the submitted bill did.
    expect(delivered.map((e) => [e.id, e.status, e.nextStatuses])).toEqual([[id, 'submitted', []]]);
    expect((await streams.staff.waitFor(2)).map((e) => e.status)).toEqual(['pending', 'submitted']);
    expect(streams.otherClinic.received).toEqual([]);
    expect(streams.otherAttorney.received).toEqual([]);
  });

  it("refuses to follow another clinic's case exactly like a missing one", async () => {
    const mine = await caseWithAttorney();
    const other = await caseWithAttorney();
    const { socket } = await signedInSocket(mine.staff.email);
    for (const caseId of [other.record.id, 99999999]) {
      const stream = collect(socket, billingSubscription, 'billingStatusChanged', { caseId });
      const { error } = await stream.waitForEnd();
      expect(JSON.stringify(error)).toContain('Case not found');
    }
  });
});

describe('caseLedgerChanged', () => {
  it("shows the attorney a bill's charge once it is submitted, never a draft's", async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const clinic = await signedInClient(t.url, staff.email);
    const attorney = await signedInSocket(lawyer.user.email);
    const stream = collect<{ balance: string }>(attorney.socket, ledgerSubscription, 'caseLedgerChanged', {
      caseId: record.id,
    });
    await live(1);
    const create = (amount: string) =>
      clinic.gql<{ billingEntryCreate: { id: number } }>(
        `mutation { billingEntryCreate(input: { caseId: ${record.id}, amount: "${amount}" }) { id } }`,
      );
    await create('640.00');
    const submitted = (await create('100.00')).data!.billingEntryCreate.id;
    await clinic.gql(`mutation { billingStatusChange(input: { id: ${submitted}, status: submitted }) { id } }`);
    // The drafts' creation changed no ledger: the first event is the submission's, without the draft's 640.00.
    const [first] = await stream.waitFor(1, 1000);
    expect(first.balance).toBe('100.00');
  });

  it("shows the clinic the attorney's reduction request at once, with the clinic's own actions", async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const clinic = await signedInSocket(staff.email);
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const bill = await clinic.http.gql<{ billingEntryCreate: { id: number } }>(
      `mutation { billingEntryCreate(input: { caseId: ${record.id}, amount: "1000.00" }) { id } }`,
    );
    await clinic.http.gql(
      `mutation { billingStatusChange(input: { id: ${bill.data!.billingEntryCreate.id}, status: submitted }) { id } }`,
    );
    const stream = collect<{ balance: string; abilities: { reductionActions: string[] } }>(
      clinic.socket,
      ledgerSubscription,
      'caseLedgerChanged',
      { caseId: record.id },
    );
    await live(1);
    const asked = await attorney.gql<{ reductionRequest: { reductionRequests: { id: number }[] } }>(
      `mutation { reductionRequest(input: { caseId: ${record.id}, percentage: "20", reason: "Limits" }) { reductionRequests { id } } }`,
    );
    const [first] = await stream.waitFor(1, 1000);
    expect(first.abilities.reductionActions).toEqual(['accept', 'reject', 'counter']);
    await clinic.http.gql(
      `mutation { reductionRespond(input: { requestId: ${asked.data!.reductionRequest.reductionRequests[0].id}, action: accept }) { caseId } }`,
    );
    const [, second] = await stream.waitFor(2, 1000);
    expect(second).toMatchObject({ balance: '800.00', abilities: { reductionActions: [] } });
  });
});
