import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createPatient,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { samplePdf } from '../../documents/__tests__/upload-fixtures';
import { recordsFollowUps } from '../records.jobs';

let t: TestApp;
const start = new Date('2026-05-04T14:00:00Z');
const clock = new TestClock(start);

beforeAll(async () => {
  t = await startTestApp({}, undefined, { clock });
}, 60_000);
beforeEach(() => clock.set(start));
afterAll(async () => {
  await t?.close();
});

const requestFields = `id caseId status requestMethod providerName providerClinicId requesterSide recordType priority
  dueDate overdue followUpCount lastFollowUpDate nextReminderDate receivedDate completionTime completionHours
  documentsReceived missingDocuments automatedReminders authorizationFileName authorizationUrl patientName
  disclosures { documentId kind fileName clinicName disclosedByName authorizationFileName downloadUrl }
  abilities { canMarkSent canRecordReceipt canAnswer canCancel canEdit }`;

interface RequestView {
  id: number;
  caseId: number;
  status: string;
  requestMethod: string;
  providerName: string;
  overdue: boolean;
  followUpCount: number;
  nextReminderDate: string | null;
  completionTime: number | null;
  completionHours: number | null;
  documentsReceived: string[];
  missingDocuments: string | null;
  authorizationUrl: string;
  disclosures: {
    documentId: number;
    kind: string;
    fileName: string;
    downloadUrl: string;
    authorizationFileName: string;
  }[];
  abilities: Record<string, boolean>;
}

async function upload(client: TestClient, caseId: number, name: string): Promise<number> {
  const form = new FormData();
  form.append('caseId', String(caseId));
  form.append('documentType', 'legal_document');
  form.append('file', new Blob([new Uint8Array(samplePdf)]), name);
  const response = await fetch(`${t.url}/api/documents/upload`, {
    method: 'POST',
    headers: { cookie: client.cookie! },
    body: form,
  });
  const body = (await response.json()) as { data: { id: number } };
  expect(response.status).toBe(201);
  return body.data.id;
}

async function world() {
  const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
  const lawyer = await createAttorneyUser(t.dataSource);
  const patient = await createPatient(t.dataSource, clinic.id, { date_of_birth: '1985-02-03' });
  const record = await createCase(t.dataSource, {
    clinicId: clinic.id,
    patientId: patient.id,
    attorneyId: lawyer.attorney.id,
  });
  const staffClient = await signedInClient(t.url, staff.email);
  const attorneyClient = await signedInClient(t.url, lawyer.user.email);
  const authorizationId = await upload(attorneyClient, record.id, 'hipaa-authorization.pdf');
  return { clinic, staff, admin, lawyer, patient, record, staffClient, attorneyClient, authorizationId };
}

const create = (client: TestClient, input: Record<string, unknown>) =>
  client.gql<{ recordsRequestCreate: RequestView }>(
    `mutation($input: RecordsRequestCreateInput!) { recordsRequestCreate(input: $input) { ${requestFields} } }`,
    { input },
  );

const answer = (client: TestClient, input: Record<string, unknown>) =>
  client.gql<{ recordsRequestAnswer: RequestView }>(
    `mutation($input: RecordsRequestAnswerInput!) { recordsRequestAnswer(input: $input) { ${requestFields} } }`,
    { input },
  );

const getRequest = async (client: TestClient, id: number) =>
  (
    await client.gql<{ recordsRequest: RequestView | null }>(
      `query($id: Int!) { recordsRequest(id: $id) { ${requestFields} } }`,
      { id },
    )
  ).data!.recordsRequest;

