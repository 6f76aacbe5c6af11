import type { Role } from '../role';
import { byId, caseAttorneyOnly, gql, input, operatorOnly, rest, ws, type Entry, type Verdicts } from './matrix-dsl';

/**
 * Funding (decisions 380-389): the operator manages the partners; the case's attorney asks, submits,
 * quotes and records funds; the operator reads the requests but changes none; clinics never see a
 * funding request, their own case's included (answered as missing). The partner's side is public,
 * opened only by its one-time link.
 */
const readers: Verdicts = { clinic_staff: 'hidden', clinic_admin: 'hidden', attorney: 'allow', super_admin: 'any' };
const attorneyWrites: Verdicts = {
  clinic_staff: 'hidden',
  clinic_admin: 'hidden',
  attorney: 'allow',
  super_admin: 'forbid',
};
const choosers: Record<Role, 'allow' | 'forbid'> = {
  clinic_staff: 'forbid',
  clinic_admin: 'forbid',
  attorney: 'allow',
  super_admin: 'allow',
  patient: 'forbid',
  operator_staff: 'forbid',
};
const partner = { companyName: 'Matrix Partner', fundingTypes: ['medical'] };

export const fundingMatrix: Record<string, Entry> = {
  'Query.fundingPartners': [{ label: 'all', call: gql('{ fundingPartners { id apiKeySet } }'), roles: operatorOnly }],
  'Query.fundingPartnerOptions': [{ label: 'active', call: gql('{ fundingPartnerOptions { id } }'), roles: choosers }],
  'Mutation.fundingPartnerCreate': [
    {
      label: 'new',
      call: gql('mutation($input: FundingPartnerInput!) { fundingPartnerCreate(input: $input) { id } }', () => ({
        input: { ...partner, companyName: `Matrix Partner ${Math.random().toString(36).slice(2)}` },
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.fundingPartnerUpdate': [
    {
      label: 'a partner',
      call: gql(
        'mutation($id: Int!, $input: FundingPartnerInput!) { fundingPartnerUpdate(id: $id, input: $input) { id } }',
        (a) => ({
          id: a.world.fundingPartnerId,
          input: { ...partner, companyName: `Matrix Partner ${Math.random().toString(36).slice(2)}` },
        }),
      ),
      roles: operatorOnly,
    },
  ],
  'Query.caseFunding': [
    {
      label: 'of a case',
      call: byId('query($id: Int!) { caseFunding(caseId: $id) { caseId requests { id } } }'),
      target: 'case',
      roles: readers,
    },
  ],
  'Subscription.fundingRequestChanged': [
    {
      label: 'of a case',
      call: ws('subscription($id: Int!) { fundingRequestChanged(caseId: $id) { id status } }'),
      target: 'case',
      roles: readers,
    },
  ],
  'Query.fundingRequest': [
    {
      label: 'a draft',
      call: byId('query($id: Int!) { fundingRequest(id: $id) { id status } }'),
      target: 'fundingRequest',
      roles: readers,
    },
  ],
  'Mutation.fundingRequestCreate': [
    {
      label: 'on a case',
      call: input('mutation($input: FundingRequestInput!) { fundingRequestCreate(input: $input) { id } }', (a) => ({
        caseId: a.id,
        fundingPartnerId: a.world.fundingPartnerId,
        requestedAmount: '1000.00',
        purpose: 'Matrix funding',
        share: ['ledger'],
      })),
      target: 'case',
      roles: { ...caseAttorneyOnly, clinic_staff: 'hidden', clinic_admin: 'hidden' },
      fresh: true,
    },
  ],
  'Mutation.fundingRequestSubmit': [
    {
      label: 'a draft',
      call: byId('mutation($id: Int!) { fundingRequestSubmit(id: $id) { partnerLink } }'),
      target: 'fundingRequest',
      roles: attorneyWrites,
      fresh: true,
    },
  ],
  'Mutation.fundingRequestRenewLink': [
    {
      label: 'awaiting the partner',
      call: byId('mutation($id: Int!) { fundingRequestRenewLink(id: $id) { partnerLink } }'),
      target: 'submittedFundingRequest',
      roles: attorneyWrites,
      fresh: true,
    },
  ],
  'Mutation.fundingRequestQuote': [
    {
      label: 'awaiting the partner',
      call: byId('mutation($id: Int!) { fundingRequestQuote(id: $id) { id quote { outcome } } }'),
      target: 'submittedFundingRequest',
      roles: attorneyWrites,
      fresh: true,
    },
  ],
  'Mutation.fundingRequestRecordFunded': [
    {
      label: 'approved',
      call: input(
        'mutation($input: FundingFundedInput!) { fundingRequestRecordFunded(input: $input) { id } }',
        (a) => ({ requestId: a.id, fundedAmount: '900.00', fundedDate: '2026-01-02' }),
      ),
      target: 'approvedFundingRequest',
      roles: attorneyWrites,
      fresh: true,
    },
  ],
  'GET /api/funding-requests': [
    {
      label: 'in scope',
      call: rest(),
      roles: { clinic_staff: 'forbid', clinic_admin: 'forbid', attorney: 'allow', super_admin: 'allow' },
    },
  ],
  'GET /api/funding-requests/:id': [{ label: 'a draft', call: rest(), target: 'fundingRequest', roles: readers }],
  'POST /api/funding-requests': [
    {
      label: 'on a case',
      call: rest({
        body: (a) => ({
          caseId: a.id,
          fundingPartnerId: a.world.fundingPartnerId,
          requestedAmount: '1000.00',
          purpose: 'Matrix funding',
          share: ['ledger'],
        }),
      }),
      target: 'case',
      roles: { ...caseAttorneyOnly, clinic_staff: 'hidden', clinic_admin: 'hidden' },
      fresh: true,
    },
  ],
  'POST /api/funding-requests/:id/submit': [
    { label: 'a draft', call: rest(), target: 'fundingRequest', roles: attorneyWrites, fresh: true },
  ],
  'GET /api/funding-partner/request': {
    public: "The funding partner's one-page view: opened only by its one-time, expiring link (no session)",
  },
  'POST /api/funding-partner/answer': {
    public: "The funding partner's answer: accepted only with its one-time, expiring link (no session)",
  },
};
