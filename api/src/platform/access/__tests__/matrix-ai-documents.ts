import { byId, gql, rest, type Entry, type Verdicts } from './matrix-dsl';

/**
 * Document analysis (decision 232): read through the document's own rule (its clinic, the case's
 * attorney); the operator is refused like everywhere on the AI dashboard (decision 195). Only the
 * clinic runs a failed analysis again. The fixture documents carry a failed analysis (matrix-world).
 */
const analysisReaders: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'allow',
  super_admin: 'forbid',
};
const analysisRetriers: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};

export const aiDocumentsMatrix: Record<string, Entry> = {
  'Query.documentAnalysis': [
    {
      label: 'of a document',
      call: byId('query($id: Int!) { documentAnalysis(documentId: $id) { id status error } }'),
      target: 'document',
      roles: analysisReaders,
    },
  ],
  'Mutation.documentAnalysisRetry': [
    {
      label: 'of a document',
      call: byId('mutation($id: Int!) { documentAnalysisRetry(documentId: $id) { id status } }'),
      target: 'document',
      roles: analysisRetriers,
      fresh: true,
    },
  ],
  'GET /api/documents/:id/analysis': [{ label: 'by id', call: rest(), target: 'document', roles: analysisReaders }],
  'Query.aiAutomation': [
    {
      label: 'summary',
      call: gql(
        '{ aiAutomation { modelRefits { predictionType refits } documentAnalysisCounts { status count } recentDocumentAnalyses { documentId } } }',
      ),
      roles: analysisReaders,
      summary: true,
    },
  ],
};
