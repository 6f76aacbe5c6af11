import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createPatient } from '../../../test/factories';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { createAppointment, createProvider } from '../../treatment-notes/__tests__/clinical-fixtures';
import { evaluateCaseAlerts, sweepAlerts, sweepClinicAlerts } from '../alert.jobs';

// The sweep looks at every clinic: a database of its own keeps other files' cases out.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;
const start = new Date('2026-03-02T15:00:00Z');
const clock = new TestClock(start);

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  t = await startTestApp({ DATABASE_URL: scratch.url }, undefined, { clock });
}, 60_000);
beforeEach(() => clock.set(start));
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

const jobs = () => t.app.services.jobs;
const at = (day: string) => clock.set(new Date(`${day}T15:00:00Z`));

async function sweep() {
  await jobs().send(sweepAlerts, {});
  await jobs().runDue(sweepAlerts);
  await jobs().runDue(sweepClinicAlerts);
}

const boardQuery = `query($caseId: Int!) { caseAlertBoard(caseId: $caseId) {
  alerts { id kind severity message clearedAt } recentlyCleared { kind clearedReason }
  chargesToDate coverages { coverageType applied percent } statute { state deadline daysLeft source } statuteMissing } }`;

async function alertsOf(caseId: number) {
  return (await t.dataSource.query(
    `SELECT a.kind, a.severity, a.dedupe_key AS key, a.raised_at AS "raisedAt", a.cleared_reason AS "clearedReason",
            a.cleared_at IS NULL AS open, t.status AS "taskStatus", t.source AS "taskSource"
       FROM case_alerts a LEFT JOIN tasks t ON t.id = a.task_id WHERE a.case_id = $1 ORDER BY a.id`,
    [caseId],
  )) as {
    kind: string;
    severity: string;
    key: string;
    raisedAt: Date;
    clearedReason: string | null;
    open: boolean;
    taskStatus: string;
    taskSource: string;
  }[];
}

async function world() {
  const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC', state: 'TX' });
  const { attorney, user: attorneyUser } = await createAttorneyUser(t.dataSource);
  return {
    clinic,
    staff,
    admin,
    attorney,
    attorneyUser,
    staffClient: await signedInClient(t.url, staff.email),
    adminClient: await signedInClient(t.url, admin.email),
    attorneyClient: await signedInClient(t.url, attorneyUser.email),
  };
}

