import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createClinicWithUsers } from '../../test/factories';
import { field, nastyStrings, validEmail, validName, validPhone, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, fuzzSeed, withExtras } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against every marketing write and list, signed in as a clinic's admin,
 * and the public tracking links signed out: no answer is a server error or shows internals; afterwards
 * another clinic's marketing is untouched, every stored audience names only the allowed non-clinical
 * keys, and every lead's score is within 0-100.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(150);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let anonymous: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownLeadId: number;
let otherLeadId: number;
let ownCampaignId: number;
let otherCampaignId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

async function seedMarketing(clinic: number) {
  const [lead] = (await ds.query(
    `INSERT INTO marketing_leads (clinic_id, first_name, last_name, email, source) VALUES ($1, 'Fuzz', 'Lead', $2, 'web') RETURNING id`,
    [clinic, `fuzz-${clinic}@example.com`],
  )) as { id: number }[];
  const [audience] = (await ds.query(
    `INSERT INTO marketing_audiences (clinic_id, name, filter) VALUES ($1, 'Fuzz', '{"includeLeads": true, "includePatients": false}') RETURNING id`,
    [clinic],
  )) as { id: number }[];
  const [campaign] = (await ds.query(
    `INSERT INTO marketing_campaigns (clinic_id, name, audience_id, subject, content) VALUES ($1, 'Fuzz', $2, 'Hi', 'Hello') RETURNING id`,
    [clinic, audience.id],
  )) as { id: number }[];
  return { leadId: lead.id, campaignId: campaign.id };
}

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(l ORDER BY l.id) FROM marketing_leads l WHERE l.clinic_id = $1) AS leads,
              (SELECT json_agg(c ORDER BY c.id) FROM marketing_campaigns c WHERE c.clinic_id = $1) AS campaigns,
              (SELECT count(*) FROM crm_activities a WHERE a.clinic_id = $1) AS activities`,
      [otherClinicId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  const other = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  otherClinicId = other.clinic.id;
  ({ leadId: ownLeadId, campaignId: ownCampaignId } = await seedMarketing(clinicId));
  ({ leadId: otherLeadId, campaignId: otherCampaignId } = await seedMarketing(otherClinicId));
  admin = new TestClient(t.url);
  await admin.login(own.admin.email);
  anonymous = new TestClient(t.url);
  otherSnapshot = await snapshotOther();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const text = (max: number) => fc.oneof(fc.string({ minLength: 1, maxLength: max }), nastyStrings);
const leadIds = () => fc.oneof(fc.constantFrom(ownLeadId, otherLeadId, 999_999_999), wildValue);
const campaignIds = () => fc.oneof(fc.constantFrom(ownCampaignId, otherCampaignId, 999_999_999), wildValue);

const leadModel = () => ({
  firstName: field(validName),
  lastName: field(fc.oneof(validName, fc.constant(null))),
  company: field(fc.oneof(text(220), fc.constant(null))),
  email: field(fc.oneof(validEmail, text(60))),
  phone: field(fc.oneof(validPhone, fc.constant(null), text(30))),
  source: field(fc.oneof(fc.constantFrom('website', 'referral'), text(80))),
  status: field(fc.constantFrom('new', 'qualified', 'converted', 'won', null)),
  severity: field(fc.constantFrom('low', 'high', 'critical', null)),
  notes: field(fc.oneof(text(300), fc.constant(null))),
  assignedTo: field(fc.oneof(fc.uuid(), text(40), fc.constant(null))),
});

const filterModel = () => ({
  includeLeads: field(fc.boolean()),
  includePatients: field(fc.boolean()),
  leadStatuses: field(fc.array(fc.oneof(fc.constantFrom('new', 'lost', 'won'), text(20)), { maxLength: 12 })),
  leadSources: field(fc.array(text(120), { maxLength: 60 })),
  minLeadScore: field(fc.integer({ min: -5, max: 105 })),
  patientCities: field(fc.array(text(40), { maxLength: 5 })),
  patientStates: field(fc.array(text(5), { maxLength: 5 })),
  patientsSince: field(fc.constantFrom('2026-01-01', '2026-02-30', 'yesterday')),
  diagnosisCodes: field(fc.array(fc.constantFrom('S13.4XXA', 'M54.2'), { maxLength: 2 })),
});

const graphql = (
  target: string,
  query: string,
  variables: fc.Arbitrary<Record<string, unknown>>,
  client = () => admin,
) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => client().request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/marketing/leads', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(leadModel(), ['firstName', 'email'], otherClinicId)), async (body) => {
        await answers.check(
          'POST /api/marketing/leads',
          () => admin.request('POST', '/api/marketing/leads', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('POST /api/marketing/audiences', () =>
    fc.assert(
      fc.asyncProperty(
        fc.record(
          { name: field(text(150)), filter: fc.oneof(fc.record(filterModel(), { requiredKeys: [] }), wildValue) },
          { requiredKeys: [] },
        ),
        async (body) => {
          await answers.check(
            'POST /api/marketing/audiences',
            () => admin.request('POST', '/api/marketing/audiences', { body: JSON.stringify(body) }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));

  test('GET /api/marketing/leads and the public links', () =>
    fc.assert(
      fc.asyncProperty(wildValue, wildValue, async (a, b) => {
        const query = new URLSearchParams({
          status: String(a),
          source: String(b),
          search: String(a),
          cursor: String(b),
          limit: String(a),
        });
        await answers.check(
          'GET /api/marketing/leads',
          () => admin.request('GET', `/api/marketing/leads?${query}`),
          false,
        );
        // A lone surrogate cannot be in a URL at all (encodeURIComponent throws): it is sent as U+FFFD, as browsers do.
        const token = encodeURIComponent(
          String(a).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
        );
        await answers.check(
          'GET /api/marketing/click/:token',
          () => anonymous.request('GET', `/api/marketing/click/${token}`),
          false,
        );
        await answers.check(
          'GET /api/marketing/open/:token.gif',
          () => anonymous.request('GET', `/api/marketing/open/${token}.gif`),
          false,
        );
        await answers.check(
          'GET /api/marketing/unsubscribe',
          () => anonymous.request('GET', `/api/marketing/unsubscribe?token=${token}`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('marketingLeadCreate, marketingLeadUpdate, marketingLeadConvert', async () => {
    await graphql(
      'marketingLeadCreate',
      'mutation($input: MarketingLeadInput!) { marketingLeadCreate(input: $input) { id } }',
      fc.record({ input: fc.record(leadModel(), { requiredKeys: [] }) }),
    );
    await graphql(
      'marketingLeadUpdate',
      'mutation($id: Int!, $input: MarketingLeadInput!) { marketingLeadUpdate(id: $id, input: $input) { id } }',
      fc.record({ id: leadIds(), input: fc.record(leadModel(), { requiredKeys: [] }) }),
    );
    await graphql(
      'marketingLeadConvert',
      'mutation($id: Int!) { marketingLeadConvert(id: $id) { id } }',
      fc.record({ id: leadIds() }),
    );
  });

  test('crmActivityCreate, crmActivityComplete', async () => {
    await graphql(
      'crmActivityCreate',
      'mutation($input: CrmActivityInput!) { crmActivityCreate(input: $input) { id } }',
      fc.record({
        input: fc.record(
          {
            type: field(fc.constantFrom('call', 'email', 'fax')),
            subject: field(text(250)),
            relatedTo: field(fc.constantFrom('lead', 'patient', 'clinic', 'case')),
            relatedId: field(leadIds()),
            dueDate: field(
              fc.oneof(fc.constant('2026-13-01T00:00:00Z'), fc.constant('2027-01-01T10:00:00Z'), wildValue),
            ),
            status: field(fc.constantFrom('pending', 'completed', 'done')),
            outcome: field(fc.oneof(text(100), fc.constant(null))),
          },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      'crmActivityComplete',
      'mutation($input: CrmActivityCompleteInput!) { crmActivityComplete(input: $input) { id } }',
      fc.record({ input: fc.record({ id: field(leadIds()), outcome: field(text(100)) }, { requiredKeys: [] }) }),
    );
  });

  test('marketingAudienceCreate, marketingCampaignCreate, marketingCampaignSend, marketingCampaignResultsSet', async () => {
    await graphql(
      'marketingAudienceCreate',
      'mutation($input: MarketingAudienceInput!) { marketingAudienceCreate(input: $input) { id } }',
      fc.record({
        input: fc.record(
          { name: field(text(150)), filter: field(fc.record(filterModel(), { requiredKeys: [] })) },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      'marketingCampaignCreate',
      'mutation($input: MarketingCampaignInput!) { marketingCampaignCreate(input: $input) { id } }',
      fc.record({
        input: fc.record(
          {
            name: field(text(150)),
            audienceId: field(campaignIds()),
            subject: field(fc.oneof(text(160), fc.constant('Hi {first_name}'), fc.constant('{diagnosis}'))),
            content: field(fc.oneof(text(500), fc.constant('See https://example.com/x {last_name}'))),
            budget: field(fc.constantFrom('10.00', '-1', '1e9', 'abc')),
          },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      'marketingCampaignSend',
      'mutation($input: MarketingCampaignSendInput!) { marketingCampaignSend(input: $input) { id } }',
      fc.record({
        input: fc.record(
          {
            id: field(campaignIds()),
            sendAt: field(
              fc.oneof(fc.constant('2000-01-01T00:00:00Z'), fc.constant('2099-01-01T00:00:00Z'), wildValue),
            ),
          },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      'marketingCampaignResultsSet',
      'mutation($input: MarketingCampaignResultsInput!) { marketingCampaignResultsSet(input: $input) { id } }',
      fc.record({
        input: fc.record(
          {
            id: field(campaignIds()),
            cost: field(fc.constantFrom('1.00', '-2', 'x')),
            revenue: field(fc.constantFrom('5.00', '1e99')),
          },
          { requiredKeys: [] },
        ),
      }),
    );
  });

  test('marketingAutomationRuleSave, crmIntegrationSave, patientMarketingConsentSet', async () => {
    await graphql(
      'marketingAutomationRuleSave',
      'mutation($input: MarketingRuleInput!) { marketingAutomationRuleSave(input: $input) { id } }',
      fc.record({
        input: fc.record(
          {
            name: field(text(150)),
            triggerType: field(fc.constantFrom('lead_created', 'no_visit')),
            triggerConditions: field(
              fc.array(
                fc.record(
                  {
                    field: field(fc.constantFrom('lead_source', 'lead_score', 'diagnosis')),
                    operator: field(fc.constantFrom('is', 'over', 'like')),
                    value: field(text(120)),
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 7 },
              ),
            ),
            actions: field(
              fc.array(
                fc.record(
                  {
                    type: field(
                      fc.constantFrom('create_activity', 'set_lead_status', 'notify_assignee', 'post_webhook'),
                    ),
                    target: field(fc.oneof(text(20), fc.constant(null))),
                    template: field(fc.oneof(text(400), fc.constant(null))),
                    days: field(fc.integer({ min: -3, max: 200 })),
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 7 },
              ),
            ),
            isActive: field(fc.boolean()),
          },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      'crmIntegrationSave',
      'mutation($input: CrmIntegrationInput!) { crmIntegrationSave(input: $input) { id } }',
      fc.record({
        input: fc.record(
          {
            platform: field(fc.constantFrom('hubspot', 'myspace')),
            webhookUrl: field(
              fc.oneof(
                fc.constantFrom('https://crm.example.com/h', 'ftp://x', 'http://user:pw@example.com/'),
                text(100),
              ),
            ),
            events: field(fc.array(fc.constantFrom('lead.created', 'case.created'), { maxLength: 12 })),
            apiKey: field(fc.oneof(text(600), fc.constant(null))),
            syncEnabled: field(fc.boolean()),
            syncFrequency: field(fc.constantFrom('hourly', 'weekly')),
          },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      'patientMarketingConsentSet',
      'mutation($id: Int!, $c: Boolean!) { patientMarketingConsentSet(patientId: $id, consent: $c) }',
      fc.record({ id: leadIds(), c: wildValue }),
    );
  });
});

test('afterwards: another clinic untouched, stored audiences name only allowed keys, scores within 0-100', async () => {
  expect(await snapshotOther()).toBe(otherSnapshot);
  const allowed = [
    'includeLeads',
    'includePatients',
    'leadStatuses',
    'leadSources',
    'minLeadScore',
    'patientCities',
    'patientStates',
    'patientsSince',
  ];
  const keys = (await ds.query(
    `SELECT DISTINCT jsonb_object_keys(filter) AS key FROM marketing_audiences WHERE clinic_id = $1`,
    [clinicId],
  )) as { key: string }[];
  expect(keys.map((k) => k.key).filter((key) => !allowed.includes(key))).toEqual([]);
  const badScores = (await ds.query(
    `SELECT id FROM marketing_leads WHERE clinic_id = $1 AND lead_score NOT BETWEEN 0 AND 100`,
    [clinicId],
  )) as unknown[];
  expect(badScores).toEqual([]);
});
