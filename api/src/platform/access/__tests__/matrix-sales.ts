import { randomUUID } from 'node:crypto';
import { gql, operatorOnly, rest, type Entry } from './matrix-dsl';

const repForm = () => ({ firstName: 'Matrix', lastName: 'Rep', email: `matrix-${randomUUID()}@sales.test` });

/** The operator's sales commission area and the spec's /api/admin/sales calls: super admin only. */
export const salesMatrix: Record<string, Entry> = {
  'Query.salesSummary': [
    { label: 'cards', call: gql('{ salesSummary { totalRevenue activeReps } }'), roles: operatorOnly },
  ],
  'Query.salesRepresentatives': [
    { label: 'the team', call: gql('{ salesRepresentatives { id ytdSales } }'), roles: operatorOnly },
  ],
  'Query.salesCommissions': [
    { label: 'this year', call: gql('{ salesCommissions(range: year) { id status } }'), roles: operatorOnly },
  ],
  'Query.salesRecentSales': [{ label: 'five', call: gql('{ salesRecentSales { id } }'), roles: operatorOnly }],
  'Query.salesLeads': [{ label: 'pipeline', call: gql('{ salesLeads { id leadScore } }'), roles: operatorOnly }],
  'Query.salesPayouts': [{ label: 'payouts', call: gql('{ salesPayouts { id total } }'), roles: operatorOnly }],
  'Mutation.salesRepresentativeCreate': [
    {
      label: 'a new rep',
      call: gql(
        'mutation($input: SalesRepresentativeInput!) { salesRepresentativeCreate(input: $input) { id } }',
        () => ({
          input: repForm(),
        }),
      ),
      roles: operatorOnly,
    },
  ],
  'Mutation.salesRepresentativeUpdate': [
    {
      label: 'a rep',
      call: gql(
        'mutation($id: Int!, $input: SalesRepresentativeInput!) { salesRepresentativeUpdate(id: $id, input: $input) { id } }',
        (a) => ({ id: a.world.sales.repId, input: repForm() }),
      ),
      roles: operatorOnly,
    },
  ],
  'Mutation.salesCommissionApprove': [
    {
      label: 'a pending commission',
      call: gql('mutation($id: Int!) { salesCommissionApprove(id: $id) { id } }', (a) => ({
        id: a.world.sales.pendingCommissionIds.graphql,
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.salesPayoutProcess': [
    {
      label: 'a rep with an approved commission',
      call: gql('mutation($input: SalesPayoutInput!) { salesPayoutProcess(input: $input) { id } }', (a) => ({
        input: { salesRepId: a.world.sales.payableRepIds.graphql },
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.salesLeadFromWaitlist': [
    {
      label: 'a signup',
      call: gql(
        'mutation($input: SalesLeadFromWaitlistInput!) { salesLeadFromWaitlist(input: $input) { id } }',
        (a) => ({
          input: { waitlistEntryId: a.world.sales.waitlistEntryIds.graphql },
        }),
      ),
      roles: operatorOnly,
    },
  ],
  'Mutation.salesLeadUpdate': [
    {
      label: 'a lead',
      call: gql('mutation($id: Int!) { salesLeadUpdate(id: $id, input: { notes: "Matrix" }) { id } }', (a) => ({
        id: a.world.sales.leadId,
      })),
      roles: operatorOnly,
    },
  ],
  'GET /api/admin/sales/representatives': [{ label: 'the team', call: rest(), roles: operatorOnly }],
  'GET /api/admin/sales/commissions': [
    { label: 'this year', call: rest({ path: () => '/api/admin/sales/commissions?range=year' }), roles: operatorOnly },
  ],
  'GET /api/admin/sales/leads': [{ label: 'pipeline', call: rest(), roles: operatorOnly }],
  'POST /api/admin/sales/representatives': [{ label: 'a new rep', call: rest({ body: repForm }), roles: operatorOnly }],
  'PATCH /api/admin/sales/representatives/:id': [
    {
      label: 'a rep',
      call: rest({ path: (a) => `/api/admin/sales/representatives/${a.world.sales.repId}`, body: repForm }),
      roles: operatorOnly,
    },
  ],
  'POST /api/admin/sales/commissions/:id/approve': [
    {
      label: 'a pending commission',
      call: rest({
        path: (a) => `/api/admin/sales/commissions/${a.world.sales.pendingCommissionIds.rest}/approve`,
        body: () => ({}),
      }),
      roles: operatorOnly,
    },
  ],
  'POST /api/admin/sales/payouts/process': [
    {
      label: 'a rep with an approved commission',
      call: rest({ body: (a) => ({ salesRepId: a.world.sales.payableRepIds.rest }) }),
      roles: operatorOnly,
    },
  ],
  'GET /api/admin/sales/payouts/:id/statement.pdf': [
    {
      label: 'a payout',
      call: rest({ path: (a) => `/api/admin/sales/payouts/${a.world.sales.payoutId}/statement.pdf` }),
      roles: operatorOnly,
    },
  ],
};