describe('case alerts on a controlled clock', () => {
  it('raises a treatment gap after 14 days without a visit, once, with a task and a notice, and a visit clears it', async () => {
    const { clinic, staff, attorney, attorneyUser, staffClient, attorneyClient } = await world();
    const gapCase = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id, created_at: start });
    const provider = await createProvider(t.dataSource, clinic.id);

    at('2026-03-15'); // 13 days
    await sweep();
    expect(await alertsOf(gapCase.id)).toEqual([]);

    at('2026-03-16'); // 14 days
    await sweep();
    await sweep(); // twice: raised once
    let alerts = await alertsOf(gapCase.id);
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'treatment_gap', open: true, taskStatus: 'pending', taskSource: 'alert' }),
    ]);
    expect(alerts[0].raisedAt.toISOString()).toBe('2026-03-16T15:00:00.000Z');
    const notices = (await t.dataSource.query(
      `SELECT kind, link FROM notifications WHERE user_id = $1 AND case_id = $2`,
      [attorneyUser.id, gapCase.id],
    )) as { kind: string; link: string }[];
    expect(notices).toEqual([{ kind: 'case_alert', link: `/cases/${gapCase.id}` }]);

    // Both sides read it on the case.
    for (const client of [staffClient, attorneyClient]) {
      const board = await client.gql<{ caseAlertBoard: { alerts: { kind: string; message: string }[] } }>(boardQuery, {
        caseId: gapCase.id,
      });
      expect(board.errors).toBeUndefined();
      expect(board.data!.caseAlertBoard.alerts).toEqual([
        expect.objectContaining({
          kind: 'treatment_gap',
          message: "No visit for 14 days while in treatment (the clinic's limit is 14 days)",
        }),
      ]);
    }

    // A visit attended today (through the scheduling service: its hook asks for the case's re-evaluation).
    at('2026-03-17');
    const visit = await createAppointment(t.dataSource, {
      clinicId: clinic.id,
      patientId: gapCase.patient_id as number,
      caseId: gapCase.id,
      providerId: provider.id,
      status: 'scheduled',
      start: new Date('2026-03-17T14:00:00Z'),
    });
    const checkIn = await staffClient.gql(
      `mutation($input: AppointmentStatusInput!) { appointmentSetStatus(input: $input) { id status } }`,
      { input: { id: visit.id, status: 'checked_in' } },
    );
    expect(checkIn.errors).toBeUndefined();
    await jobs().runDue(evaluateCaseAlerts);
    alerts = await alertsOf(gapCase.id);
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: 'treatment_gap',
        open: false,
        clearedReason: 'visit_recorded',
        taskStatus: 'completed',
      }),
    ]);
    expect(staff.id).toBeTruthy();

    // The case timeline tells both sides: raised, then cleared by the visit.
    for (const client of [staffClient, attorneyClient]) {
      const timeline = await client.gql<{ caseTimeline: { nodes: { event: string; summary: string }[] } }>(
        `query ($caseId: Int!) { caseTimeline(caseId: $caseId, kinds: [alert], first: 10) { nodes { event summary } } }`,
        { caseId: gapCase.id },
      );
      expect(timeline.errors).toBeUndefined();
      expect(timeline.data!.caseTimeline.nodes).toEqual([
        { event: 'cleared', summary: 'Alert cleared (a visit was recorded): Treatment gap' },
        {
          event: 'raised',
          summary: "Alert: Treatment gap: No visit for 14 days while in treatment (the clinic's limit is 14 days)",
        },
      ]);
    }
  });

  it('warns at 80% of a policy limit when a bill is posted, then at 100%, to both sides', async () => {
    const { clinic, attorney, staffClient, attorneyClient } = await world();
    const limitCase = await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: attorney.id,
      created_at: start,
    });
    const coverage = await staffClient.gql(
      `mutation($input: CoverageCreateInput!) { caseCoverageCreate(input: $input) { id } }`,
      { input: { caseId: limitCase.id, coverageType: 'pip', carrierName: 'Acme Mutual', limitAmount: '1000.00' } },
    );
    expect(coverage.errors).toBeUndefined();
    await jobs().runDue(evaluateCaseAlerts);

    const bill = async (amount: string) => {
      const created = await staffClient.gql<{ billingEntryCreate: { id: number } }>(
        `mutation($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }`,
        { input: { caseId: limitCase.id, amount, description: 'Treatment' } },
      );
      expect(created.errors).toBeUndefined();
      const submitted = await staffClient.gql(
        `mutation($input: BillingStatusChangeInput!) { billingStatusChange(input: $input) { id status } }`,
        { input: { id: created.data!.billingEntryCreate.id, status: 'submitted' } },
      );
      expect(submitted.errors).toBeUndefined();
      await jobs().runDue(evaluateCaseAlerts);
    };

    await bill('799.99');
    expect(await alertsOf(limitCase.id)).toEqual([]);
    await bill('0.01'); // 800.00 of 1,000.00
    expect(await alertsOf(limitCase.id)).toEqual([
      expect.objectContaining({ kind: 'policy_limit', severity: 'warning', open: true }),
    ]);
    const board = await attorneyClient.gql<{
      caseAlertBoard: { alerts: { message: string }[]; chargesToDate: string; coverages: unknown[] };
    }>(boardQuery, { caseId: limitCase.id });
    expect(board.errors).toBeUndefined();
    expect(board.data!.caseAlertBoard.chargesToDate).toBe('800.00');
    expect(board.data!.caseAlertBoard.coverages).toEqual([{ coverageType: 'pip', applied: '800.00', percent: 80 }]);
    expect(board.data!.caseAlertBoard.alerts[0].message).toBe(
      'PIP (Acme Mutual): 80% of the $1,000.00 limit used by charges to date',
    );

    await bill('250.00');
    const alerts = await alertsOf(limitCase.id);
    expect(alerts.map((a) => [a.severity, a.open, a.clearedReason])).toEqual([
      ['warning', false, 'superseded'],
      ['critical', true, null],
    ]);
  });

  it('warns 90, 30 and 7 days before the filing deadline from the accident date and the state', async () => {
    const { clinic, attorney, attorneyClient, adminClient } = await world();
    const patient = await createPatient(t.dataSource, clinic.id, { state: 'CA' }); // 24 months (shipped)
    const solCase = await createCase(t.dataSource, {
      clinicId: clinic.id,
      patientId: patient.id,
      attorneyId: attorney.id,
      accident_date: '2025-01-01',
      status: 'attorney_review',
      created_at: start,
    });
    const evaluate = async (day: string) => {
      at(day);
      await t.app.services.caseAlertEvaluator.evaluateCase(solCase.id, clock.now());
      return (await alertsOf(solCase.id)).map((a) => [a.severity, a.key, a.open, a.clearedReason]);
    };
    expect(await evaluate('2026-10-02')).toEqual([]); // 91 days left
    expect(await evaluate('2026-10-03')).toEqual([['info', 'sol:2027-01-01:90', true, null]]);
    expect(await evaluate('2026-12-01')).toEqual([['info', 'sol:2027-01-01:90', true, null]]); // 31 days
    expect(await evaluate('2026-12-02')).toEqual([
      ['info', 'sol:2027-01-01:90', false, 'superseded'],
      ['warning', 'sol:2027-01-01:30', true, null],
    ]);
    expect(await evaluate('2026-12-25')).toEqual([
      ['info', 'sol:2027-01-01:90', false, 'superseded'],
      ['warning', 'sol:2027-01-01:30', false, 'superseded'],
      ['critical', 'sol:2027-01-01:7', true, null],
    ]);
    const board = await attorneyClient.gql<{ caseAlertBoard: { statute: unknown } }>(boardQuery, {
      caseId: solCase.id,
    });
    expect(board.data!.caseAlertBoard.statute).toEqual({
      state: 'CA',
      deadline: '2027-01-01',
      daysLeft: 7,
      source: 'default',
    });

    // The clinic corrects CA to 36 months: the deadline moves a year and the warning clears.
    const set = await adminClient.gql(
      `mutation($input: StatutePeriodInput!) { statutePeriodSet(input: $input) { state periodMonths source defaultMonths } }`,
      { input: { state: 'ca', periodMonths: 36, notes: 'Checked with counsel' } },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data).toEqual({
      statutePeriodSet: { state: 'CA', periodMonths: 36, source: 'clinic', defaultMonths: 24 },
    });
    await jobs().runDue(sweepClinicAlerts);
    const last = await alertsOf(solCase.id);
    expect(last[2]).toEqual(expect.objectContaining({ open: false, clearedReason: 'deadline_changed' }));
    const audit = (await t.dataSource.query(
      `SELECT action, new_values AS "newValues" FROM audit_logs WHERE entity_type = 'statute_limitation_period' AND clinic_id = $1`,
      [clinic.id],
    )) as { action: string; newValues: Record<string, unknown> }[];
    expect(audit).toEqual([expect.objectContaining({ action: 'create' })]);
  });

  it('lets clinic admins change the gap days (audited), staff read them, attorneys neither; bad input changes nothing', async () => {
    const { clinic, staffClient, adminClient, attorneyClient } = await world();
    const update = `mutation($input: ClinicAlertSettingsInput!) { clinicAlertSettingsUpdate(input: $input) { gapDays } }`;
    const refused = await staffClient.gql(update, { input: { gapDays: 10, planBehindVisits: 3, reExamGraceDays: 7 } });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = await adminClient.gql(update, { input: { gapDays: 0, planBehindVisits: 3, reExamGraceDays: 7 } });
    expect(bad.errors?.[0].message).toMatch(/Gap days must be between 1 and 365/);
    const ok = await adminClient.gql(update, { input: { gapDays: 10, planBehindVisits: 3, reExamGraceDays: 7 } });
    expect(ok.errors).toBeUndefined();
    const read = await staffClient.gql<{ clinicAlertSettings: { gapDays: number } }>(
      `{ clinicAlertSettings { gapDays planBehindVisits reExamGraceDays } }`,
    );
    expect(read.data!.clinicAlertSettings.gapDays).toBe(10);
    const attorneyRead = await attorneyClient.gql(`{ clinicAlertSettings { gapDays } }`);
    expect(attorneyRead.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const audit = (await t.dataSource.query(
      `SELECT old_values AS "oldValues", new_values AS "newValues" FROM audit_logs WHERE entity_type = 'clinic_alert_settings' AND clinic_id = $1`,
      [clinic.id],
    )) as unknown[];
    expect(audit).toEqual([{ oldValues: { gapDays: 14 }, newValues: { gapDays: 10 } }]);

    const rest = await staffClient.rest('GET', '/api/clinic/alert-settings');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, data: { gapDays: 10, planBehindVisits: 3, reExamGraceDays: 7 } });
  });
});
