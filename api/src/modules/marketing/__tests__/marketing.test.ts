import { randomUUID } from 'node:crypto';
import { signedInClient, TestClient } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers, createPatient, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { testSecretsKey } from '../../../test/test-secrets';
import { TestClock } from '../../../platform/jobs/clock';
import { Role } from '../../../platform/access/role';
import { SecretBox } from '../../../platform/crypto/secret-box';
import { webhookSignature } from '../../webhooks/webhook-signature';
import { startLoopbackReceiver } from '../../webhooks/__tests__/loopback-receiver';
import { scoreLead } from '../lead-score';
import { audienceFilterProblems } from '../marketing-audience';
import { sendCampaign, deliverCrmSync } from '../marketing.jobs';
import { executeMarketingAutomation } from '../../automation/automation.jobs';

let t: TestApp;
// Ahead of the database's own time, so jobs scheduled on this clock wait for it (runDue).
const clock = new TestClock(new Date('2030-01-15T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({}, (config) => config, { clock });
}, 60_000);
afterAll(() => t.close());

const stamp = () => randomUUID().slice(0, 8);
const box = new SecretBox(Buffer.from(testSecretsKey, 'base64'));

const leadFields = `id firstName lastName email status leadScore scoreReasons { factor points text } convertedToPatientId salesLeadId unsubscribed`;
const campaignFields = `id status totalRecipients delivered opened clicked unsubscribed converted skipped cost revenue roi sentAt sendAt`;

async function clinicSetup() {
  const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource);
  return {
    clinic,
    staff,
    admin,
    adminClient: await signedInClient(t.url, admin.email),
    staffClient: await signedInClient(t.url, staff.email),
  };
}

async function createLead(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ marketingLeadCreate: Record<string, unknown> }>(
    `mutation($input: MarketingLeadInput!) { marketingLeadCreate(input: $input) { ${leadFields} } }`,
    { input },
  );
}

/** The message the mail job would send to `to`: opened from its sealed job, as the walks read it. */
async function mailTo(to: string): Promise<{ text: string; html: string }> {
  const [row] = (await t.dataSource.query(
    `SELECT e.id, j.data->>'sealedMessage' AS sealed FROM outbound_emails e
       JOIN pgboss.job j ON j.name = 'mail.deliver' AND (j.data->>'emailId')::int = e.id
      WHERE e.to_address = $1 AND e.kind = 'marketing_campaign' ORDER BY e.id DESC LIMIT 1`,
    [to],
  )) as { id: number; sealed: string }[];
  return JSON.parse(box.open(row.sealed, `outbound_emails:${row.id}`)) as { text: string; html: string };
}

describe('lead score', () => {
  it('is the sum of its explained reasons, and 0 when lost', () => {
    const facts = {
      source: 'Referral',
      email: 'a@b.co',
      phone: '555-0100',
      severity: 'high',
      status: 'qualified',
      company: null,
      platform: false,
      opened: true,
      clicked: false,
      nextFollowUpAt: null,
    };
    const { score, reasons } = scoreLead(facts);
    expect(reasons.map((r) => [r.factor, r.points])).toEqual([
      ['source', 25],
      ['reach', 15],
      ['need', 20],
      ['engagement', 10],
      ['stage', 10],
    ]);
    expect(score).toBe(80);
    expect(scoreLead({ ...facts, clicked: true, status: 'converted' }).score).toBe(100);
    expect(
      scoreLead({ ...facts, source: 'billboard', phone: null, severity: null, opened: false, status: 'new' }).score,
    ).toBe(13);
    expect(scoreLead({ ...facts, status: 'lost' }).score).toBe(0);
  });
});

