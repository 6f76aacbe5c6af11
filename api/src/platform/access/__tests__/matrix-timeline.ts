import { everyone, gql, rest, ws, type Entry } from './matrix-dsl';

/**
 * The case timeline (decisions 320-329): whoever reads the case reads its timeline (each item by its
 * own module's rule, proved item by item in modules/timeline's tests); a case out of scope answers
 * as a missing one on every path.
 */
export const timelineMatrix: Record<string, Entry> = {
  'Query.caseTimeline': [
    {
      label: 'of a case',
      call: gql('query($id: Int!) { caseTimeline(caseId: $id, first: 100) { nodes { id } } }', (a) => ({ id: a.id })),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'of a case, messages only',
      call: gql('query($id: Int!) { caseTimeline(caseId: $id, kinds: [message]) { nodes { id } } }', (a) => ({
        id: a.id,
      })),
      target: 'case',
      roles: everyone,
    },
  ],
  'Subscription.caseActivity': [
    {
      label: 'of a case',
      call: ws('subscription($id: Int!) { caseActivity(caseId: $id) { caseId } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'GET /api/cases/:id/timeline': [{ label: 'of a case', call: rest(), target: 'case', roles: everyone }],
};
