import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createPatient,
  createSignedNote,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text.cjs';
import { Role } from '../../../platform/access/role';
import { TestClock } from '../../../platform/jobs/clock';

let t: TestApp;
const clock = new TestClock(new Date('2026-11-20T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({}, (config) => config, { clock });
});
afterAll(() => t.close());

const signedIn = (email: string) => signedInClient(t.url, email);
const transferMutation = `mutation($id: Int!, $input: CaseTransferInput!) { caseTransfer(id: $id, input: $input) { id attorneyId } }`;

/** A case of a clinic held by one attorney, with something of every kind hanging off it. */
async function caseWithEverything() {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource, {
    name: 'Harbor Spine & Rehab',
    address: '12 Pier Road',
    city: 'Portland',
    state: 'ME',
    zip_code: '04101',
  });
  const from = await createAttorneyUser(t.dataSource);
  const to = await createAttorneyUser(t.dataSource);
  await t.dataSource.query(
    `UPDATE attorneys SET first_name = 'Nora', last_name = 'Quill', firm_name = 'Quill & Mast LLP' WHERE id = $1`,
    [to.attorney.id],
  );
  const patient = await createPatient(t.dataSource, clinic.id, { first_name: 'Dana', last_name: 'Whitlock' });
  const record = await createCase(t.dataSource, {
    clinicId: clinic.id,
    patientId: patient.id,
    attorneyId: from.attorney.id,
  });
  const provider = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
  await createSignedNote(t.dataSource, {
    clinicId: clinic.id,
    patientId: patient.id,
    caseId: record.id,
    providerId: provider.id,
    procedures: [{ code: '98940', units: 1, diagnosisPointers: [1] }],
    diagnosisCodes: ['S13.4XXA'],
  });
  await t.dataSource.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, effective_date) VALUES
       ($1, $2, 'charge', 1200.00, 'Initial exam and adjustments', '2026-09-02'),
       ($1, $2, 'charge', 450.50, 'Re-exam and therapy', '2026-10-07'),
       ($1, $2, 'payment', 300.00, 'MedPay payment received', '2026-10-20'),
       ($1, $2, 'reduction', 150.25, 'Agreed reduction', '2026-11-02'),
       ($1, $2, 'write_off', 25.00, 'Small balance write-off', '2026-11-03')`,
    [record.id, clinic.id],
  );
  const [message] = (await t.dataSource.query(
    `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, message_type)
     VALUES ($1, $2, $3, 'attorney', 'Records', 'The MRI report is attached', 'attorney') RETURNING id`,
    [record.id, clinic.id, staff.id],
  )) as { id: number }[];
  const [document] = (await t.dataSource.query(
    `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, is_confidential)
     VALUES ($1, $2, $3, 'mri.pdf', 'application/pdf', 10, $4, false) RETURNING id`,
    [record.id, clinic.id, staff.id, `test/${record.id}/mri.pdf`],
  )) as { id: number }[];
  await t.dataSource.query(
    `INSERT INTO notifications (user_id, kind, title, link, case_id, clinic_id) VALUES ($1, 'message', $2, $3, $4, $5)`,
    [from.user.id, `New message on ${record.case_number}`, `/cases/${record.id}?tab=messages`, record.id, clinic.id],
  );
  const [chat] = (await t.dataSource.query(
    `INSERT INTO ai_chat_sessions (user_id, case_id, session_type, title) VALUES ($1, $2, 'case_analysis', 'About the case') RETURNING id`,
    [from.user.id, record.id],
  )) as { id: number }[];
  return { clinic, staff, from, to, patient, record, messageId: message.id, documentId: document.id, chatId: chat.id };
}

type World = Awaited<ReturnType<typeof caseWithEverything>>;

/** Every way an attorney reads something of the case: true when the path shows it. */
function readPaths(w: World): Record<string, (client: TestClient) => Promise<boolean>> {
  const gqlData = async (client: TestClient, query: string, variables: Record<string, unknown> = {}) =>
    (await client.gql<Record<string, unknown>>(query, variables)).data ?? null;
  const id = w.record.id;
  return {
    'the case (GraphQL)': async (c) =>
      ((await gqlData(c, `query($id: Int!) { case(id: $id) { id } }`, { id }))?.case ?? null) !== null,
    'the case (REST)': async (c) => (await c.rest('GET', `/api/cases/${id}`)).status === 200,
    'the cases list': async (c) =>
      JSON.stringify(await gqlData(c, `{ cases(first: 100) { nodes { id } } }`)).includes(`"id":${id}}`),
    'the patient (GraphQL)': async (c) =>
      ((await gqlData(c, `query($id: Int!) { patient(id: $id) { id } }`, { id: w.patient.id }))?.patient ?? null) !==
      null,
    'the patient (REST)': async (c) => (await c.rest('GET', `/api/patients/${w.patient.id}`)).status === 200,
    'the patients list': async (c) =>
      JSON.stringify(await gqlData(c, `{ patients(first: 100) { nodes { id } } }`)).includes(`"id":${w.patient.id}}`),
    messages: async (c) =>
      JSON.stringify(
        await gqlData(c, `query($id: Int!) { messages(caseId: $id, first: 50) { nodes { id } } }`, { id }),
      ).includes(`"id":${w.messageId}}`),
    'message conversations': async (c) =>
      JSON.stringify(await gqlData(c, `{ messageConversations(first: 50) { nodes { caseId } } }`)).includes(
        `"caseId":${id}`,
      ),
    'messages (REST)': async (c) =>
      JSON.stringify((await c.rest('GET', `/api/messages?caseId=${id}`)).body).includes('The MRI report'),
    documents: async (c) =>
      JSON.stringify(
        await gqlData(c, `query($id: Int!) { documents(caseId: $id, first: 50) { nodes { id } } }`, { id }),
      ).includes(`"id":${w.documentId}}`),
    'document download': async (c) =>
      (await c.request('GET', `/api/documents/${w.documentId}/download`)).status !== 404,
    'the lien ledger (GraphQL)': async (c) =>
      ((await gqlData(c, `query($id: Int!) { caseLedger(caseId: $id) { balance } }`, { id }))?.caseLedger ?? null) !==
      null,
    'the lien ledger (REST)': async (c) => (await c.rest('GET', `/api/v1/cases/${id}/ledger`)).status === 200,
    'treatment notes': async (c) =>
      (
        (await gqlData(c, `query($id: Int!) { caseTreatmentNotes(caseId: $id) { id } }`, { id }))
          ?.caseTreatmentNotes as unknown[] | undefined
      )?.length === 1,
    'notifications that link it': async (c) =>
      JSON.stringify(await gqlData(c, `{ notifications(first: 50) { nodes { caseId } } }`)).includes(`"caseId":${id}`),
    'the attorney dashboard': async (c) =>
      JSON.stringify(await gqlData(c, `{ attorneyDashboard { clinics { clinicId totalCases } } }`)).includes(
        `"clinicId":${w.clinic.id}`,
      ),
    'the portal summary': async (c) =>
      (
        (await gqlData(c, `{ attorneyPortalSummary { activeCases } }`))?.attorneyPortalSummary as {
          activeCases: number;
        }
      )?.activeCases === 1,
    'the portal export (CSV)': async (c) =>
      (await (await c.request('GET', '/api/attorney-portal/cases.csv')).text()).includes(w.record.case_number),
    'AI predictions': async (c) =>
      ((await gqlData(c, `query($id: Int!) { casePredictions(caseId: $id) { caseId } }`, { id }))?.casePredictions ??
        null) !== null,
    'AI chat about the case': async (c) =>
      JSON.stringify(
        await gqlData(c, `query($id: Int!) { aiChatSession(id: $id) { session { caseId caseNumber } } }`, {
          id: w.chatId,
        }),
      ).includes(`"caseId":${id}`),
    'AI chats list': async (c) =>
      JSON.stringify(await gqlData(c, `{ aiChatSessions(first: 50) { nodes { id } } }`)).includes(`"id":${w.chatId}}`),
  };
}

describe('substitution of counsel', () => {
  it('leaves the old attorney read access to nothing of the case, path by path, and gives it to the new one', async () => {
    const w = await caseWithEverything();
    const oldAttorney = await signedIn(w.from.user.email);
    const newAttorney = await signedIn(w.to.user.email);
    const paths = readPaths(w);
    const read = async (client: TestClient) =>
      Object.fromEntries(
        await Promise.all(Object.entries(paths).map(async ([name, path]) => [name, await path(client)])),
      );
    const everything = (value: boolean) => Object.fromEntries(Object.keys(paths).map((name) => [name, value]));

    expect(await read(oldAttorney)).toEqual(everything(true));
    const transfer = await (
      await signedIn(w.staff.email)
    ).gql(transferMutation, {
      id: w.record.id,
      input: { toAttorneyId: w.to.attorney.id, reason: 'Substitution of counsel' },
    });
    expect(transfer.errors).toBeUndefined();

    expect(await read(oldAttorney)).toEqual(everything(false));
    // The new attorney reads the case at once (the notification about the old one's message is the old one's alone).
    const fresh = await read(newAttorney);
    expect({
      ...fresh,
      'notifications that link it': true,
      'AI chat about the case': true,
      'AI chats list': true,
    }).toEqual(everything(true));
  });

  it('sends the new attorney a lien notice with the balance to date, in the transfer, that both sides can download', async () => {
    const w = await caseWithEverything();
    const staff = await signedIn(w.staff.email);
    const result = await staff.gql(transferMutation, {
      id: w.record.id,
      input: { toAttorneyId: w.to.attorney.id, reason: 'Substitution of counsel' },
    });
    expect(result.data).toEqual({ caseTransfer: { id: w.record.id, attorneyId: w.to.attorney.id } });

    const listQuery = `query($id: Int!) { lienNotices(caseId: $id) { id caseNumber toAttorneyId toAttorneyName asOf
      totalCharges totalPayments totalReductions totalWriteOffs balance pdfUrl } }`;
    const newAttorney = await signedIn(w.to.user.email);
    const notices = (await newAttorney.gql<{ lienNotices: Record<string, unknown>[] }>(listQuery, { id: w.record.id }))
      .data!.lienNotices;
    expect(notices).toEqual([
      {
        id: expect.any(Number),
        caseNumber: w.record.case_number,
        toAttorneyId: w.to.attorney.id,
        toAttorneyName: 'Nora Quill',
        asOf: '2026-11-20',
        totalCharges: '1650.50',
        totalPayments: '300.00',
        totalReductions: '150.25',
        totalWriteOffs: '25.00',
        balance: '1175.25',
        pdfUrl: `/api/lien-notices/${notices[0].id as number}/notice.pdf`,
      },
    ]);
    const noticeId = notices[0].id as number;
    // The clinic sees the same notice; the old attorney sees none, and its PDF answers as missing.
    expect(
      (await staff.gql<{ lienNotices: { id: number }[] }>(listQuery, { id: w.record.id })).data!.lienNotices,
    ).toEqual([expect.objectContaining({ id: noticeId })]);
    const oldAttorney = await signedIn(w.from.user.email);
    expect(
      (await oldAttorney.gql<{ lienNotices: unknown[] }>(listQuery, { id: w.record.id })).data!.lienNotices,
    ).toEqual([]);
    expect((await oldAttorney.request('GET', `/api/lien-notices/${noticeId}/notice.pdf`)).status).toBe(404);

    for (const client of [newAttorney, staff]) {
      const pdf = await client.request('GET', `/api/lien-notices/${noticeId}/notice.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
      for (const expected of [
        'Harbor Spine & Rehab',
        '12 Pier Road',
        'Notice of lien',
        `Case: ${w.record.case_number}`,
        'To: Nora Quill',
        'Balance to date: $1,175.25',
        'Dear Nora Quill, Quill & Mast LLP,',
        'Re: Dana Whitlock',
        'As of 2026-11-20 we have billed $1,650.50, received $300.00 in payments, and granted $150.25 in reductions and $25.00 in write-offs. The balance of the lien to date is $1,175.25.',
        'Initial exam and adjustments',
        'Write-off',
        'Balance $1,175.25',
      ])
        expect(text).toContain(expected);
    }

    // Delivered: a notification linking the notice, and its e-mail (no PHI: the link only).
    const [notification] = (await t.dataSource.query(
      `SELECT title, body, link FROM notifications WHERE user_id = $1 AND kind = 'case_transfer'`,
      [w.to.user.id],
    )) as { title: string; body: string; link: string }[];
    expect(notification).toEqual({
      title: `Case ${w.record.case_number} was transferred to you`,
      body: 'The clinic sent you a notice of its lien with the balance to date.',
      link: `/cases/${w.record.id}?lienNotice=${noticeId}`,
    });
    const emails = (await t.dataSource.query(
      `SELECT to_address, body_text FROM outbound_emails WHERE user_id = $1 AND kind = 'notification'`,
      [w.to.user.id],
    )) as { to_address: string; body_text: string }[];
    expect(emails).toHaveLength(1);
    expect(emails[0].body_text).toContain(`/cases/${w.record.id}?lienNotice=${noticeId}`);
    expect(emails[0].body_text).not.toContain('Whitlock');

    // Audited: the transfer, the notice (in the same transaction), and each download.
    const audit = (await t.dataSource.query(
      `SELECT entity_type, action FROM audit_logs
        WHERE (entity_type = 'case' AND entity_id = $1) OR (entity_type = 'lien_notice' AND entity_id = $2)
        ORDER BY id`,
      [String(w.record.id), String(noticeId)],
    )) as { entity_type: string; action: string }[];
    expect(audit).toEqual([
      { entity_type: 'lien_notice', action: 'create' },
      { entity_type: 'case', action: 'transfer' },
      { entity_type: 'lien_notice', action: 'download' },
      { entity_type: 'lien_notice', action: 'download' },
    ]);
  });

  it('writes nothing when the transfer is refused', async () => {
    const w = await caseWithEverything();
    const staff = await signedIn(w.staff.email);
    const same = await staff.gql(transferMutation, {
      id: w.record.id,
      input: { toAttorneyId: w.from.attorney.id, reason: 'Again' },
    });
    expect(same.errors?.[0].message).toContain('already with this attorney');
    const missing = await staff.gql(transferMutation, {
      id: w.record.id,
      input: { toAttorneyId: 999999999, reason: 'Nobody' },
    });
    expect(missing.errors?.[0].message).toContain('Attorney not found');
    const [{ count }] = (await t.dataSource.query(
      `SELECT count(*)::int AS count FROM lien_notices WHERE case_id = $1`,
      [w.record.id],
    )) as { count: number }[];
    expect(count).toBe(0);
  });

  it('answers a notice of another clinic as missing', async () => {
    const w = await caseWithEverything();
    await (
      await signedIn(w.staff.email)
    ).gql(transferMutation, { id: w.record.id, input: { toAttorneyId: w.to.attorney.id, reason: 'Substitution' } });
    const [{ id }] = (await t.dataSource.query(`SELECT id FROM lien_notices WHERE case_id = $1`, [w.record.id])) as {
      id: number;
    }[];
    const other = await createClinicWithUsers(t.dataSource);
    const stranger = await signedIn(other.staff.email);
    expect((await stranger.request('GET', `/api/lien-notices/${id}/notice.pdf`)).status).toBe(404);
    expect((await stranger.rest('GET', `/api/cases/${w.record.id}/lien-notices`)).body).toEqual({
      success: true,
      data: [],
    });
  });
});
