import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createSignedNote,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient, untilSubscribed } from '../../../test/live-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Item {
  id: string;
  kind: string;
  event: string;
  sourceId: number;
  occurredAt: string;
  summary: string;
  actorName: string | null;
  link: string | null;
}

const itemFields = 'id kind event sourceId occurredAt summary actorName link';

async function timeline(
  client: TestClient,
  caseId: number,
  extra: { kinds?: string[]; first?: number; after?: string } = {},
) {
  return client.gql<{ caseTimeline: { nodes: Item[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } }>(
    `query($caseId: Int!, $kinds: [TimelineKind!], $first: Int, $after: String) {
       caseTimeline(caseId: $caseId, kinds: $kinds, first: $first, after: $after) {
         nodes { ${itemFields} } pageInfo { endCursor hasNextPage } } }`,
    { caseId, ...extra },
  );
}

async function allItems(client: TestClient, caseId: number): Promise<Item[]> {
  const result = await timeline(client, caseId, { first: 100 });
  expect(result.errors).toBeUndefined();
  return result.data!.caseTimeline.nodes;
}

const at = (iso: string) => new Date(iso);

/** A case with one record of every kind, some of them the clinic's alone. */
async function world() {
  const home = await createClinicWithUsers(t.dataSource, { name: 'Harbor Chiropractic' });
  const other = await createClinicWithUsers(t.dataSource, { name: 'Other Chiropractic' });
  const lawyer = await createAttorneyUser(t.dataSource);
  const otherLawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, {
    clinicId: home.clinic.id,
    attorneyId: lawyer.attorney.id,
    created_at: at('2026-01-01T09:00:00Z'),
  });
  const ds = t.dataSource;
  const caseId = record.id;
  const clinicId = home.clinic.id;
  const [patient] = (await ds.query(`SELECT patient_id AS id FROM cases WHERE id = $1`, [caseId])) as { id: number }[];
  // A signed note (and its completed visit) and a draft note.
  const signed = await createSignedNote(ds, {
    clinicId,
    patientId: patient.id,
    caseId,
    providerId: home.staff.id,
    procedures: [{ code: '98940', units: 1, diagnosisPointers: [1] }],
    diagnosisCodes: ['S13.4XXA'],
    scheduledStart: at('2026-01-05T14:00:00Z'),
  });
  await ds.query(`UPDATE appointments SET created_at = $2, actual_start = $3 WHERE id = $1`, [
    signed.appointment_id,
    at('2026-01-02T10:00:00Z'),
    at('2026-01-05T14:02:00Z'),
  ]);
  // A missed visit, and a draft note on it (the clinic's alone until signed).
  const [missed] = (await ds.query(
    `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status,
                               scheduled_start, scheduled_end, created_by, created_at)
     SELECT clinic_id, patient_id, case_id, provider_id, appointment_type_id, 'no_show', $2, $3, created_by, $4
       FROM appointments WHERE id = $1 RETURNING id`,
    [signed.appointment_id, at('2026-01-08T14:00:00Z'), at('2026-01-08T14:30:00Z'), at('2026-01-03T10:00:00Z')],
  )) as { id: number }[];
  const [draftNote] = (await ds.query(
    `INSERT INTO treatment_notes (appointment_id, clinic_id, patient_id, case_id, provider_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING id`,
    [missed.id, clinicId, patient.id, caseId, home.staff.id, at('2026-01-08T15:00:00Z')],
  )) as { id: number }[];
  const draft = { id: draftNote.id, appointment_id: missed.id };
  const submitted = (await createBillingEntry(ds, {
    clinicId,
    caseId,
    status: 'submitted',
    amount: '450.00',
    created_at: at('2026-01-06T10:00:00Z'),
  })) as { id: number };
  const pending = (await createBillingEntry(ds, {
    clinicId,
    caseId,
    status: 'pending',
    amount: '90.00',
    created_at: at('2026-01-09T10:00:00Z'),
  })) as { id: number };
  const [payment] = (await ds.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, created_at)
     VALUES ($1, $2, 'payment', 100, 'PIP payment', $3) RETURNING id`,
    [caseId, clinicId, at('2026-01-10T10:00:00Z')],
  )) as { id: number }[];
  const [reduction] = (await ds.query(
    `INSERT INTO bill_reduction_requests (case_id, clinic_id, requested_by, original_amount, requested_amount, reason, created_at)
     VALUES ($1, $2, $3, 350, 100, 'Policy limits', $4) RETURNING id`,
    [caseId, clinicId, lawyer.user.id, at('2026-01-11T10:00:00Z')],
  )) as { id: number }[];
  const [document] = (await ds.query(
    `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, upload_date)
     VALUES ($1, $2, $3, 'mri.pdf', 'pdf', 10, 'timeline/' || gen_random_uuid() || '.pdf', $4) RETURNING id`,
    [caseId, clinicId, home.staff.id, at('2026-01-12T10:00:00Z')],
  )) as { id: number }[];
  const message = async (recipientType: string, sent: string) =>
    (
      (await ds.query(
        `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, sent_date)
         VALUES ($1, $2, $3, $4, $5, 'text', $6) RETURNING id`,
        [caseId, clinicId, home.staff.id, recipientType, `${recipientType} subject`, at(sent)],
      )) as { id: number }[]
    )[0];
  const shared = await message('attorney', '2026-01-13T10:00:00Z');
  const internal = await message('internal', '2026-01-14T10:00:00Z');
  const [transfer] = (await ds.query(
    `INSERT INTO case_transfers (case_id, clinic_id, from_attorney_id, to_attorney_id, reason, transferred_by, notes, transfer_date)
     VALUES ($1, $2, $3, $4, 'Substitution of counsel', $5, 'clinic-only note', $6) RETURNING id`,
    [caseId, clinicId, otherLawyer.attorney.id, lawyer.attorney.id, home.staff.id, at('2026-01-15T10:00:00Z')],
  )) as { id: number }[];
  const [status] = (await ds.query(
    `INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by, changed_by_name, old_values, new_values, changed_at)
     VALUES ($1, 'case', $2, 'update', $3, 'Staff Member', '{"status":"active_treatment"}', '{"status":"attorney_review"}', $4)
     RETURNING id::integer AS id`,
    [clinicId, String(caseId), home.staff.id, at('2026-01-16T10:00:00Z')],
  )) as { id: number }[];
  const operator = await createUser(ds, { role: Role.super_admin });
  return {
    caseId,
    clinicId,
    home,
    other,
    lawyer,
    otherLawyer,
    operator,
    ids: { signed, draft, submitted, pending, payment, reduction, document, shared, internal, transfer, status },
  };
}

/** Every item of the world, with who may read it. */
function expected(w: Awaited<ReturnType<typeof world>>) {
  const { ids, caseId } = w;
  const everyone = [
    `status:${caseId}:opened`,
    `visit:${ids.signed.appointment_id}:booked`,
    `visit:${ids.signed.appointment_id}:attended`,
    `note:${ids.signed.id}:signed`,
    `visit:${ids.draft.appointment_id}:booked`,
    `visit:${ids.draft.appointment_id}:missed`,
    `billing:${ids.submitted.id}:raised`,
    `billing:${ids.payment.id}:payment`,
    `reduction:${ids.reduction.id}:requested`,
    `document:${ids.document.id}:uploaded`,
    `message:${ids.shared.id}:sent`,
    `transfer:${ids.transfer.id}:transferred`,
    `status:${ids.status.id}:changed`,
  ];
  const clinicOnly = [
    `note:${ids.draft.id}:drafted`,
    `billing:${ids.pending.id}:raised`,
    `message:${ids.internal.id}:internal`,
  ];
  return { everyone, clinicOnly };
}

describe('the case timeline', () => {
  it('shows each kind to exactly the people who may read it, newest first', async () => {
    const w = await world();
    const { everyone, clinicOnly } = expected(w);
    const staff = await signedInClient(t.url, w.home.staff.email);
    const admin = await signedInClient(t.url, w.home.admin.email);
    const attorney = await signedInClient(t.url, w.lawyer.user.email);
    const operator = await signedInClient(t.url, w.operator.email);

    for (const client of [staff, admin, operator]) {
      const items = await allItems(client, w.caseId);
      expect(items.map((item) => item.id).sort()).toEqual([...everyone, ...clinicOnly].sort());
      const times = items.map((item) => new Date(item.occurredAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    const attorneyItems = await allItems(attorney, w.caseId);
    expect(attorneyItems.map((item) => item.id).sort()).toEqual([...everyone].sort());
    expect(JSON.stringify(attorneyItems)).not.toContain('clinic-only note');
    expect(JSON.stringify(attorneyItems)).not.toContain('internal subject');

    // Another clinic and another attorney: the case is not found, exactly like a missing one.
    for (const email of [w.other.staff.email, w.otherLawyer.user.email]) {
      const client = await signedInClient(t.url, email);
      const foreign = await timeline(client, w.caseId);
      const missing = await timeline(client, 2_000_000_000);
      expect(foreign.errors?.[0].message).toBe('Case not found');
      expect(foreign.errors?.[0].message).toBe(missing.errors?.[0].message);
      const rest = await client.rest('GET', `/api/cases/${w.caseId}/timeline`);
      expect(rest.status).toBe(404);
      expect(rest.body).toMatchObject({ success: false });
    }
  });

  it('reads well: summaries, actors and links', async () => {
    const w = await world();
    const staff = await signedInClient(t.url, w.home.staff.email);
    const items = await allItems(staff, w.caseId);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(`visit:${w.ids.draft.appointment_id}:missed`)!.summary).toMatch(/^Visit missed \(no-show\): /);
    expect(byId.get(`billing:${w.ids.submitted.id}:raised`)!.summary).toMatch(/for \$450\.00 \(submitted\)$/);
    expect(byId.get(`billing:${w.ids.payment.id}:payment`)!.summary).toBe('Payment received: $100.00');
    expect(byId.get(`status:${w.ids.status.id}:changed`)!.summary).toBe(
      'Status changed from Active Treatment to Attorney Review',
    );
    expect(byId.get(`transfer:${w.ids.transfer.id}:transferred`)!.summary).toMatch(/: Substitution of counsel$/);
    expect(byId.get(`note:${w.ids.signed.id}:signed`)!.link).toBe(`/notes/${w.ids.signed.id}`);
    expect(byId.get(`message:${w.ids.shared.id}:sent`)!.link).toBe(`/messages?case=${w.caseId}`);
    expect(byId.get(`reduction:${w.ids.reduction.id}:requested`)!.actorName).not.toBeNull();
  });

  it('filters by kind and pages with a keyset cursor over every source', async () => {
    const w = await world();
    const staff = await signedInClient(t.url, w.home.staff.email);
    const all = await allItems(staff, w.caseId);
    const pages: Item[] = [];
    let after: string | undefined;
    for (;;) {
      const result = await timeline(staff, w.caseId, { first: 4, after });
      expect(result.errors).toBeUndefined();
      pages.push(...result.data!.caseTimeline.nodes);
      if (!result.data!.caseTimeline.pageInfo.hasNextPage) break;
      after = result.data!.caseTimeline.pageInfo.endCursor!;
    }
    expect(pages.map((item) => item.id)).toEqual(all.map((item) => item.id));

    const visits = await timeline(staff, w.caseId, { kinds: ['visit', 'message'] });
    expect(new Set(visits.data!.caseTimeline.nodes.map((item) => item.kind))).toEqual(new Set(['visit', 'message']));
    expect(visits.data!.caseTimeline.nodes).toHaveLength(6);

    const rest = await staff.rest<{ success: boolean; data: Item[]; nextCursor: string | null }>(
      'GET',
      `/api/cases/${w.caseId}/timeline?kinds=message&limit=1`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.success).toBe(true);
    expect(rest.body.data.map((item) => item.id)).toEqual([`message:${w.ids.internal.id}:internal`]);
    expect(rest.body.nextCursor).not.toBeNull();
    const bad = await staff.rest('GET', `/api/cases/${w.caseId}/timeline?kinds=gossip`);
    expect(bad.status).toBe(400);
    const badCursor = await timeline(staff, w.caseId, { after: 'not-a-cursor' });
    expect(badCursor.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is live: each subscriber gets only the items it may read', async () => {
    const w = await world();
    const staff = await signedInClient(t.url, w.home.staff.email);
    const attorney = await signedInClient(t.url, w.lawyer.user.email);
    const otherAttorney = await signedInClient(t.url, w.otherLawyer.user.email);
    const subscription = `subscription($caseId: Int!) { caseActivity(caseId: $caseId) { caseId items { ${itemFields} } } }`;
    const staffSocket = socketClient(t.url, staff.cookie);
    const attorneySocket = socketClient(t.url, attorney.cookie);
    const outsiderSocket = socketClient(t.url, otherAttorney.cookie);
    try {
      const hub = t.app.services.live;
      const base = hub.subscriberCount;
      const staffFeed = collect<{ items: Item[] }>(staffSocket, subscription, 'caseActivity', { caseId: w.caseId });
      const attorneyFeed = collect<{ items: Item[] }>(attorneySocket, subscription, 'caseActivity', {
        caseId: w.caseId,
      });
      const outsiderFeed = collect<{ items: Item[] }>(outsiderSocket, subscription, 'caseActivity', {
        caseId: w.caseId,
      });
      await untilSubscribed(hub, base + 2);
      expect((await outsiderFeed.waitForEnd()).error).toBeDefined();

      const send = (recipientType: string, subject: string) =>
        staff.gql<{ messageSend: { id: number } }>(
          `mutation($input: MessageSendInput!) { messageSend(input: $input) { id } }`,
          { input: { caseId: w.caseId, recipientType, subject, content: 'Body' } },
        );
      const internal = await send('internal', 'Billing question for the team');
      expect(internal.errors).toBeUndefined();
      const [first] = await staffFeed.waitFor(1);
      expect(first.items.map((item) => item.id)).toEqual([`message:${internal.data!.messageSend.id}:internal`]);

      const shared = await send('attorney', 'Records are ready');
      expect(shared.errors).toBeUndefined();
      const [fromAttorneyFeed] = await attorneyFeed.waitFor(1);
      expect(fromAttorneyFeed.items.map((item) => item.id)).toEqual([`message:${shared.data!.messageSend.id}:sent`]);
      await staffFeed.waitFor(2);
      // The internal message never reached the attorney: their first event is the shared one.
      expect(attorneyFeed.received).toHaveLength(1);

      // A status change reaches both sides, from the same transaction's audit row.
      const update = await staff.gql(
        `mutation($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { status } }`,
        {
          id: w.caseId,
          input: { caseType: 'auto_accident', status: 'settlement_negotiation', accidentDate: '2025-12-20' },
        },
      );
      expect(update.errors).toBeUndefined();
      const events = await attorneyFeed.waitFor(2);
      expect(events[1].items[0]).toMatchObject({
        kind: 'status',
        summary: 'Status changed from Active Treatment to Settlement Negotiation',
      });
      expect(outsiderFeed.received).toHaveLength(0);
      staffFeed.stop();
      attorneyFeed.stop();
    } finally {
      await Promise.all([staffSocket.dispose(), attorneySocket.dispose(), outsiderSocket.dispose()]);
    }
  });
});
