import { Role } from '../../../platform/access/role';
import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createUser,
} from '../../../test/factories';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { dispatchDomainEvent } from '../../domain-events/domain-events.jobs';
import { executeAutomation, sweepAutomation, sweepClinicAutomation } from '../automation.jobs';
import { createAppointment, createProvider } from '../../treatment-notes/__tests__/clinical-fixtures';
import { samplePdf } from '../../documents/__tests__/upload-fixtures';

// The sweep looks at every clinic and runDue at every queued job: a database of its own keeps other files' out.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;
const clock = new TestClock(new Date());

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  t = await startTestApp({ DATABASE_URL: scratch.url }, undefined, { clock });
}, 60_000);
// Each test starts at the real time: the queue's retries are due by the database's clock or this one.
beforeEach(() => clock.set(new Date()));
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
const jobs = () => t.app.services.jobs;

const ruleFields = `id name status triggerType triggerDays isActive priority consecutiveFailures disabledReason
  actionType actionTarget actionTemplate actions { type target template } conditions { field operator value }`;
const createMutation = `mutation($input: AutomationRuleInput!) { automationRuleCreate(input: $input) { ${ruleFields} } }`;
const previewQuery = `query($input: AutomationRuleInput!) {
  automationRulePreview(input: $input) { count explanation records { caseId caseNumber patientName since } }
}`;

async function world() {
  const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
  const { attorney, user: attorneyUser } = await createAttorneyUser(t.dataSource);
  return {
    clinic,
    staff,
    admin,
    attorney,
    attorneyUser,
    adminClient: await signedInClient(t.url, admin.email),
    staffClient: await signedInClient(t.url, staff.email),
  };
}

