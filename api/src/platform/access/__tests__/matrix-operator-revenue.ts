import { gql, operatorOnly, type Entry } from './matrix-dsl';

/** The operator's console, Revenue tab: platform-wide revenue analytics, refused to every other role. */
export const operatorRevenueMatrix: Record<string, Entry> = {
  'Query.revenueSummary': [
    { label: 'MRR now', call: gql('{ revenueSummary { mrr arr byPlan { planCode mrr } } }'), roles: operatorOnly },
  ],
  'Query.revenuePeriod': [
    {
      label: 'a period',
      call: gql('{ revenuePeriod(kind: quarter) { endMrr churnedMrr lifetimeValue } }'),
      roles: operatorOnly,
    },
  ],
  'Query.revenueMonths': [
    { label: 'twelve months', call: gql('{ revenueMonths { month endMrr } }'), roles: operatorOnly },
  ],
  'Query.revenueDefinitions': [
    { label: 'definitions', call: gql('{ revenueDefinitions { figure } }'), roles: operatorOnly },
  ],
};
