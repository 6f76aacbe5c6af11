import { randomUUID } from 'node:crypto';
import { OperatorArea } from '../operator-areas';
import { byId, gql, input, rest, type Entry, type Verdicts } from './matrix-dsl';

/**
 * Marketing and CRM (decision 460): a clinic's staff read it and log activities, its admins manage
 * it; the operator has its own (clinic_id null), so a clinic's records answer it as missing, and the
 * clinic-only parts (CRM sync, patients' consent) refuse it; attorneys are refused outright.
 */
const readers: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'forbid', super_admin: 'allow' };
const managers: Verdicts = { clinic_staff: 'forbid', clinic_admin: 'allow', attorney: 'forbid', super_admin: 'allow' };
const clinicRecordReaders: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'hidden',
};
const clinicRecordManagers: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'hidden',
};
const clinicAdminsOnly: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};
const clinicUsersOnly: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};

const leadInput = () => ({
  firstName: 'Matrix',
  lastName: 'Lead',
  email: `matrix-${randomUUID()}@example.com`,
  source: 'website',
});
const leadUpdate = {
  firstName: 'Matrix',
  lastName: 'Lead',
  email: 'matrix-updated@example.com',
  source: 'referral',
  status: 'contacted',
};
const audienceInput = {
  name: 'Matrix audience',
  filter: { includeLeads: true, includePatients: false, leadSources: ['matrix-none'] },
};
const ruleInput = {
  name: 'Matrix marketing rule',
  triggerType: 'lead_created',
  triggerConditions: [{ field: 'lead_source', operator: 'is', value: 'matrix-none' }],
  actions: [{ type: 'create_activity', target: 'call', template: 'Matrix call', days: 1 }],
  isActive: false,
};
const crmInput = {
  platform: 'other',
  webhookUrl: 'https://crm.example.com/hook',
  events: ['lead.created'],
  syncEnabled: false,
  syncFrequency: 'hourly',
};

/** Over GraphQL the operator's side is the console's Marketing area: operator staff with it get the super admin's verdict. */
const operatorMarketing = (verdicts: Verdicts): Verdicts => ({ ...verdicts, area: OperatorArea.marketing });

