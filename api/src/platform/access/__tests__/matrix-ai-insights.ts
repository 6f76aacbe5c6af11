import { clinicOnly, gql, input, rest, type CallArgs, type Entry, type Verdicts } from './matrix-dsl';

/**
 * The AI dashboard's config, Insights and Case Analysis (decision 195): clinic users over their clinic's
 * cases, attorneys over their own; the operator is refused. A case out of scope answers as a missing one.
 */
const aiReaders: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'allow', super_admin: 'forbid' };

const analyzeInput = (a: CallArgs) => ({ caseId: a.id, analysisType: 'billing_review' });
const insightFields = `caseMetrics { totalCases activeCases averageSettlement averageDuration }
  recommendations { caseId } trends { caseVolumeTrend { month count } }`;

export const aiInsightsMatrix: Record<string, Entry> = {
  'Query.aiConfig': [
    {
      label: 'features',
      call: gql('{ aiConfig { features { insights } analysisTypes predictionTypes } }'),
      roles: aiReaders,
    },
  ],
  'GET /api/ai/config': [{ label: 'features', call: rest(), roles: aiReaders }],
  'Query.aiInsights': [
    { label: 'figures', call: gql(`{ aiInsights { ${insightFields} } }`), roles: aiReaders, summary: true },
  ],
  'GET /api/ai/insights': [{ label: 'figures', call: rest(), roles: clinicOnly, summary: true }],
  'Query.caseAnalyses': [
    {
      label: 'of a case',
      call: gql('query($id: Int!) { caseAnalyses(caseId: $id) { id } }', (a) => ({ id: a.id })),
      target: 'case',
      roles: aiReaders,
    },
  ],
  'Mutation.caseAnalyze': [
    {
      label: 'billing review',
      call: input('mutation($input: CaseAnalyzeInput!) { caseAnalyze(input: $input) { id status } }', analyzeInput),
      target: 'case',
      roles: aiReaders,
    },
  ],
  'POST /api/ai/analyze-case': [
    { label: 'billing review', call: rest({ body: analyzeInput }), target: 'case', roles: aiReaders },
  ],
};
