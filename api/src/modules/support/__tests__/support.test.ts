import { TestClock } from '../../../platform/jobs/clock';
import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers, createPatient, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient, untilSubscribed } from '../../../test/live-client';
import { supportSlaSweep } from '../support.jobs';

let t: TestApp;
const start = new Date('2026-06-01T09:00:00Z');
const clock = new TestClock(start);

beforeAll(async () => {
  t = await startTestApp({}, undefined, { clock });
}, 60_000);
beforeEach(() => clock.set(start));
afterAll(async () => {
  await t?.close();
});

const ticketFields = `id ticketNumber status priority category subject requesterName clinicId assignedToId internalNotes
  slaDeadline firstResponseDueAt slaState firstResponseBreached resolutionBreached pausedMinutes firstResponseAt
  responseTimeMinutes resolutionTimeMinutes satisfactionRating satisfactionComment tags
  messages { id message isInternal senderType senderName }`;

interface Ticket {
  id: number;
  ticketNumber: string;
  status: string;
  priority: string;
  requesterName: string;
  clinicId: number | null;
  assignedToId: string | null;
  internalNotes: string | null;
  slaDeadline: string;
  firstResponseDueAt: string;
  slaState: string;
  firstResponseBreached: boolean;
  resolutionBreached: boolean;
  pausedMinutes: number;
  firstResponseAt: string | null;
  responseTimeMinutes: number | null;
  resolutionTimeMinutes: number | null;
  satisfactionRating: number | null;
  tags: string[];
  messages: { id: number; message: string; isInternal: boolean; senderType: string }[];
}

async function world() {
  const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource);
  const operator = await createUser(t.dataSource, { role: Role.super_admin, first_name: 'Desk', last_name: 'Agent' });
  const staffClient = await signedInClient(t.url, staff.email);
  const adminClient = await signedInClient(t.url, admin.email);
  const agent = await signedInClient(t.url, operator.email);
  return { clinic, staff, admin, operator, staffClient, adminClient, agent };
}

async function open(client: TestClient, input: Record<string, unknown> = {}): Promise<Ticket> {
  const result = await client.gql<{ supportTicketCreate: Ticket }>(
    `mutation($input: SupportTicketCreateInput!) { supportTicketCreate(input: $input) { ${ticketFields} } }`,
    {
      input: { subject: 'Cannot print a statement', description: 'The PDF is blank', category: 'technical', ...input },
    },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.supportTicketCreate;
}

async function reply(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ supportTicketReply: { id: number; isInternal: boolean } }>(
    `mutation($input: TicketReplyInput!) { supportTicketReply(input: $input) { id isInternal message } }`,
    { input },
  );
}

async function update(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ supportTicketUpdate: Ticket }>(
    `mutation($input: SupportTicketUpdateInput!) { supportTicketUpdate(input: $input) { ${ticketFields} } }`,
    { input },
  );
}

async function read(client: TestClient, id: number) {
  return client.gql<{ supportTicket: Ticket }>(`query($id: Int!) { supportTicket(id: $id) { ${ticketFields} } }`, {
    id,
  });
}

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();

