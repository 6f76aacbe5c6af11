import { gql, operatorOnly, rest, type Entry } from './matrix-dsl';

/** The operator's console, Overview tab: platform figures and the full export: its entries of the authorization matrix. */
export const operatorOverviewMatrix: Record<string, Entry> = {
  'Query.platformOverview': [
    {
      label: 'figures',
      call: gql('{ platformOverview { totalUsers activeClinics monthlyRevenue activeCases } }'),
      roles: operatorOnly,
    },
  ],
  'GET /superadmin/api/stats': [{ label: 'figures', call: rest(), roles: operatorOnly }],
  // The whole database as a JSON attachment: refused (and not audited) for everyone else.
  'GET /superadmin/api/export': [{ label: 'full export', call: rest(), roles: operatorOnly }],
};