describe('audience filters name nothing clinical', () => {
  it('refuses any key but the non-clinical fields, in the pure check, in GraphQL and in REST', async () => {
    expect(audienceFilterProblems({ includeLeads: true, includePatients: true, diagnosisCodes: ['S13.4'] })).toEqual([
      expect.objectContaining({ field: 'diagnosisCodes' }),
    ]);
    expect(
      audienceFilterProblems({ includeLeads: true, includePatients: false, caseType: 'auto_accident' })[0].field,
    ).toBe('caseType');
    const { adminClient, clinic } = await clinicSetup();
    const gql = await adminClient.gql(
      `mutation { marketingAudienceCreate(input: { name: "Whiplash", filter: { includeLeads: false, includePatients: true, diagnosisCodes: ["S13.4"] } }) { id } }`,
    );
    expect(gql.errors?.[0].message).toMatch(/diagnosisCodes/);
    const rest = await adminClient.rest<{ success: boolean; message: string }>('POST', '/api/marketing/audiences', {
      name: 'Whiplash',
      filter: { includeLeads: false, includePatients: true, diagnosis: 'S13.4' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body.success).toBe(false);
    expect(rest.body.message).toMatch(/diagnosis cannot be used in an audience/);
    const [{ n }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM marketing_audiences WHERE clinic_id = $1`,
      [clinic.id],
    )) as { n: number }[];
    expect(n).toBe(0);
  });
});

describe('leads, activities and who may do what', () => {
  it('computes and explains the score; staff read and log activities but do not add leads; attorneys see nothing', async () => {
    const { adminClient, staffClient, clinic } = await clinicSetup();
    const created = await createLead(adminClient, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: `rosa-${stamp()}@example.com`,
      phone: '(973) 555-0101',
      source: 'Referral',
      severity: 'high',
    });
    expect(created.errors).toBeUndefined();
    const lead = created.data!.marketingLeadCreate as {
      id: number;
      leadScore: number;
      scoreReasons: { points: number }[];
    };
    expect(lead.leadScore).toBe(60);
    expect(lead.scoreReasons.reduce((sum, r) => sum + r.points, 0)).toBe(60);

    const refused = await createLead(staffClient, {
      firstName: 'No',
      email: `no-${stamp()}@example.com`,
      source: 'web',
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const list = await staffClient.gql<{ marketingLeads: { nodes: { id: number }[] } }>(
      `{ marketingLeads { nodes { id } } }`,
    );
    expect(list.data!.marketingLeads.nodes.map((n) => n.id)).toEqual([lead.id]);

    const due = new Date(clock.now().getTime() - 86_400_000).toISOString();
    const activity = await staffClient.gql<{
      crmActivityCreate: { id: number; overdue: boolean; relatedName: string };
    }>(`mutation($input: CrmActivityInput!) { crmActivityCreate(input: $input) { id overdue relatedName } }`, {
      input: {
        type: 'call',
        subject: 'Call back about the first visit',
        relatedTo: 'lead',
        relatedId: lead.id,
        dueDate: due,
      },
    });
    expect(activity.data!.crmActivityCreate).toMatchObject({ overdue: true, relatedName: 'Rosa Diaz' });
    const overdue = await adminClient.gql<{ crmActivities: { nodes: { id: number }[] } }>(
      `{ crmActivities(filter: { overdueOnly: true }) { nodes { id } } }`,
    );
    expect(overdue.data!.crmActivities.nodes.map((n) => n.id)).toEqual([activity.data!.crmActivityCreate.id]);
    const done = await staffClient.gql<{ crmActivityComplete: { status: string; overdue: boolean } }>(
      `mutation { crmActivityComplete(input: { id: ${activity.data!.crmActivityCreate.id}, outcome: "Booked for Monday" }) { status overdue } }`,
    );
    expect(done.data!.crmActivityComplete).toEqual({ status: 'completed', overdue: false });

    // Another clinic's lead is missing; an attorney has no marketing at all.
    const other = await clinicSetup();
    const foreign = await other.adminClient.gql(`{ marketingLead(id: ${lead.id}) { id } }`);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const { user } = await createAttorneyUser(t.dataSource);
    const attorney = await signedInClient(t.url, user.email);
    expect((await attorney.gql(`{ marketingLeads { nodes { id } } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const audits = (await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type IN ('marketing_lead', 'crm_activity') AND clinic_id = $1 ORDER BY id`,
      [clinic.id],
    )) as { action: string }[];
    expect(audits.map((a) => a.action)).toEqual(['create', 'create', 'complete']);
  });

  it('converts a lead into a patient in one step, keeping the link; a second conversion is refused', async () => {
    const { adminClient, clinic } = await clinicSetup();
    const lead = (
      await createLead(adminClient, {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: `ana-${stamp()}@example.com`,
        source: 'website',
      })
    ).data!.marketingLeadCreate as { id: number };
    const converted = await adminClient.gql<{ marketingLeadConvert: { status: string; convertedToPatientId: number } }>(
      `mutation { marketingLeadConvert(id: ${lead.id}) { status convertedToPatientId } }`,
    );
    expect(converted.data!.marketingLeadConvert.status).toBe('converted');
    const [patient] = (await t.dataSource.query(
      `SELECT clinic_id, first_name, marketing_consent_at FROM patients WHERE id = $1`,
      [converted.data!.marketingLeadConvert.convertedToPatientId],
    )) as { clinic_id: number; first_name: string; marketing_consent_at: Date | null }[];
    expect(patient).toEqual({ clinic_id: clinic.id, first_name: 'Ana', marketing_consent_at: null });
    const again = await adminClient.gql(`mutation { marketingLeadConvert(id: ${lead.id}) { id } }`);
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it("the operator's leads are its own and become sales leads; clinics never see them", async () => {
    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
    const created = await createLead(operator, {
      firstName: 'Dr. Kim',
      lastName: 'Park',
      company: `Park Chiropractic ${stamp()}`,
      email: `kim-${stamp()}@example.com`,
      source: 'event',
    });
    const lead = created.data!.marketingLeadCreate as { id: number; leadScore: number };
    expect(lead.leadScore).toBe(15 + 8 + 20);
    const converted = await operator.gql<{ marketingLeadConvert: { salesLeadId: number } }>(
      `mutation { marketingLeadConvert(id: ${lead.id}) { salesLeadId } }`,
    );
    const [sales] = (await t.dataSource.query(
      `SELECT company_name AS "companyName", source FROM sales_leads WHERE id = $1`,
      [converted.data!.marketingLeadConvert.salesLeadId],
    )) as { companyName: string; source: string }[];
    expect(sales.source).toBe('marketing');
    expect(sales.companyName).toMatch(/^Park Chiropractic/);
    const { adminClient } = await clinicSetup();
    expect((await adminClient.gql(`{ marketingLead(id: ${lead.id}) { id } }`)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('campaigns', () => {
  it('sends to leads and consenting patients with per-recipient records; open, click and unsubscribe are recorded; the unsubscribe holds next time', async () => {
    const { adminClient, clinic } = await clinicSetup();
    const source = `spring-${stamp()}`;
    const leadEmail = `lead-${stamp()}@example.com`;
    const lead = (await createLead(adminClient, { firstName: 'Lena', lastName: 'Ortiz', email: leadEmail, source }))
      .data!.marketingLeadCreate as { id: number; leadScore: number };
    const city = `Town ${stamp()}`;
    const consenting = await createPatient(t.dataSource, clinic.id, { email: `p1-${stamp()}@example.com`, city });
    await createPatient(t.dataSource, clinic.id, { email: `p2-${stamp()}@example.com`, city });
    const consent = await adminClient.gql<{ patientMarketingConsentSet: string }>(
      `mutation { patientMarketingConsentSet(patientId: ${consenting.id}, consent: true) }`,
    );
    expect(new Date(consent.data!.patientMarketingConsentSet).toISOString()).toBe(clock.now().toISOString());

    const audience = await adminClient.gql<{
      marketingAudienceCreate: { id: number; reachable: number; excluded: number };
    }>(
      `mutation($input: MarketingAudienceInput!) { marketingAudienceCreate(input: $input) { id reachable excluded } }`,
      {
        input: {
          name: 'Spring',
          filter: { includeLeads: true, includePatients: true, leadSources: [source], patientCities: [city] },
        },
      },
    );
    expect(audience.data!.marketingAudienceCreate).toMatchObject({ reachable: 2, excluded: 1 });
    const audienceId = audience.data!.marketingAudienceCreate.id;
    const newCampaign = (name: string) =>
      adminClient.gql<{ marketingCampaignCreate: { id: number } }>(
        `mutation($input: MarketingCampaignInput!) { marketingCampaignCreate(input: $input) { id } }`,
        {
          input: {
            name,
            audienceId,
            subject: 'Hi {first_name}',
            content: 'Hello {first_name},\n\nBook at https://clinic.example/book today.',
            budget: '200.00',
            cost: '100.00',
            revenue: '450.00',
          },
        },
      );
    const first = (await newCampaign('Spring check-ups')).data!.marketingCampaignCreate.id;
    const sent = await adminClient.gql<{ marketingCampaignSend: Record<string, unknown> }>(
      `mutation { marketingCampaignSend(input: { id: ${first} }) { ${campaignFields} } }`,
    );
    expect(sent.data!.marketingCampaignSend).toMatchObject({
      status: 'sent',
      totalRecipients: 2,
      skipped: 1,
      opened: 0,
      roi: 3.5,
    });

    const mail = await mailTo(leadEmail);
    expect(mail.text).toMatch(/^Hello Lena,/);
    expect(mail.text).not.toContain('https://clinic.example/book');
    const click = /\/api\/marketing\/click\/[^\s"]+/.exec(mail.text)![0];
    const unsubscribe = /\/api\/marketing\/unsubscribe\?token=[^\s"]+/.exec(mail.text)![0];
    const pixel = /\/api\/marketing\/open\/[^\s"]+\.gif/.exec(mail.html)![0];
    const [stored] = (await t.dataSource.query(`SELECT body_text FROM outbound_emails WHERE to_address = $1`, [
      leadEmail,
    ])) as { body_text: string }[];
    expect(stored.body_text).not.toContain('/api/marketing/');

    const visitor = new TestClient(t.url);
    const open = await visitor.request('GET', pixel);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/gif');
    const redirect = await visitor.request('GET', click);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://clinic.example/book');
    // A forged or altered token leads nowhere (no open redirect).
    expect((await visitor.request('GET', click.slice(0, -3) + 'AAA')).status).toBe(404);
    const forged = encodeURIComponent(box.seal('1.0', 'marketing-campaign:open'));
    expect((await visitor.request('GET', `/api/marketing/click/${forged}`)).status).toBe(404);

    const page = await visitor.request('GET', unsubscribe);
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    const token = decodeURIComponent(unsubscribe.split('token=')[1]);
    const confirmed = await visitor.request('POST', '/api/marketing/unsubscribe', {
      body: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are unsubscribed');

    const after = await adminClient.gql<{
      marketingCampaign: Record<string, unknown>;
      marketingCampaignRecipients: { email: string; status: string }[];
    }>(
      `{ marketingCampaign(id: ${first}) { ${campaignFields} } marketingCampaignRecipients(campaignId: ${first}) { email status } }`,
    );
    expect(after.data!.marketingCampaign).toMatchObject({ delivered: 1, opened: 1, clicked: 1, unsubscribed: 1 });
    expect(after.data!.marketingCampaignRecipients).toEqual(
      expect.arrayContaining([
        { email: leadEmail, status: 'unsubscribed' },
        { email: expect.stringMatching(/^p1-/), status: 'queued' },
      ]),
    );
    const rescored = await adminClient.gql<{ marketingLead: { leadScore: number; unsubscribed: boolean } }>(
      `{ marketingLead(id: ${lead.id}) { leadScore unsubscribed } }`,
    );
    expect(rescored.data!.marketingLead).toEqual({ leadScore: lead.leadScore + 20, unsubscribed: true });

    // The next campaign of this clinic leaves the unsubscribed address out.
    const second = (await newCampaign('Summer')).data!.marketingCampaignCreate.id;
    const next = await adminClient.gql<{ marketingCampaignSend: { totalRecipients: number; skipped: number } }>(
      `mutation { marketingCampaignSend(input: { id: ${second} }) { totalRecipients skipped } }`,
    );
    expect(next.data!.marketingCampaignSend).toEqual({ totalRecipients: 1, skipped: 2 });
    const recipients = (await t.dataSource.query(
      `SELECT email FROM marketing_campaign_recipients WHERE campaign_id = $1`,
      [second],
    )) as { email: string }[];
    expect(recipients.map((r) => r.email)).not.toContain(leadEmail);

    // Converting the lead counts a conversion on the campaign it received.
    await adminClient.gql(`mutation { marketingLeadConvert(id: ${lead.id}) { id } }`);
    const converted = await adminClient.gql<{ marketingCampaign: { converted: number } }>(
      `{ marketingCampaign(id: ${first}) { converted } }`,
    );
    expect(converted.data!.marketingCampaign.converted).toBe(1);

    const analytics = await adminClient.gql<{ marketingAnalytics: Record<string, unknown> }>(
      `{ marketingAnalytics { sent delivered opened clicked unsubscribed converted cost revenue roi leadsBySource { key count } } }`,
    );
    expect(analytics.data!.marketingAnalytics).toMatchObject({
      sent: 3,
      delivered: 1,
      opened: 1,
      clicked: 1,
      unsubscribed: 1,
      converted: 1,
      cost: '200.00',
      revenue: '900.00',
      roi: 3.5,
    });
  });

  it('sends a scheduled campaign at its time, on the job queue', async () => {
    const { adminClient } = await clinicSetup();
    const source = `sched-${stamp()}`;
    await createLead(adminClient, { firstName: 'Sam', lastName: 'Lee', email: `sam-${stamp()}@example.com`, source });
    const audienceId = (
      await adminClient.gql<{ marketingAudienceCreate: { id: number } }>(
        `mutation { marketingAudienceCreate(input: { name: "Sched", filter: { includeLeads: true, includePatients: false, leadSources: ["${source}"] } }) { id } }`,
      )
    ).data!.marketingAudienceCreate.id;
    const id = (
      await adminClient.gql<{ marketingCampaignCreate: { id: number } }>(
        `mutation { marketingCampaignCreate(input: { name: "Later", audienceId: ${audienceId}, subject: "Soon", content: "See you." }) { id } }`,
      )
    ).data!.marketingCampaignCreate.id;
    const at = new Date(clock.now().getTime() + 3 * 3_600_000);
    const scheduled = await adminClient.gql<{ marketingCampaignSend: { status: string; sendAt: string } }>(
      `mutation($at: DateTimeISO) { marketingCampaignSend(input: { id: ${id}, sendAt: $at }) { status sendAt } }`,
      { at: at.toISOString() },
    );
    expect(scheduled.data!.marketingCampaignSend.status).toBe('scheduled');
    await t.app.services.jobs.runDue(sendCampaign);
    expect((await t.dataSource.query(`SELECT status FROM marketing_campaigns WHERE id = $1`, [id]))[0].status).toBe(
      'scheduled',
    );
    clock.advance({ hours: 3, minutes: 1 });
    const outcomes = await t.app.services.jobs.runDue(sendCampaign);
    expect(outcomes.map((o) => o.error ?? 'ok')).toEqual(['ok']);
    expect(
      (await t.dataSource.query(`SELECT status, total_recipients FROM marketing_campaigns WHERE id = $1`, [id]))[0],
    ).toEqual({ status: 'sent', total_recipients: 1 });
  });
});

describe('marketing automation on the automation engine', () => {
  it('fires a lead_created rule whose condition holds, and runs its actions on the queue', async () => {
    const { adminClient, clinic } = await clinicSetup();
    const saved = await adminClient.gql<{ marketingAutomationRuleSave: { id: number; triggerSentence: string } }>(
      `mutation($input: MarketingRuleInput!) { marketingAutomationRuleSave(input: $input) { id triggerSentence } }`,
      {
        input: {
          name: 'Call referrals',
          triggerType: 'lead_created',
          triggerConditions: [{ field: 'lead_source', operator: 'is', value: 'referral' }],
          actions: [
            { type: 'create_activity', target: 'call', template: 'Call {first_name} today', days: 0 },
            { type: 'set_lead_status', target: 'contacted' },
          ],
        },
      },
    );
    expect(saved.data!.marketingAutomationRuleSave.triggerSentence).toBe('when a lead is added');
    const bad = await adminClient.gql(
      `mutation { marketingAutomationRuleSave(input: { name: "Bad", triggerType: "lead_created", actions: [{ type: "set_lead_status", target: "converted" }] }) { id } }`,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const referral = (
      await createLead(adminClient, {
        firstName: 'Rui',
        lastName: 'Sa',
        email: `rui-${stamp()}@example.com`,
        source: 'referral',
      })
    ).data!.marketingLeadCreate as { id: number };
    await createLead(adminClient, {
      firstName: 'Web',
      lastName: 'Lead',
      email: `web-${stamp()}@example.com`,
      source: 'website',
    });
    await t.app.services.jobs.runDue(executeMarketingAutomation);
    const activities = (await t.dataSource.query(
      `SELECT subject, related_id AS "relatedId" FROM crm_activities WHERE clinic_id = $1`,
      [clinic.id],
    )) as { subject: string; relatedId: number }[];
    expect(activities).toEqual([{ subject: 'Call Rui today', relatedId: referral.id }]);
    const [rule] = (await t.dataSource.query(
      `SELECT total_triggers, successful_triggers FROM marketing_automation_rules WHERE id = $1`,
      [saved.data!.marketingAutomationRuleSave.id],
    )) as { total_triggers: number; successful_triggers: number }[];
    expect(rule).toEqual({ total_triggers: 1, successful_triggers: 1 });
    expect(
      (await t.dataSource.query(`SELECT status FROM marketing_leads WHERE id = $1`, [referral.id]))[0].status,
    ).toBe('contacted');
  });
});

describe('CRM integration', () => {
  it('keeps the secret sealed and posts signed lead deliveries to a loopback fake', async () => {
    const receiver = await startLoopbackReceiver();
    try {
      const { adminClient, clinic } = await clinicSetup();
      const saved = await adminClient.gql<{ crmIntegrationSave: { signingSecret: string; hasApiKey: boolean } }>(
        `mutation($input: CrmIntegrationInput!) { crmIntegrationSave(input: $input) { signingSecret hasApiKey } }`,
        {
          input: {
            platform: 'hubspot',
            webhookUrl: receiver.url,
            events: ['lead.created'],
            apiKey: 'key-123',
            syncEnabled: true,
            syncFrequency: 'realtime',
          },
        },
      );
      const secret = saved.data!.crmIntegrationSave.signingSecret;
      expect(secret).toMatch(/^whsec_/);
      const [row] = (await t.dataSource.query(
        `SELECT api_key, api_secret FROM crm_integration_settings WHERE clinic_id = $1`,
        [clinic.id],
      )) as { api_key: string; api_secret: string }[];
      expect(row.api_secret.startsWith('v1.')).toBe(true);
      expect(row.api_secret).not.toContain(secret);
      expect(row.api_key).not.toContain('key-123');
      const again = await adminClient.gql<{ crmIntegration: { signingSecret: string | null } }>(
        `{ crmIntegration { signingSecret } }`,
      );
      expect(again.data!.crmIntegration.signingSecret).toBeNull();

      const email = `crm-${stamp()}@example.com`;
      await createLead(adminClient, {
        firstName: 'Cara',
        lastName: 'Moss',
        email,
        source: 'website',
        severity: 'high',
        notes: 'private note',
      });
      await t.app.services.jobs.runDue(deliverCrmSync);
      expect(receiver.received).toHaveLength(1);
      const [delivery] = receiver.received;
      const [, tPart, vPart] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(delivery.headers['casebridge-signature']))!;
      expect(webhookSignature(secret, Number(tPart), delivery.body)).toBe(`t=${tPart},v1=${vPart}`);
      expect(delivery.headers.authorization).toBe('Bearer key-123');
      const body = JSON.parse(delivery.body) as { event: string; data: Record<string, unknown> };
      expect(body.event).toBe('lead.created');
      expect(body.data).toMatchObject({ email, firstName: 'Cara' });
      expect(delivery.body).not.toContain('private note');
      expect(delivery.body).not.toContain('severity');

      const test = await adminClient.gql<{ crmIntegrationTest: { status: string; responseStatus: number } }>(
        `mutation { crmIntegrationTest { status responseStatus } }`,
      );
      expect(test.errors).toBeUndefined();
      expect(test.data!.crmIntegrationTest).toEqual({ status: 'delivered', responseStatus: 200 });
    } finally {
      await receiver.close();
    }
  });
});