describe('support tickets', () => {
  it('opens a numbered ticket with the SLA of its priority, scoped to its requester and the desk', async () => {
    const w = await world();
    const ticket = await open(w.staffClient, { priority: 'high' });
    expect(ticket.ticketNumber).toMatch(/^CB-\d{6}$/);
    expect(ticket.status).toBe('open');
    expect(ticket.clinicId).toBe(w.clinic.id);
    expect(ticket.firstResponseDueAt).toBe(minutesAfter(start, 4 * 60));
    expect(ticket.slaDeadline).toBe(minutesAfter(start, 24 * 60));
    expect(ticket.slaState).toBe('on_track');

    const second = await open(w.staffClient);
    expect(Number(second.ticketNumber.slice(3))).toBeGreaterThan(Number(ticket.ticketNumber.slice(3)));

    // The clinic's admin sees the clinic's tickets; another clinic's staff sees it as missing.
    expect((await read(w.adminClient, ticket.id)).data?.supportTicket.id).toBe(ticket.id);
    const other = await createClinicWithUsers(t.dataSource);
    const stranger = await signedInClient(t.url, other.staff.email);
    const foreign = await read(stranger, ticket.id);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await stranger.gql<{ supportTickets: { nodes: { id: number }[] } }>(
      `{ supportTickets(first: 50) { nodes { id } } }`,
    );
    expect(list.data!.supportTickets.nodes.map((n) => n.id)).not.toContain(ticket.id);
    // The desk sees it.
    expect((await read(w.agent, ticket.id)).data?.supportTicket.id).toBe(ticket.id);

    // Bad input changes nothing and is no 500.
    const bad = await w.staffClient.gql(
      `mutation { supportTicketCreate(input: { subject: "  ", description: "x", category: technical }) { id } }`,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps internal notes from the requester in GraphQL, REST and the live updates', async () => {
    const w = await world();
    const ticket = await open(w.staffClient);
    const requesterSocket = socketClient(t.url, w.staffClient.cookie);
    const agentSocket = socketClient(t.url, w.agent.cookie);
    const query = `subscription($ticketId: Int!) { supportTicketMessageAdded(ticketId: $ticketId) { id message isInternal } }`;
    const before = t.app.services.live.subscriberCount;
    const requesterLive = collect<{ message: string; isInternal: boolean }>(
      requesterSocket,
      query,
      'supportTicketMessageAdded',
      { ticketId: ticket.id },
    );
    const agentLive = collect<{ message: string; isInternal: boolean }>(
      agentSocket,
      query,
      'supportTicketMessageAdded',
      {
        ticketId: ticket.id,
      },
    );
    await untilSubscribed(t.app.services.live, before + 2);
    try {
      const note = await reply(w.agent, {
        ticketId: ticket.id,
        message: 'Their PDF template is corrupt',
        isInternal: true,
      });
      expect(note.data?.supportTicketReply.isInternal).toBe(true);
      clock.advance({ minutes: 30 });
      const answer = await reply(w.agent, { ticketId: ticket.id, message: 'We fixed the template; please retry.' });
      expect(answer.errors).toBeUndefined();

      const agentSaw = await agentLive.waitFor(2);
      expect(agentSaw.map((m) => m.isInternal)).toEqual([true, false]);
      const requesterSaw = await requesterLive.waitFor(1);
      // One more reply proves the requester's stream is past the note, not just slow.
      await reply(w.staffClient, { ticketId: ticket.id, message: 'Thanks, it works' });
      await requesterLive.waitFor(2);
      expect(requesterSaw[0].message).toBe('We fixed the template; please retry.');
      expect(requesterLive.received.some((m) => m.isInternal || m.message.includes('corrupt'))).toBe(false);
    } finally {
      requesterLive.stop();
      agentLive.stop();
      await requesterSocket.dispose();
      await agentSocket.dispose();
    }

    const mine = (await read(w.staffClient, ticket.id)).data!.supportTicket;
    expect(mine.messages.map((m) => m.message)).toEqual(['We fixed the template; please retry.', 'Thanks, it works']);
    expect(mine.internalNotes).toBeNull();
    expect(mine.firstResponseAt).not.toBeNull();
    expect(mine.responseTimeMinutes).toBe(30);
    const rest = await w.staffClient.rest<{ success: boolean; data: { messages: { message: string }[] } }>(
      'GET',
      `/api/support/tickets/${ticket.id}`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data.messages.map((m) => m.message)).not.toContain('Their PDF template is corrupt');
    const desk = (await read(w.agent, ticket.id)).data!.supportTicket;
    expect(desk.messages.filter((m) => m.isInternal)).toHaveLength(1);

    // A requester cannot write a note.
    const refused = await reply(w.staffClient, { ticketId: ticket.id, message: 'sneaky', isInternal: true });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('pauses the SLA while pending, reopens on the requester’s reply, refuses other moves, resolves and rates', async () => {
    const w = await world();
    const ticket = await open(w.staffClient, { priority: 'normal' });
    const refused = await update(w.agent, { ticketId: ticket.id, status: 'closed' });
    expect(refused.errors?.[0].message).toContain('can only move to pending or resolved');

    clock.advance({ minutes: 60 });
    await reply(w.agent, { ticketId: ticket.id, message: 'Which statement?', status: 'pending' });
    let now = (await read(w.agent, ticket.id)).data!.supportTicket;
    expect(now.status).toBe('pending');
    expect(now.slaState).toBe('paused');

    clock.advance({ hours: 5 });
    await reply(w.staffClient, { ticketId: ticket.id, message: 'The one for case 12' });
    now = (await read(w.agent, ticket.id)).data!.supportTicket;
    expect(now.status).toBe('open');
    expect(now.pausedMinutes).toBe(300);
    expect(now.slaDeadline).toBe(minutesAfter(start, 3 * 24 * 60 + 300));

    const early = await w.staffClient.gql(
      `mutation { supportTicketRate(input: { ticketId: ${ticket.id}, rating: 5 }) { id } }`,
    );
    expect(early.errors?.[0].message).toBe('A ticket is rated once it is resolved');

    clock.advance({ minutes: 40 });
    const resolved = await update(w.agent, { ticketId: ticket.id, status: 'resolved', resolution: 'Template fixed' });
    expect(resolved.data!.supportTicketUpdate.status).toBe('resolved');
    // 60 + 300 + 40 minutes since opening, less 300 pending.
    expect(resolved.data!.supportTicketUpdate.resolutionTimeMinutes).toBe(100);

    const rated = await w.staffClient.gql<{ supportTicketRate: Ticket }>(
      `mutation { supportTicketRate(input: { ticketId: ${ticket.id}, rating: 4, comment: "Quick" }) { ${ticketFields} } }`,
    );
    expect(rated.data!.supportTicketRate.satisfactionRating).toBe(4);
    const badRating = await w.staffClient.gql(
      `mutation { supportTicketRate(input: { ticketId: ${ticket.id}, rating: 9 }) { id } }`,
    );
    expect(badRating.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const activity = await w.agent.gql<{ supportTicket: { activity: { action: string }[] } }>(
      `{ supportTicket(id: ${ticket.id}) { activity { action } } }`,
    );
    expect(activity.data!.supportTicket.activity.map((a) => a.action)).toEqual(
      expect.arrayContaining(['created', 'message', 'updated', 'rated']),
    );
    const requesterActivity = await w.staffClient.gql<{ supportTicket: { activity: unknown[] } }>(
      `{ supportTicket(id: ${ticket.id}) { activity { action } } }`,
    );
    expect(requesterActivity.data!.supportTicket.activity).toEqual([]);
  });

  it('flags a breach on the job queue with an escalation and a notification, once, and never while pending', async () => {
    const w = await world();
    const urgent = await open(w.staffClient, { priority: 'urgent', subject: 'Everything is down' });
    const waiting = await open(w.staffClient, { priority: 'urgent', subject: 'Waiting on us' });
    await update(w.agent, { ticketId: urgent.id, assignedToId: w.operator.id });
    await update(w.agent, { ticketId: waiting.id, status: 'pending' });

    const sweep = async () => {
      await t.app.services.jobs.send(supportSlaSweep, {});
      await t.app.services.jobs.runDue(supportSlaSweep);
    };
    clock.advance({ minutes: 59 });
    await sweep();
    expect((await read(w.agent, urgent.id)).data!.supportTicket.firstResponseBreached).toBe(false);

    clock.advance({ minutes: 2 });
    await sweep();
    await sweep();
    const breached = (await read(w.agent, urgent.id)).data!.supportTicket;
    expect(breached.firstResponseBreached).toBe(true);
    expect(breached.slaState).toBe('breached');
    const escalations = (await t.dataSource.query(
      `SELECT kind, escalated_to AS "escalatedTo", status FROM ticket_escalations WHERE ticket_id = $1`,
      [urgent.id],
    )) as { kind: string; escalatedTo: string; status: string }[];
    expect(escalations).toEqual([{ kind: 'first_response', escalatedTo: w.operator.id, status: 'pending' }]);
    const notices = (await t.dataSource.query(
      `SELECT title FROM notifications WHERE user_id = $1 AND kind = 'support_ticket' AND title LIKE '%deadline%'`,
      [w.operator.id],
    )) as { title: string }[];
    expect(notices).toEqual([{ title: `${urgent.ticketNumber} missed its first response deadline` }]);

    const paused = (await read(w.agent, waiting.id)).data!.supportTicket;
    expect(paused.firstResponseBreached).toBe(false);
    expect(paused.slaState).toBe('paused');
    const none = (await t.dataSource.query(`SELECT id FROM ticket_escalations WHERE ticket_id = $1`, [
      waiting.id,
    ])) as unknown[];
    expect(none).toEqual([]);

    const listed = await w.agent.gql<{ supportTickets: { nodes: { id: number }[] } }>(
      `{ supportTickets(first: 100, filter: { breached: true, search: "${urgent.ticketNumber}" }) { nodes { id } } }`,
    );
    expect(listed.data!.supportTickets.nodes.map((n) => n.id)).toEqual([urgent.id]);
  });

  it('counts template use, shows the account state without patients, and audits a break-glass look first', async () => {
    const w = await world();
    await createPatient(t.dataSource, w.clinic.id, { first_name: 'Rosa', last_name: 'Quintero' });
    const ticket = await open(w.staffClient);
    const template = await w.agent.gql<{ ticketTemplateSave: { id: number; usageCount: number } }>(
      `mutation { ticketTemplateSave(input: { templateName: "Retry ${ticket.id}", message: "Please retry", tags: [] }) { id usageCount } }`,
    );
    expect(template.errors).toBeUndefined();
    const templateId = template.data!.ticketTemplateSave.id;
    await reply(w.agent, { ticketId: ticket.id, message: 'Please retry', templateId });
    const [{ usageCount }] = (await t.dataSource.query(
      `SELECT usage_count AS "usageCount" FROM ticket_templates WHERE id = $1`,
      [templateId],
    )) as { usageCount: number }[];
    expect(usageCount).toBe(1);

    const state = await w.agent.gql<{ supportAccountState: Record<string, unknown> }>(
      `{ supportAccountState(ticketId: ${ticket.id}) { clinicName planName billingStatus activeUsers recentErrors { message } } }`,
    );
    expect(state.errors).toBeUndefined();
    expect(state.data!.supportAccountState.clinicName).toBeTruthy();
    expect(state.data!.supportAccountState.billingStatus).toBeTruthy();
    expect(JSON.stringify(state.data)).not.toContain('Quintero');
    const staffState = await w.staffClient.gql(`{ supportAccountState(ticketId: ${ticket.id}) { clinicName } }`);
    expect(staffState.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const noReason = await w.agent.gql(
      `mutation { supportPatientLookup(input: { ticketId: ${ticket.id}, reason: "x", search: "Quintero" }) { id } }`,
    );
    expect(noReason.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const audited = async () =>
      (await t.dataSource.query(
        `SELECT reason FROM audit_logs WHERE entity_type = 'support_ticket' AND entity_id = $1 AND action = 'break_glass_read'`,
        [String(ticket.id)],
      )) as { reason: string }[];
    expect(await audited()).toEqual([]);
    const look = await w.agent.gql<{ supportPatientLookup: { lastName: string }[] }>(
      `mutation { supportPatientLookup(input: { ticketId: ${ticket.id}, reason: "Requester reports a wrong balance for this patient", search: "Quintero" }) { id lastName caseNumbers } }`,
    );
    expect(look.data!.supportPatientLookup.map((p) => p.lastName)).toEqual(['Quintero']);
    expect(await audited()).toEqual([{ reason: 'Requester reports a wrong balance for this patient' }]);
  });

  it('lets an attorney open a ticket and the desk open one for a clinic user', async () => {
    const w = await world();
    const lawyer = await createAttorneyUser(t.dataSource);
    const lawyerClient = await signedInClient(t.url, lawyer.user.email);
    const mine = await open(lawyerClient, { category: 'account' });
    expect(mine.clinicId).toBeNull();
    const forStaff = await open(w.agent, { requesterUserId: w.staff.id, tags: ['Phone'] });
    expect(forStaff.requesterName).toBeTruthy();
    expect(forStaff.tags).toEqual(['phone']);
    const staffList = await w.staffClient.gql<{ supportTickets: { nodes: { id: number }[] } }>(
      `{ supportTickets(first: 50) { nodes { id } } }`,
    );
    expect(staffList.data!.supportTickets.nodes.map((n) => n.id)).toContain(forStaff.id);
  });
});