export const marketingMatrix: Record<string, Entry> = {
  'Query.marketingLeads': [
    { label: 'list', call: gql('{ marketingLeads { nodes { id } } }'), roles: operatorMarketing(readers) },
  ],
  'Query.marketingLead': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { marketingLead(id: $id) { id } }'),
      target: 'marketingLead',
      roles: operatorMarketing(clinicRecordReaders),
    },
  ],
  'Mutation.marketingLeadCreate': [
    {
      label: 'new',
      call: input('mutation($input: MarketingLeadInput!) { marketingLeadCreate(input: $input) { id } }', leadInput),
      roles: operatorMarketing(managers),
    },
  ],
  'Mutation.marketingLeadUpdate': [
    {
      label: 'stage',
      call: gql(
        'mutation($id: Int!, $input: MarketingLeadInput!) { marketingLeadUpdate(id: $id, input: $input) { id } }',
        (a) => ({
          id: a.id,
          input: leadUpdate,
        }),
      ),
      target: 'marketingLead',
      roles: operatorMarketing(clinicRecordManagers),
      fresh: true,
    },
  ],
  'Mutation.marketingLeadConvert': [
    {
      label: 'to a patient',
      call: byId('mutation($id: Int!) { marketingLeadConvert(id: $id) { id } }'),
      target: 'marketingLead',
      roles: operatorMarketing(clinicRecordManagers),
      fresh: true,
    },
  ],
  'Query.crmActivities': [
    { label: 'list', call: gql('{ crmActivities { nodes { id } } }'), roles: operatorMarketing(readers) },
  ],
  'Mutation.crmActivityCreate': [
    {
      label: 'on a lead',
      call: gql('mutation($input: CrmActivityInput!) { crmActivityCreate(input: $input) { id } }', (a) => ({
        input: { type: 'call', subject: 'Matrix call', relatedTo: 'lead', relatedId: a.id },
      })),
      target: 'marketingLead',
      roles: operatorMarketing(clinicRecordReaders),
    },
  ],
  'Mutation.crmActivityComplete': [
    {
      label: 'done',
      call: gql(
        'mutation($id: Int!) { crmActivityComplete(input: { id: $id, outcome: "Matrix outcome" }) { id } }',
        (a) => ({ id: a.id }),
      ),
      target: 'crmActivity',
      roles: operatorMarketing(clinicRecordReaders),
      fresh: true,
    },
  ],
  'Mutation.patientMarketingConsentSet': [
    {
      label: 'consent',
      call: gql('mutation($id: Int!) { patientMarketingConsentSet(patientId: $id, consent: true) }', (a) => ({
        id: a.id,
      })),
      target: 'patient',
      roles: operatorMarketing(clinicUsersOnly),
    },
  ],
  'Query.marketingAudiences': [
    { label: 'list', call: gql('{ marketingAudiences { id } }'), roles: operatorMarketing(readers) },
  ],
  'Mutation.marketingAudienceCreate': [
    {
      label: 'leads',
      call: input(
        'mutation($input: MarketingAudienceInput!) { marketingAudienceCreate(input: $input) { id } }',
        () => audienceInput,
      ),
      roles: operatorMarketing(managers),
    },
  ],
  'Query.marketingCampaigns': [
    { label: 'list', call: gql('{ marketingCampaigns { id } }'), roles: operatorMarketing(readers) },
  ],
  'Query.marketingCampaign': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { marketingCampaign(id: $id) { id } }'),
      target: 'marketingCampaign',
      roles: operatorMarketing(clinicRecordReaders),
    },
  ],
  'Query.marketingCampaignRecipients': [
    {
      label: 'of a campaign',
      call: gql('query($id: Int!) { marketingCampaignRecipients(campaignId: $id) { id } }', (a) => ({ id: a.id })),
      target: 'marketingCampaign',
      roles: operatorMarketing(clinicRecordReaders),
    },
  ],
  'Mutation.marketingCampaignCreate': [
    {
      label: 'to an audience',
      call: gql('mutation($input: MarketingCampaignInput!) { marketingCampaignCreate(input: $input) { id } }', (a) => ({
        input: { name: 'Matrix campaign', audienceId: a.id, subject: 'Hi', content: 'Hello' },
      })),
      target: 'marketingAudience',
      roles: operatorMarketing(clinicRecordManagers),
    },
  ],
  'Mutation.marketingCampaignSend': [
    {
      label: 'now',
      call: gql('mutation($id: Int!) { marketingCampaignSend(input: { id: $id }) { id } }', (a) => ({ id: a.id })),
      target: 'marketingCampaign',
      roles: operatorMarketing(clinicRecordManagers),
      fresh: true,
    },
  ],
  'Mutation.marketingCampaignCancel': [
    {
      label: 'draft',
      call: byId('mutation($id: Int!) { marketingCampaignCancel(id: $id) { id } }'),
      target: 'marketingCampaign',
      roles: operatorMarketing(clinicRecordManagers),
      fresh: true,
    },
  ],
  'Mutation.marketingCampaignResultsSet': [
    {
      label: 'cost and revenue',
      call: gql(
        'mutation($id: Int!) { marketingCampaignResultsSet(input: { id: $id, cost: "10.00", revenue: "25.00" }) { id } }',
        (a) => ({
          id: a.id,
        }),
      ),
      target: 'marketingCampaign',
      roles: operatorMarketing(clinicRecordManagers),
      fresh: true,
    },
  ],
  'Query.marketingAnalytics': [
    { label: 'figures', call: gql('{ marketingAnalytics { sent } }'), roles: operatorMarketing(readers) },
  ],
  'Query.marketingAutomationRules': [
    { label: 'list', call: gql('{ marketingAutomationRules { id } }'), roles: operatorMarketing(readers) },
  ],
  'Mutation.marketingAutomationRuleSave': [
    {
      label: 'new',
      call: input(
        'mutation($input: MarketingRuleInput!) { marketingAutomationRuleSave(input: $input) { id } }',
        () => ruleInput,
      ),
      roles: operatorMarketing(managers),
    },
  ],
  'Query.crmIntegration': [
    { label: 'settings', call: gql('{ crmIntegration { id } }'), roles: operatorMarketing(clinicAdminsOnly) },
  ],
  'Query.crmSyncDeliveries': [
    { label: 'list', call: gql('{ crmSyncDeliveries { id } }'), roles: operatorMarketing(clinicAdminsOnly) },
  ],
  'Mutation.crmIntegrationSave': [
    {
      label: 'save',
      call: input(
        'mutation($input: CrmIntegrationInput!) { crmIntegrationSave(input: $input) { id } }',
        () => crmInput,
      ),
      roles: operatorMarketing(clinicAdminsOnly),
    },
  ],
  'Mutation.crmIntegrationTest': [
    { label: 'test', call: gql('mutation { crmIntegrationTest { id } }'), roles: operatorMarketing(clinicAdminsOnly) },
  ],
  'GET /api/marketing/leads': [{ label: 'list', call: rest(), roles: readers }],
  'POST /api/marketing/leads': [{ label: 'new', call: rest({ body: leadInput }), roles: managers }],
  'GET /api/marketing/campaigns': [{ label: 'list', call: rest(), roles: readers }],
  'POST /api/marketing/audiences': [{ label: 'leads', call: rest({ body: () => audienceInput }), roles: managers }],
  'GET /api/marketing/analytics': [{ label: 'figures', call: rest(), roles: readers }],
  'GET /api/marketing/open/:token.gif': {
    public:
      "A campaign's open pixel: a sealed single-purpose token names the recipient; any other answers the pixel and records nothing",
  },
  'GET /api/marketing/click/:token': {
    public:
      "A campaign's click redirect: a sealed token names the recipient and the campaign's own link; no open redirect",
  },
  'GET /api/marketing/unsubscribe': {
    public:
      'The unsubscribe page of a campaign e-mail (a sealed token); it changes nothing until the button is pressed',
  },
  'POST /api/marketing/unsubscribe': {
    public:
      'Confirms an unsubscribe by its sealed token, rate-limited per address; leaves the address out of later sends',
  },
};
