import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * The placement clinic's marketing (decision 460): a lead, a draft campaign to a saved audience of
 * that lead, and a pending CRM activity on the lead. Its staff and admins read them; the operator's
 * marketing is its own (clinic_id null), so a clinic's records answer the operator as missing.
 */
export async function makeMarketingFixture(
  ds: DataSource,
  clinicId: number,
): Promise<{
  marketingLeadId: number;
  marketingCampaignId: number;
  marketingAudienceId: number;
  crmActivityId: number;
}> {
  const [lead] = (await ds.query(
    `INSERT INTO marketing_leads (clinic_id, first_name, last_name, email, source, lead_score)
     VALUES ($1, 'Matrix', 'Lead', $2, 'website', 28)
     RETURNING id`,
    [clinicId, `matrix-lead-${clinicId}-${randomUUID()}@example.com`],
  )) as { id: number }[];
  const [audience] = (await ds.query(
    `INSERT INTO marketing_audiences (clinic_id, name, filter) VALUES ($1, 'Matrix audience', $2) RETURNING id`,
    [clinicId, JSON.stringify({ includeLeads: true, includePatients: false, leadSources: ['matrix-none'] })],
  )) as { id: number }[];
  const [campaign] = (await ds.query(
    `INSERT INTO marketing_campaigns (clinic_id, name, audience_id, subject, content) VALUES ($1, 'Matrix campaign', $2, 'Hi', 'Hello')
     RETURNING id`,
    [clinicId, audience.id],
  )) as { id: number }[];
  const [activity] = (await ds.query(
    `INSERT INTO crm_activities (clinic_id, type, subject, related_to, related_id) VALUES ($1, 'call', 'Matrix call', 'lead', $2)
     RETURNING id`,
    [clinicId, lead.id],
  )) as { id: number }[];
  // The clinic's CRM sync (its admins read and test it; the secret is not a real sealed one, so a test delivery fails).
  await ds.query(
    `INSERT INTO crm_integration_settings (clinic_id, platform, api_secret, webhook_url, events)
     VALUES ($1, 'other', 'v1.matrix', 'https://crm.example.com/hook', '{lead.created}') ON CONFLICT (clinic_id) DO NOTHING`,
    [clinicId],
  );
  // The operator's own marketing (clinic_id null), so its lists have rows of its own.
  const [platformLead] = (await ds.query(
    `INSERT INTO marketing_leads (clinic_id, first_name, last_name, company, email, source)
     VALUES (NULL, 'Matrix', 'Practice', 'Matrix Practice', 'matrix-practice-' || floor(random() * 1e9)::text || '@example.com', 'event')
     RETURNING id`,
  )) as { id: number }[];
  await ds.query(
    `INSERT INTO crm_activities (clinic_id, type, subject, related_to, related_id) VALUES (NULL, 'call', 'Matrix practice call', 'lead', $1)`,
    [platformLead.id],
  );
  const [platformAudience] = (await ds.query(
    `INSERT INTO marketing_audiences (clinic_id, name, filter) VALUES (NULL, 'Matrix practices', $1) RETURNING id`,
    [JSON.stringify({ includeLeads: true, includePatients: false, leadSources: ['matrix-none'] })],
  )) as { id: number }[];
  await ds.query(
    `INSERT INTO marketing_campaigns (clinic_id, name, audience_id, subject, content) VALUES (NULL, 'Matrix practice campaign', $1, 'Hi', 'Hello')`,
    [platformAudience.id],
  );
  return {
    marketingLeadId: lead.id,
    marketingCampaignId: campaign.id,
    marketingAudienceId: audience.id,
    crmActivityId: activity.id,
  };
}