async function createRule(client: TestClient, input: Record<string, unknown>) {
  const result = await client.gql<{ automationRuleCreate: { id: number; actionType: string } }>(createMutation, {
    input,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.automationRuleCreate;
}

async function sweep() {
  await jobs().send(sweepAutomation, {});
  await jobs().runDue(sweepAutomation);
  await jobs().runDue(sweepClinicAutomation);
  await jobs().runDue(executeAutomation);
}

async function executionsOf(ruleId: number) {
  return (await t.dataSource.query(
    `SELECT case_id AS "caseId", occurrence_key AS "occurrenceKey", execution_status AS status, execution_details AS details,
            error_message AS error, attempts
       FROM workflow_automation_executions WHERE rule_id = $1 ORDER BY id`,
    [ruleId],
  )) as {
    caseId: number;
    occurrenceKey: string;
    status: string;
    details: string | null;
    error: string | null;
    attempts: number;
  }[];
}

const noVisitRule = (staffId: string) => ({
  name: 'No visit for 14 days',
  triggerType: 'no_visit',
  triggerDays: 14,
  conditions: [],
  actions: [
    { type: 'create_task', target: staffId, template: 'Call the patient of {case_number}' },
    { type: 'notify_attorney', target: null, template: 'Treatment paused on {case_number}' },
  ],
  priority: 1,
  isActive: true,
});

describe('workflow automation: time rules', () => {
  it('previews what the sweep then fires, once per occurrence, and a new gap after a visit fires again', async () => {
    const { clinic, staff, attorney, attorneyUser, adminClient } = await world();
    const gap = await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: attorney.id,
      created_at: daysAgo(30),
    });
    const visited = await createCase(t.dataSource, { clinicId: clinic.id, created_at: daysAgo(30) });
    await createBillingEntry(t.dataSource, { clinicId: clinic.id, caseId: visited.id, created_at: daysAgo(3) });
    await createCase(t.dataSource, { clinicId: clinic.id, status: 'closed', created_at: daysAgo(30) });
    const otherClinic = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
    const foreign = await createCase(t.dataSource, { clinicId: otherClinic.clinic.id, created_at: daysAgo(30) });

    const input = noVisitRule(staff.id);
    const preview = await adminClient.gql<{ automationRulePreview: { count: number; records: { caseId: number }[] } }>(
      previewQuery,
      { input },
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.automationRulePreview.records.map((r) => r.caseId)).toEqual([gap.id]);
    expect(preview.data!.automationRulePreview.count).toBe(1);
    expect(
      await t.dataSource.query(`SELECT 1 FROM workflow_automation_rules WHERE clinic_id = $1`, [clinic.id]),
    ).toEqual([]);

    const rule = await createRule(adminClient, input);
    expect(rule.actionType).toBe('create_task');
    await sweep();
    let executions = await executionsOf(rule.id);
    expect(executions).toEqual([expect.objectContaining({ caseId: gap.id, status: 'succeeded', attempts: 1 })]);
    expect(executions[0].details).toMatch(
      /^Create a task: Created task #\d+ on CASE-TEST-.*\nNotify the case's attorney: Notified 1 attorney user/,
    );
    const tasks = (await t.dataSource.query(
      `SELECT title, assigned_to AS "assignedTo", source, case_id AS "caseId" FROM tasks WHERE clinic_id = $1`,
      [clinic.id],
    )) as unknown[];
    expect(
      await t.dataSource.query(`SELECT 1 FROM workflow_automation_executions WHERE case_id = $1`, [foreign.id]),
    ).toEqual([]);
    expect(tasks).toEqual([
      { title: `Call the patient of ${gap.case_number}`, assignedTo: staff.id, source: 'automation', caseId: gap.id },
    ]);
    const notices = (await t.dataSource.query(`SELECT kind, title, body, link FROM notifications WHERE user_id = $1`, [
      attorneyUser.id,
    ])) as unknown[];
    expect(notices).toEqual([
      {
        kind: 'case_update',
        title: `Update on ${gap.case_number}`,
        body: `Treatment paused on ${gap.case_number}`,
        link: `/cases/${gap.id}`,
      },
    ]);

    // The next sweep finds the same gap: nothing new.
    clock.advance({ minutes: 15 });
    await sweep();
    expect(await executionsOf(rule.id)).toHaveLength(1);

    // A visit ends the gap; 15 days later a new one has begun.
    await createBillingEntry(t.dataSource, { clinicId: clinic.id, caseId: gap.id, created_at: clock.now() });
    clock.advance({ days: 15 });
    await sweep();
    executions = (await executionsOf(rule.id)).filter((e) => e.caseId === gap.id);
    expect(executions.map((e) => e.status)).toEqual(['succeeded', 'succeeded']);
    expect(executions[1].occurrenceKey).not.toBe(executions[0].occurrenceKey);
    expect(executions[1].occurrenceKey).toMatch(new RegExp(`^case:${gap.id}:gap-since:`));
  });

  it('retries a failing execution, records the error, and switches the rule off after 5 failures in a row, telling the admins', async () => {
    const { clinic, admin, staff, adminClient } = await world();
    for (let i = 0; i < 5; i += 1) await createCase(t.dataSource, { clinicId: clinic.id, created_at: daysAgo(40) });
    const rule = await createRule(adminClient, {
      ...noVisitRule(staff.id),
      name: 'Write to the attorney',
      actions: [{ type: 'send_message', target: 'attorney', template: 'No visit on {case_number}' }],
    });
    await sweep();
    let executions = await executionsOf(rule.id);
    expect(executions).toHaveLength(5);
    expect(
      executions.every((e) => e.status === 'pending' && e.attempts === 1 && /has no attorney/.test(e.error ?? '')),
    ).toBe(true);

    for (let round = 0; round < 2; round += 1) {
      clock.advance({ hours: 2 });
      await jobs().runDue(executeAutomation);
    }
    executions = await executionsOf(rule.id);
    expect(executions.map((e) => [e.status, e.attempts])).toEqual(Array(5).fill(['failed', 3]));
    const [stored] = (await t.dataSource.query(
      `SELECT is_active AS "isActive", status, consecutive_failures AS failures, disabled_reason AS reason
         FROM workflow_automation_rules WHERE id = $1`,
      [rule.id],
    )) as { isActive: boolean; status: string; failures: number; reason: string }[];
    expect(stored).toMatchObject({ isActive: false, status: 'disabled', failures: 5 });
    expect(stored.reason).toMatch(
      /Switched off after 5 failed executions in a row; the last: CASE-TEST-.* has no attorney/,
    );
    const notices = (await t.dataSource.query(
      `SELECT user_id AS "userId", link FROM notifications WHERE kind = 'automation_rule_disabled' AND clinic_id = $1`,
      [clinic.id],
    )) as unknown[];
    expect(notices).toEqual([{ userId: admin.id, link: `/automation/${rule.id}` }]);
    const audits = (await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'workflow_automation_rule' AND entity_id = $1 ORDER BY id`,
      [String(rule.id)],
    )) as { action: string }[];
    expect(audits.map((a) => a.action)).toEqual(['create', 'disable']);

    // Switched back on, it starts counting again.
    const on = await adminClient.gql<{ automationRuleSetActive: { status: string; consecutiveFailures: number } }>(
      `mutation($id: Int!) { automationRuleSetActive(id: $id, isActive: true) { status consecutiveFailures } }`,
      { id: rule.id },
    );
    expect(on.data!.automationRuleSetActive).toEqual({ status: 'active', consecutiveFailures: 0 });
  });
});

describe('workflow automation: event rules', () => {
  it('fires on a case status change through the dispatch job, when its conditions hold, once per event', async () => {
    const { clinic, attorney, adminClient, staffClient } = await world();
    const matching = await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: attorney.id,
      accident_date: '2026-01-05',
    });
    const rule = await createRule(adminClient, {
      name: 'Tell the attorney about review',
      triggerType: 'case_status_changed',
      conditions: [{ field: 'case_status', operator: 'is', value: 'attorney_review' }],
      actions: [{ type: 'send_message', target: 'attorney', template: '{case_number} is ready for your review' }],
      priority: 2,
      isActive: true,
    });
    const update = (id: number, status: string) =>
      staffClient.gql(
        `mutation($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { id status } }`,
        { id, input: { caseType: 'auto_accident', status, accidentDate: '2026-01-05' } },
      );
    expect((await update(matching.id, 'settlement_negotiation')).errors).toBeUndefined();
    expect((await update(matching.id, 'attorney_review')).errors).toBeUndefined();
    await jobs().runDue(dispatchDomainEvent);
    await jobs().runDue(executeAutomation);
    const executions = await executionsOf(rule.id);
    expect(executions).toEqual([expect.objectContaining({ caseId: matching.id, status: 'succeeded' })]);
    expect(executions[0].occurrenceKey).toMatch(/^event:/);
    const messages = (await t.dataSource.query(
      `SELECT sender_id AS "senderId", recipient_type AS "recipientType", message_type AS "messageType", content
         FROM messages WHERE case_id = $1`,
      [matching.id],
    )) as unknown[];
    expect(messages).toEqual([
      {
        senderId: null,
        recipientType: 'attorney',
        messageType: 'automation',
        content: `${matching.case_number} is ready for your review`,
      },
    ]);

    // The same event again (a retried dispatch) fires nothing new.
    await t.app.services.automationEngine.consumeEvent(
      {
        id: executions[0].occurrenceKey.slice('event:'.length),
        kind: 'case.status_changed',
        clinicId: clinic.id,
        caseId: matching.id,
        patientId: matching.patient_id,
        recordId: String(matching.id),
        occurredAt: clock.now().toISOString(),
        actorUserId: null,
        facts: {},
      },
      clock.now(),
    );
    expect(await executionsOf(rule.id)).toHaveLength(1);
  });
});

describe('workflow automation: events recorded by the services', () => {
  it('fires on a no-show and on an upload, each through the dispatch job, for the rules of that trigger only', async () => {
    const { clinic, staff, adminClient, staffClient } = await world();
    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    const provider = await createProvider(t.dataSource, clinic.id);
    const visit = await createAppointment(t.dataSource, {
      clinicId: clinic.id,
      patientId: record.patient_id,
      caseId: record.id,
      providerId: provider.id,
      status: 'scheduled',
      start: new Date(clock.now().getTime() - 3_600_000),
    });
    const internal = (template: string) => [{ type: 'send_message', target: 'internal', template }];
    const missed = await createRule(adminClient, {
      name: 'Missed',
      triggerType: 'appointment_missed',
      conditions: [],
      actions: internal('Missed visit on {case_number}'),
      priority: 1,
      isActive: true,
    });
    const uploaded = await createRule(adminClient, {
      name: 'Uploaded',
      triggerType: 'document_uploaded',
      conditions: [],
      actions: [{ type: 'create_task', target: staff.id, template: 'Review the new document on {case_number}' }],
      priority: 1,
      isActive: true,
    });

    const noShow = await staffClient.gql(
      `mutation($input: AppointmentStatusInput!) { appointmentSetStatus(input: $input) { id status } }`,
      { input: { id: visit.id, status: 'no_show' } },
    );
    expect(noShow.errors).toBeUndefined();
    const form = new FormData();
    form.append('caseId', String(record.id));
    form.append('file', new Blob([new Uint8Array(samplePdf)]), 'report.pdf');
    const upload = await fetch(`${t.url}/api/documents/upload`, {
      method: 'POST',
      headers: { cookie: staffClient.cookie! },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { data: document } = (await upload.json()) as { data: { id: number } };

    await jobs().runDue(dispatchDomainEvent);
    await jobs().runDue(executeAutomation);
    expect(await executionsOf(missed.id)).toEqual([
      expect.objectContaining({ caseId: record.id, status: 'succeeded' }),
    ]);
    expect(await executionsOf(uploaded.id)).toEqual([
      expect.objectContaining({ caseId: record.id, status: 'succeeded' }),
    ]);
    const recorded = (await t.dataSource.query(
      `SELECT record_type AS "recordType", record_id AS "recordId" FROM workflow_automation_executions
        WHERE rule_id = ANY($1) ORDER BY rule_id`,
      [[missed.id, uploaded.id]],
    )) as unknown[];
    expect(recorded).toEqual([
      { recordType: 'appointment', recordId: String(visit.id) },
      { recordType: 'document', recordId: String(document.id) },
    ]);
    const [message] = (await t.dataSource.query(`SELECT content FROM messages WHERE case_id = $1`, [record.id])) as {
      content: string;
    }[];
    expect(message.content).toBe(`Missed visit on ${record.case_number}`);
  });
});

describe('workflow automation: a reduction request', () => {
  it("fires the clinic's reduction rule when the case's attorney asks", async () => {
    const { clinic, staff, attorney, attorneyUser, adminClient } = await world();
    const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    await t.dataSource.query(
      `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, created_by)
       VALUES ($1, $2, 'charge', '800.00', 'Visits', $3)`,
      [record.id, clinic.id, staff.id],
    );
    const rule = await createRule(adminClient, {
      name: 'Answer reductions',
      triggerType: 'reduction_requested',
      conditions: [{ field: 'balance', operator: 'over', value: '500' }],
      actions: [{ type: 'create_task', target: staff.id, template: 'Answer the reduction on {case_number}' }],
      priority: 1,
      isActive: true,
    });
    const attorneyClient = await signedInClient(t.url, attorneyUser.email);
    const asked = await attorneyClient.gql(
      `mutation($input: ReductionRequestInput!) { reductionRequest(input: $input) { __typename } }`,
      { input: { caseId: record.id, percentage: '20', reason: 'Policy limits' } },
    );
    expect(asked.errors).toBeUndefined();
    await jobs().runDue(dispatchDomainEvent);
    await jobs().runDue(executeAutomation);
    expect(await executionsOf(rule.id)).toEqual([expect.objectContaining({ caseId: record.id, status: 'succeeded' })]);
    const tasks = (await t.dataSource.query(`SELECT title FROM tasks WHERE case_id = $1`, [record.id])) as unknown[];
    expect(tasks).toEqual([{ title: `Answer the reduction on ${record.case_number}` }]);
  });
});

describe('workflow automation: rules', () => {
  it('refuses bad rules with errors naming the field, writing nothing', async () => {
    const { clinic, adminClient } = await world();
    const otherClinic = await createClinicWithUsers(t.dataSource);
    const other = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: otherClinic.clinic.id });
    const result = await adminClient.gql(createMutation, {
      input: {
        name: 'Bad',
        triggerType: 'no_visit',
        conditions: [{ field: 'case_type', operator: 'over', value: 'x' }],
        actions: [
          { type: 'create_task', target: other.id, template: '' },
          { type: 'send_message', target: 'patient', template: 'Hello' },
        ],
        priority: 1,
        isActive: true,
      },
    });
    const fields = (result.errors?.[0].extensions?.fieldErrors as { field: string }[] | undefined)?.map((e) => e.field);
    expect(fields).toEqual([
      'triggerDays',
      'conditions.0.value',
      'actions.0.template',
      'actions.0.target',
      'actions.1.target',
    ]);
    const noActions = await adminClient.gql(createMutation, {
      input: { name: 'None', triggerType: 'note_signed', conditions: [], actions: [], priority: 1, isActive: true },
    });
    expect(noActions.errors?.[0].message).toBe('A rule needs at least one action');
    const days = await adminClient.gql(createMutation, {
      input: { ...noVisitRule(''), triggerDays: 400, actions: [{ type: 'notify_attorney' }] },
    });
    expect(days.errors?.[0].message).toBe('Trigger days must be between 1 and 365');
    expect(
      await t.dataSource.query(`SELECT 1 FROM workflow_automation_rules WHERE clinic_id = $1`, [clinic.id]),
    ).toEqual([]);
  });
});
