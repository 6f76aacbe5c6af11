import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers, createUser } from '../../test/factories';
import { field, nastyStrings, oddNumbers, wildValue } from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  bodyOf,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  pathSegment,
  withExtras,
} from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against every workflow rule write, the preview and the lists, over
 * REST and GraphQL, signed in as a clinic admin: no answer is a server error or shows internals, and
 * afterwards another clinic's rules are untouched, every stored rule keeps the rules of its fields
 * (days 1-365 for time triggers, at least one action, the spec's action columns equal to the first
 * action, a task's assignee of the clinic), and every rule created is audited.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let clinicId: number;
let otherClinicId: number;
let colleagueIds: string[];
let otherUserId: string;
let ruleIds: number[];
let otherRuleId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM workflow_automation_rules x WHERE x.clinic_id = $1) AS rules,
              (SELECT json_agg(x ORDER BY x.id) FROM workflow_automation_executions x WHERE x.clinic_id = $1) AS executions,
              (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x WHERE x.clinic_id = $1) AS audit`,
      [otherClinicId],
    ),
  );

const insertRule = async (clinic: number) =>
  (
    (await ds.query(
      `INSERT INTO workflow_automation_rules (clinic_id, name, trigger_type, trigger_days, actions, action_type, action_template)
       VALUES ($1, 'Fuzz rule', 'no_visit', 14, '[{"type": "create_task", "target": null, "template": "Fuzz"}]', 'create_task', 'Fuzz')
       RETURNING id`,
      [clinic],
    )) as { id: number }[]
  )[0].id;

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  colleagueIds = [own.staff.id, own.admin.id];
  otherClinicId = (await createClinic(ds)).id;
  otherUserId = (await createUser(ds, { role: Role.clinic_staff, clinic_id: otherClinicId })).id;
  await createCase(ds, { clinicId, created_at: new Date(Date.now() - 40 * 86_400_000) });
  ruleIds = [await insertRule(clinicId), await insertRule(clinicId)];
  otherRuleId = await insertRule(otherClinicId);
  admin = new TestClient(t.url);
  await admin.login(own.admin.email);
  otherSnapshot = await snapshotOther();
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const ruleIdValues = () => field(fc.constantFrom(...ruleIds, otherRuleId, 999_999_999));
const text = (max: number) => fc.oneof(fc.string({ minLength: 1, maxLength: max }), nastyStrings);
const triggers = fc.constantFrom(
  'no_visit',
  'case_status_unchanged',
  'bill_overdue',
  'case_status_changed',
  'appointment_missed',
  'note_signed',
  'document_uploaded',
  'reduction_requested',
  'sometimes',
);
const condition = () =>
  fc.record({
    field: field(fc.constantFrom('case_status', 'case_type', 'has_attorney', 'balance', 'mood')),
    operator: field(fc.constantFrom('is', 'is_not', 'over', 'under', 'like')),
    value: field(fc.oneof(fc.constantFrom('active_treatment', 'auto_accident', 'true', '1500', '-3'), text(50))),
  });
const action = () =>
  fc.record({
    type: field(
      fc.constantFrom('create_task', 'send_message', 'notify_attorney', 'send_reminder', 'post_webhook', 'shout'),
    ),
    target: field(fc.constantFrom(...colleagueIds, otherUserId, 'attorney', 'internal', 'patient', '', null)),
    template: field(fc.oneof(text(2100), fc.constant('Call about {case_number}'), fc.constant(null))),
  });
const ruleModel = () => ({
  name: field(text(130)),
  description: field(fc.oneof(text(1100), fc.constant(null))),
  triggerType: field(triggers),
  triggerDays: field(fc.oneof(fc.integer({ min: -5, max: 400 }), oddNumbers, fc.constant(null))),
  conditions: field(fc.array(condition(), { maxLength: 12 })),
  actions: field(fc.array(action(), { maxLength: 6 })),
  priority: field(fc.oneof(fc.integer({ min: -2, max: 12 }), oddNumbers)),
  isActive: field(fc.boolean()),
});
const required = ['name', 'triggerType', 'actions', 'priority', 'isActive'];
/** Rules that are mostly valid, so writes do succeed and the stored rules can be judged. */
const plausibleRule = () =>
  fc.record({
    name: fc.string({ minLength: 1, maxLength: 40 }),
    triggerType: fc.constantFrom('no_visit', 'bill_overdue', 'note_signed', 'case_status_changed'),
    triggerDays: fc.integer({ min: 1, max: 365 }),
    conditions: fc.array(
      fc.record({
        field: fc.constantFrom('case_status', 'has_attorney'),
        operator: fc.constant('is'),
        value: fc.constantFrom('active_treatment', 'true', 'closed'),
      }),
      { maxLength: 2 },
    ),
    actions: fc.array(
      fc.record({
        type: fc.constantFrom('create_task', 'notify_attorney', 'send_message'),
        target: fc.constantFrom(...colleagueIds, otherUserId, 'attorney', 'internal', null),
        template: fc.constantFrom('Call about {case_number}', null),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    priority: fc.integer({ min: 1, max: 10 }),
    isActive: fc.boolean(),
  });
const ruleInputs = () => fc.oneof(withExtras(ruleModel(), required, otherClinicId), plausibleRule());

const graphql = (target: string, query: string, variables: fc.Arbitrary<Record<string, unknown>>) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => admin.request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

const restCall = (target: string, method: string, path: (id: unknown) => string) =>
  fc.assert(
    fc.asyncProperty(ruleIdValues(), bodyOf(ruleInputs()), async (id, body) => {
      await answers.check(
        target,
        () => admin.request(method, path(id), { body: JSON.stringify(body) ?? 'null' }),
        false,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/automation/rules', () =>
    restCall('POST /api/automation/rules', 'POST', () => '/api/automation/rules'));
  test('POST /api/automation/rules/preview', () =>
    restCall('POST /api/automation/rules/preview', 'POST', () => '/api/automation/rules/preview'));
  test('PUT /api/automation/rules/:id', () =>
    restCall('PUT /api/automation/rules/:id', 'PUT', (id) => `/api/automation/rules/${pathSegment(id)}`));
  test('POST /api/automation/rules/:id/active', () =>
    fc.assert(
      fc.asyncProperty(ruleIdValues(), wildValue, async (id, isActive) => {
        await answers.check(
          'POST /api/automation/rules/:id/active',
          () =>
            admin.request('POST', `/api/automation/rules/${pathSegment(id)}/active`, {
              body: JSON.stringify({ isActive }),
            }),
          false,
        );
      }),
      fuzzOptions,
    ));
  test('GET /api/automation/executions', () =>
    fc.assert(
      fc.asyncProperty(wildValue, wildValue, wildValue, async (ruleId, limit, cursor) => {
        const query = new URLSearchParams({ ruleId: String(ruleId), limit: String(limit), cursor: String(cursor) });
        await answers.check(
          'GET /api/automation/executions',
          () => admin.request('GET', `/api/automation/executions?${query}`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('automationRuleCreate', () =>
    graphql(
      'automationRuleCreate',
      'mutation ($input: AutomationRuleInput!) { automationRuleCreate(input: $input) { id } }',
      fc.record({ input: ruleInputs() }),
    ));
  test('automationRuleUpdate', () =>
    graphql(
      'automationRuleUpdate',
      'mutation ($id: Int!, $input: AutomationRuleInput!) { automationRuleUpdate(id: $id, input: $input) { id } }',
      fc.record({ id: ruleIdValues(), input: ruleInputs() }),
    ));
  test('automationRulePreview', () =>
    graphql(
      'automationRulePreview',
      'query ($input: AutomationRuleInput!) { automationRulePreview(input: $input) { count } }',
      fc.record({ input: ruleInputs() }),
    ));
  test('automationRuleSetActive', () =>
    graphql(
      'automationRuleSetActive',
      'mutation ($id: Int!, $on: Boolean!) { automationRuleSetActive(id: $id, isActive: $on) { id } }',
      fc.record({ id: ruleIdValues(), on: field(fc.boolean()) }),
    ));
  test('automationExecutions', () =>
    graphql(
      'automationExecutions',
      'query ($ruleId: Int, $first: Int!, $after: String) { automationExecutions(ruleId: $ruleId, first: $first, after: $after) { nodes { id } } }',
      fc.record({ ruleId: ruleIdValues(), first: field(fc.integer({ min: -5, max: 500 })), after: wildValue }),
    ));
});

describe('afterwards', () => {
  it("left another clinic's rules untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it('holds only well-formed, audited rules', async () => {
    const rules = (await ds.query(
      `SELECT id, trigger_type AS "triggerType", trigger_days AS "triggerDays", actions, action_type AS "actionType",
              action_target AS "actionTarget", action_template AS "actionTemplate", priority
         FROM workflow_automation_rules WHERE clinic_id = $1`,
      [clinicId],
    )) as {
      id: number;
      triggerType: string;
      triggerDays: number | null;
      actions: { type: string; target: string | null; template: string | null }[];
      actionType: string;
      actionTarget: string | null;
      actionTemplate: string | null;
    }[];
    for (const rule of rules) {
      const timed = ['no_visit', 'case_status_unchanged', 'bill_overdue'].includes(rule.triggerType);
      if (timed) expect(rule.triggerDays).toEqual(expect.any(Number));
      else expect(rule.triggerDays).toBeNull();
      expect(rule.actions.length).toBeGreaterThan(0);
      expect({ type: rule.actionType, target: rule.actionTarget, template: rule.actionTemplate }).toEqual(
        rule.actions[0],
      );
      for (const each of rule.actions) {
        expect(['create_task', 'send_message', 'notify_attorney']).toContain(each.type);
        if (each.type === 'create_task' && each.target) expect(colleagueIds).toContain(each.target);
      }
    }
    const [{ unaudited }] = (await ds.query(
      `SELECT count(*)::int AS unaudited FROM workflow_automation_rules r
        WHERE r.clinic_id = $1 AND r.created_by IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'workflow_automation_rule'
                            AND a.entity_id = r.id::text AND a.action = 'create')`,
      [clinicId],
    )) as { unaudited: number }[];
    expect(unaudited).toBe(0);
    expect(answers.succeeded('automationRuleCreate') + answers.succeeded('POST /api/automation/rules')).toBeGreaterThan(
      0,
    );
  });
});