describe('records retrieval', () => {
  it('a law firm requests records from the case clinic on the platform; the clinic answers with a document and the statement the same day; the attorney reads exactly those', async () => {
    const w = await world();
    const xray = await upload(w.staffClient, w.record.id, 'x-ray-report.pdf');
    // Another patient's document at the same clinic: never offered, never readable through the request.
    const otherCase = await createCase(t.dataSource, { clinicId: w.clinic.id });
    const otherDoc = await upload(w.staffClient, otherCase.id, 'other-patient.pdf');
    await createBillingEntry(t.dataSource, { clinicId: w.clinic.id, caseId: w.record.id, amount: '250.00' });

    const created = await create(w.attorneyClient, {
      caseId: w.record.id,
      requestMethod: 'platform',
      providerClinicId: w.clinic.id,
      recordType: 'records_and_bills',
      authorizationDocumentId: w.authorizationId,
      dueDate: '2026-05-20',
      priority: 'high',
    });
    expect(created.errors).toBeUndefined();
    const request = created.data!.recordsRequestCreate;
    expect(request).toMatchObject({
      status: 'sent',
      providerName: w.clinic.name,
      followUpCount: 0,
      overdue: false,
      nextReminderDate: '2026-05-11T14:00:00.000Z',
      abilities: { canCancel: true, canAnswer: false, canRecordReceipt: false },
    });

    // The clinic hears of it and sees it in its inbox, answerable.
    const notices = (await t.dataSource.query(
      `SELECT kind, link FROM notifications WHERE user_id = $1 AND kind = 'records_request'`,
      [w.staff.id],
    )) as { kind: string; link: string }[];
    expect(notices).toEqual([{ kind: 'records_request', link: `/records-requests?request=${request.id}` }]);
    const inbox = await w.staffClient.gql<{ recordsRequests: { nodes: RequestView[] } }>(
      `{ recordsRequests(filter: { inbox: true }) { nodes { id abilities { canAnswer } } } }`,
    );
    expect(inbox.data!.recordsRequests.nodes).toEqual([{ id: request.id, abilities: { canAnswer: true } }]);

    const sources = await w.staffClient.gql<{
      recordsRequestSources: { documents: { id: number }[]; statementCases: { caseId: number }[] };
    }>(`query($id: Int!) { recordsRequestSources(id: $id) { documents { id } statementCases { caseId } } }`, {
      id: request.id,
    });
    expect(sources.data!.recordsRequestSources.documents.map((d) => d.id)).toEqual([xray]);
    expect(sources.data!.recordsRequestSources.statementCases).toEqual([{ caseId: w.record.id }]);

    // A document that is not this patient's is refused and changes nothing.
    const foreign = await answer(w.staffClient, { id: request.id, documentIds: [otherDoc] });
    expect(foreign.errors?.[0].message).toMatch(/not one of this patient's documents/);
    expect((await getRequest(w.attorneyClient, request.id))!.status).toBe('sent');

    clock.set(new Date('2026-05-04T17:30:00Z'));
    const answered = await answer(w.staffClient, { id: request.id, documentIds: [xray], statementCaseId: w.record.id });
    expect(answered.errors).toBeUndefined();
    const done = answered.data!.recordsRequestAnswer;
    expect(done).toMatchObject({
      status: 'received',
      completionTime: 210,
      completionHours: 3.5,
      nextReminderDate: null,
    });
    expect(done.disclosures.map((d) => [d.kind, d.authorizationFileName])).toEqual([
      ['document', 'hipaa-authorization.pdf'],
      ['statement', 'hipaa-authorization.pdf'],
    ]);
    expect(done.documentsReceived).toEqual([
      'x-ray-report.pdf',
      expect.stringMatching(/^statement-CASE-TEST-.*\.pdf$/),
    ]);

    // The attorney downloads exactly those; nothing else of the clinic through the request.
    const seen = (await getRequest(w.attorneyClient, request.id))!;
    for (const disclosure of seen.disclosures) {
      const response = await w.attorneyClient.request('GET', disclosure.downloadUrl);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('%PDF');
    }
    const notDisclosed = await w.attorneyClient.request(
      'GET',
      `/api/records-requests/${request.id}/documents/${otherDoc}`,
    );
    expect(notDisclosed.status).toBe(404);

    // Audited on both sides: the disclosure (the clinic) and the download (the attorney), with the authorization.
    const audit = (await t.dataSource.query(
      `SELECT entity_type AS "entityType", action, changed_by AS "changedBy", new_values AS "newValues"
         FROM audit_logs WHERE entity_type IN ('records_disclosure', 'records_request') AND (new_values->>'requestId')::int = $1
        ORDER BY id`,
      [request.id],
    )) as { entityType: string; action: string; changedBy: string; newValues: { authorizationDocumentId: number } }[];
    expect(audit.map((row) => [row.action, row.changedBy])).toEqual([
      ['disclose', w.staff.id],
      ['disclose', w.staff.id],
      ['download', w.lawyer.user.id],
      ['download', w.lawyer.user.id],
    ]);
    expect(audit.every((row) => row.newValues.authorizationDocumentId === w.authorizationId)).toBe(true);

    // Received is final.
    const again = await answer(w.staffClient, { id: request.id, documentIds: [xray] });
    expect(again.errors?.[0].message).toBe('This request is already received; it can no longer change');

    // The case's timeline shows the request and its answer, to both sides.
    for (const client of [w.attorneyClient, w.staffClient]) {
      const timeline = await client.gql<{ caseTimeline: { nodes: { kind: string; event: string }[] } }>(
        `query($caseId: Int!) { caseTimeline(caseId: $caseId, kinds: [records]) { nodes { kind event } } }`,
        { caseId: w.record.id },
      );
      expect(timeline.errors).toBeUndefined();
      expect(timeline.data!.caseTimeline.nodes.map((item) => item.event).sort()).toEqual(['received', 'requested']);
    }
  });

  it('another clinic on the platform answers for its own patient (same name and birth date): partial keeps it open, a third clinic sees nothing', async () => {
    const w = await world();
    const other = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
    const third = await createClinicWithUsers(t.dataSource);
    const twin = await createPatient(t.dataSource, other.clinic.id, {
      first_name: (w.patient as unknown as { first_name: string }).first_name,
      last_name: (w.patient as unknown as { last_name: string }).last_name,
      date_of_birth: '1985-02-03',
    });
    const twinCase = await createCase(t.dataSource, { clinicId: other.clinic.id, patientId: twin.id });
    const otherStaff = await signedInClient(t.url, other.staff.email);
    const mri = await upload(otherStaff, twinCase.id, 'mri.pdf');

    const request = (
      await create(w.attorneyClient, {
        caseId: w.record.id,
        requestMethod: 'platform',
        providerClinicId: other.clinic.id,
        recordType: 'medical_records',
        authorizationDocumentId: w.authorizationId,
        dueDate: '2026-05-30',
      })
    ).data!.recordsRequestCreate;

    // The case's own clinic does not see the attorney's request to another provider; the third clinic neither.
    expect(await getRequest(w.staffClient, request.id)).toBeNull();
    const thirdClient = await signedInClient(t.url, third.staff.email);
    expect(await getRequest(thirdClient, request.id)).toBeNull();
    const thirdAnswer = await answer(thirdClient, { id: request.id, documentIds: [mri] });
    expect(thirdAnswer.errors?.[0].message).toBe('Records request not found');

    // The answering clinic reads the authorization it answers under.
    const authorization = await otherStaff.request('GET', request.authorizationUrl);
    expect(authorization.status).toBe(200);

    const partial = await answer(otherStaff, {
      id: request.id,
      documentIds: [mri],
      missingDocuments: 'Chiropractic notes from March',
    });
    expect(partial.errors).toBeUndefined();
    expect(partial.data!.recordsRequestAnswer).toMatchObject({
      status: 'partial',
      missingDocuments: 'Chiropractic notes from March',
      completionTime: null,
      abilities: { canAnswer: true },
    });
    const notes = await upload(otherStaff, twinCase.id, 'march-notes.pdf');
    const complete = await answer(otherStaff, { id: request.id, documentIds: [notes] });
    expect(complete.data!.recordsRequestAnswer).toMatchObject({ status: 'received', missingDocuments: null });
    expect(complete.data!.recordsRequestAnswer.disclosures.map((d) => d.fileName)).toEqual([
      'mri.pdf',
      'march-notes.pdf',
    ]);

    const download = await w.attorneyClient.request('GET', `/api/records-requests/${request.id}/documents/${mri}`);
    expect(download.status).toBe(200);
    // Not through the documents endpoint: the disclosure gives nothing else.
    expect((await w.attorneyClient.request('GET', `/api/documents/${mri}/download`)).status).toBe(404);
  });

  it('refuses every other move with a message and changes nothing on bad input', async () => {
    const w = await world();
    const foreignCase = await createCase(t.dataSource, { clinicId: w.clinic.id, attorneyId: w.lawyer.attorney.id });
    const foreignAuthorization = await upload(w.attorneyClient, foreignCase.id, 'other-auth.pdf');
    const base = {
      caseId: w.record.id,
      requestMethod: 'fax',
      providerName: 'County Imaging',
      providerType: 'imaging',
      providerFax: '555-0100',
      recordType: 'imaging',
      authorizationDocumentId: w.authorizationId,
      dueDate: '2026-05-25',
    };
    const count = async () =>
      Number(
        (
          (await t.dataSource.query(`SELECT count(*) AS n FROM records_retrieval WHERE case_id = $1`, [
            w.record.id,
          ])) as {
            n: string;
          }[]
        )[0].n,
      );

    for (const [input, message] of [
      [{ ...base, authorizationDocumentId: foreignAuthorization }, "Attach the patient's signed authorization"],
      [{ ...base, dueDate: '2026-05-01' }, 'Due date cannot be in the past'],
      [{ ...base, providerFax: null }, 'Provider fax is required'],
      [{ ...base, requestMethod: 'email', providerEmail: 'not-an-email' }, 'e-mail'],
      [{ ...base, providerName: '' }, 'Provider name is required'],
    ] as const) {
      const refused = await create(w.attorneyClient, input);
      expect(refused.errors?.[0].message ?? JSON.stringify(refused.errors)).toMatch(new RegExp(message, 'i'));
    }
    const clinicPlatform = await create(w.staffClient, {
      ...base,
      requestMethod: 'platform',
      providerClinicId: w.clinic.id,
    });
    expect(clinicPlatform.errors?.[0].message).toBe(
      'A clinic logs requests to outside providers: e-mail, fax or portal',
    );
    expect(await count()).toBe(0);

    // Fax: pending until marked sent; a receipt before that is refused.
    const fax = (await create(w.attorneyClient, base)).data!.recordsRequestCreate;
    expect(fax).toMatchObject({ status: 'pending', abilities: { canMarkSent: true } });
    const early = await w.attorneyClient.gql(
      `mutation { recordsRequestRecordReceipt(input: { id: ${fax.id}, documentsReceived: ["films"] }) { id } }`,
    );
    expect(early.errors?.[0].message).toBe('This request has not been sent yet; mark it sent first');
    // The clinic cannot act on the attorney's request (it does not even see it).
    const clinicCancel = await w.staffClient.gql(
      `mutation { recordsRequestCancel(input: { id: ${fax.id}, reason: "no" }) { id } }`,
    );
    expect(clinicCancel.errors?.[0].message).toBe('Records request not found');

    const sent = await w.attorneyClient.gql<{ recordsRequestMarkSent: RequestView }>(
      `mutation { recordsRequestMarkSent(id: ${fax.id}) { status } }`,
    );
    expect(sent.data!.recordsRequestMarkSent.status).toBe('sent');
    const cancelled = await w.attorneyClient.gql<{ recordsRequestCancel: RequestView }>(
      `mutation { recordsRequestCancel(input: { id: ${fax.id}, reason: "Duplicate" }) { status abilities { canCancel } } }`,
    );
    expect(cancelled.data!.recordsRequestCancel).toEqual({ status: 'cancelled', abilities: { canCancel: false } });
    const afterCancel = await w.attorneyClient.gql(
      `mutation { recordsRequestRecordReceipt(input: { id: ${fax.id}, documentsReceived: ["films"] }) { id } }`,
    );
    expect(afterCancel.errors?.[0].message).toBe('This request is cancelled; it can no longer change');

    // The clinic logs its own request to an outside provider, and records what arrived.
    const own = (
      await create(w.staffClient, {
        ...base,
        requestMethod: 'portal',
        providerFax: null,
        providerName: 'Mercy Hospital',
      })
    ).data!.recordsRequestCreate;
    expect(own).toMatchObject({ status: 'pending', abilities: { canMarkSent: true } });
    expect(await getRequest(w.attorneyClient, own.id)).toBeNull();
    await w.staffClient.gql(`mutation { recordsRequestMarkSent(id: ${own.id}) { id } }`);
    clock.set(new Date('2026-05-06T14:00:00Z'));
    const receipt = await w.staffClient.gql<{ recordsRequestRecordReceipt: RequestView }>(
      `mutation { recordsRequestRecordReceipt(input: { id: ${own.id}, documentsReceived: ["ER records"] }) { status completionTime documentsReceived } }`,
    );
    expect(receipt.data!.recordsRequestRecordReceipt).toEqual({
      status: 'received',
      completionTime: 2880,
      documentsReceived: ['ER records'],
    });
  });

  it('follows up on the job queue until received, stops when reminders are off, and tells the requester once when overdue', async () => {
    const w = await world();
    const request = (
      await create(w.attorneyClient, {
        caseId: w.record.id,
        requestMethod: 'email',
        providerName: 'Mercy Hospital',
        providerType: 'hospital',
        providerEmail: 'records@mercy.example',
        recordType: 'billing_records',
        authorizationDocumentId: w.authorizationId,
        dueDate: '2026-05-14',
      })
    ).data!.recordsRequestCreate;
    const mails = async () =>
      (await t.dataSource.query(
        `SELECT subject, body_text AS text FROM outbound_emails WHERE to_address = 'records@mercy.example' AND subject LIKE $1 ORDER BY id`,
        [`%request ${request.id} %`],
      )) as { subject: string; text: string }[];
    let sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain((w.patient as unknown as { last_name: string }).last_name);
    expect(sent[0].text).not.toContain(w.record.case_number);

    const sweep = async () => {
      await t.app.services.jobs.send(recordsFollowUps, {});
      await t.app.services.jobs.runDue(recordsFollowUps);
    };
    clock.set(new Date('2026-05-10T14:00:00Z'));
    await sweep();
    expect((await getRequest(w.attorneyClient, request.id))!.followUpCount).toBe(0);

    clock.set(new Date('2026-05-11T15:00:00Z'));
    await sweep();
    await sweep();
    let seen = (await getRequest(w.attorneyClient, request.id))!;
    expect(seen).toMatchObject({ followUpCount: 1, nextReminderDate: '2026-05-18T15:00:00.000Z' });
    sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Records request/),
      expect.stringMatching(/^Follow-up 1: records request/),
    ]);

    // Overdue: one notice to the requester.
    clock.set(new Date('2026-05-15T15:00:00Z'));
    await sweep();
    await sweep();
    const overdue = (await t.dataSource.query(
      `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'records_request' AND title LIKE '%overdue%'`,
      [w.lawyer.user.id],
    )) as { title: string }[];
    expect(overdue).toEqual([{ title: 'Records request to Mercy Hospital is overdue (due 2026-05-14)' }]);
    expect((await getRequest(w.attorneyClient, request.id))!.overdue).toBe(true);

    // Reminders off: no more follow-ups.
    const off = await w.attorneyClient.gql<{ recordsRequestUpdate: RequestView }>(
      `mutation { recordsRequestUpdate(input: { id: ${request.id}, automatedReminders: false }) { automatedReminders nextReminderDate } }`,
    );
    expect(off.data!.recordsRequestUpdate).toEqual({ automatedReminders: false, nextReminderDate: null });
    clock.set(new Date('2026-06-30T15:00:00Z'));
    await sweep();
    seen = (await getRequest(w.attorneyClient, request.id))!;
    expect(seen.followUpCount).toBe(1);
  });

  it('answers REST in the spec style', async () => {
    const w = await world();
    const posted = await w.attorneyClient.rest<{ success: boolean; data: RequestView }>(
      'POST',
      '/api/records-requests',
      {
        caseId: w.record.id,
        requestMethod: 'platform',
        providerClinicId: w.clinic.id,
        recordType: 'medical_records',
        authorizationDocumentId: w.authorizationId,
        dueDate: '2026-05-20',
      },
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ success: true, data: { status: 'sent', priority: 'normal' } });
    const list = await w.attorneyClient.rest<{
      success: boolean;
      data: { id: number }[];
      total: number;
      nextCursor: string | null;
    }>('GET', `/api/records-requests?caseId=${w.record.id}`);
    expect(list.body.data.map((row) => row.id)).toEqual([posted.body.data.id]);
    expect(list.body).toMatchObject({ total: 1, nextCursor: null });
    const one = await w.staffClient.rest('GET', `/api/records-requests/${posted.body.data.id}`);
    expect(one.body).toMatchObject({ success: true, data: { id: posted.body.data.id } });
    const bad = await w.attorneyClient.rest('POST', '/api/records-requests', { caseId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false });
    const badStatus = await w.attorneyClient.rest('GET', '/api/records-requests?status=lost');
    expect(badStatus.status).toBe(400);
    const missing = await w.attorneyClient.rest('GET', '/api/records-requests/999999999');
    expect(missing).toMatchObject({ status: 404, body: { success: false } });
  });

  it('pages the list in its order (overdue, open, the rest, by due date) with a total, for each side (decision 431)', async () => {
    const w = await world();
    const fax = (provider: string, dueDate: string) =>
      create(w.attorneyClient, {
        caseId: w.record.id,
        requestMethod: 'fax',
        providerName: provider,
        providerType: 'imaging',
        providerFax: '555-0100',
        recordType: 'imaging',
        authorizationDocumentId: w.authorizationId,
        dueDate,
      });
    const ids: Record<string, number> = {};
    for (const [name, due] of [
      ['late', '2026-05-30'],
      ['soon', '2026-05-10'],
      ['later', '2026-06-20'],
      ['cancelled', '2026-05-06'],
      ['next', '2026-05-12'],
    ] as const) {
      const made = await fax(`Imaging ${name}`, due);
      expect(made.errors).toBeUndefined();
      ids[name] = made.data!.recordsRequestCreate.id;
    }
    await t.dataSource.query(`UPDATE records_retrieval SET due_date = '2026-05-01' WHERE id = $1`, [ids.late]);
    await t.dataSource.query(`UPDATE records_retrieval SET status = 'cancelled' WHERE id = $1`, [ids.cancelled]);
    // The clinic logs one of its own, to an outside provider: the firm never reads it.
    const own = await create(w.staffClient, {
      caseId: w.record.id,
      requestMethod: 'fax',
      providerName: 'Outside Ortho',
      providerType: 'hospital',
      providerFax: '555-0101',
      recordType: 'medical_records',
      authorizationDocumentId: await upload(w.staffClient, w.record.id, 'clinic-authorization.pdf'),
      dueDate: '2026-05-15',
    });
    expect(own.errors).toBeUndefined();

    type Page = {
      nodes: { id: number }[];
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
      totalCount: number;
    };
    const page = async (client: TestClient, after: string | null, filter: Record<string, unknown> = {}) => {
      const result = await client.gql<{ recordsRequests: Page }>(
        `query($filter: RecordsRequestFilter, $after: String) {
           recordsRequests(filter: $filter, first: 2, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } totalCount } }`,
        { filter: { caseId: w.record.id, ...filter }, after },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.recordsRequests;
    };
    const all = async (client: TestClient, filter: Record<string, unknown> = {}) => {
      const seen: number[] = [];
      let after: string | null = null;
      for (let pages = 0; pages < 10; pages += 1) {
        const next: Page = await page(client, after, filter);
        expect(next.nodes.length).toBeLessThanOrEqual(2);
        seen.push(...next.nodes.map((node) => node.id));
        if (!next.pageInfo.hasNextPage) return { seen, total: next.totalCount };
        after = next.pageInfo.endCursor;
      }
      throw new Error('more pages than requests');
    };
    const firm = await all(w.attorneyClient);
    expect(firm).toEqual({ seen: [ids.late, ids.soon, ids.next, ids.later, ids.cancelled], total: 5 });
    const open = await all(w.attorneyClient, { open: true });
    expect(open).toEqual({ seen: [ids.late, ids.soon, ids.next, ids.later], total: 4 });
    const clinicOwn = await all(w.staffClient, { mine: true });
    expect(clinicOwn).toEqual({ seen: [own.data!.recordsRequestCreate.id], total: 1 });
    expect((await all(w.attorneyClient, { mine: true })).total).toBe(5);

    const tampered = await w.attorneyClient.gql(
      `{ recordsRequests(first: 2, after: "bm90IGEgY3Vyc29y") { totalCount } }`,
    );
    expect(tampered.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await w.attorneyClient.rest<{ data: { id: number }[]; total: number; nextCursor: string | null }>(
      'GET',
      `/api/records-requests?caseId=${w.record.id}&limit=2`,
    );
    expect(rest.body.data.map((row) => row.id)).toEqual([ids.late, ids.soon]);
    expect(rest.body.total).toBe(5);
    const second = await w.attorneyClient.rest<{ data: { id: number }[] }>(
      'GET',
      `/api/records-requests?caseId=${w.record.id}&limit=2&cursor=${encodeURIComponent(rest.body.nextCursor!)}`,
    );
    expect(second.body.data.map((row) => row.id)).toEqual([ids.next, ids.later]);
  });

  it('follows the case to its new firm on a transfer: the new firm lists and acts on the request, the old one reads nothing (decision 509)', async () => {
    const w = await world();
    const made = await create(w.attorneyClient, {
      caseId: w.record.id,
      requestMethod: 'fax',
      providerName: 'County Imaging',
      providerType: 'imaging',
      providerFax: '555-0100',
      recordType: 'imaging',
      authorizationDocumentId: w.authorizationId,
      dueDate: '2026-05-20',
    });
    expect(made.errors).toBeUndefined();
    const requestId = made.data!.recordsRequestCreate.id;
    const successor = await createAttorneyUser(t.dataSource);
    const successorClient = await signedInClient(t.url, successor.user.email);
    const listed = async (client: TestClient) =>
      (
        await client.gql<{ recordsRequests: { nodes: { id: number }[]; totalCount: number } }>(
          `{ recordsRequests(first: 20) { nodes { id } totalCount } }`,
        )
      ).data!.recordsRequests;
    expect(await listed(successorClient)).toEqual({ nodes: [], totalCount: 0 });

    const transfer = await w.staffClient.gql(
      `mutation($id: Int!, $input: CaseTransferInput!) { caseTransfer(id: $id, input: $input) { id } }`,
      { id: w.record.id, input: { toAttorneyId: successor.attorney.id, reason: 'Client changed firms' } },
    );
    expect(transfer.errors).toBeUndefined();

    expect(await listed(successorClient)).toEqual({ nodes: [{ id: requestId }], totalCount: 1 });
    expect((await getRequest(successorClient, requestId))?.abilities).toMatchObject({
      canMarkSent: true,
      canCancel: true,
    });
    expect(await listed(w.attorneyClient)).toEqual({ nodes: [], totalCount: 0 });
    expect(await getRequest(w.attorneyClient, requestId)).toBeNull();
    const [row] = await t.dataSource.query(`SELECT attorney_id FROM records_retrieval WHERE id = $1`, [requestId]);
    expect(row.attorney_id).toBe(successor.attorney.id);

    // A cursor whose order value is not a whole number is refused as input, not sent to PostgreSQL.
    const badKey = Buffer.from(JSON.stringify(['2026-05-20', requestId])).toString('base64url');
    const refused = await successorClient.gql(
      `query($after: String) { recordsRequests(first: 1, after: $after) { totalCount } }`,
      {
        after: badKey,
      },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
