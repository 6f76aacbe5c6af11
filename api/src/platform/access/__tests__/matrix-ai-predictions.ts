import { byId, gql, rest, type Entry, type Verdicts } from './matrix-dsl';

/**
 * AI predictions (decision 195): clinic users read their clinic's cases' predictions, attorneys their
 * own cases'; a case out of scope answers like a missing one; the operator has no AI scope and is
 * refused. A refit is asked for by a clinic admin or an attorney.
 */
const aiReaders: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'allow',
  super_admin: 'forbid',
};
const refitters: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'allow',
  attorney: 'allow',
  super_admin: 'forbid',
};

export const aiPredictionsMatrix: Record<string, Entry> = {
  'Query.casePredictions': [
    {
      label: 'of a case',
      call: byId('query($id: Int!) { casePredictions(caseId: $id) { caseId predictions { type value } } }'),
      target: 'case',
      roles: aiReaders,
    },
  ],
  'Query.predictionModels': [
    { label: 'the scope’s models', call: gql('{ predictionModels { type version } }'), roles: aiReaders },
  ],
  'Mutation.predictionRefit': [
    { label: 'queue a refit', call: gql('mutation { predictionRefit { queued } }'), roles: refitters },
  ],
  'GET /api/ai/predictions': [
    {
      label: 'of a case',
      call: rest({ path: (a) => `/api/ai/predictions?caseId=${a.id}` }),
      target: 'case',
      roles: aiReaders,
    },
  ],
};
