import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/**
 * Reads an uploaded document's text and stores what it found (AiDocumentAnalysisService.analyze).
 * Sent in the upload's transaction with the key `document:<id>` (a retry adds its own suffix).
 */
export const analyzeDocument = defineJob<{ documentId: number }, Services>({
  name: 'ai.analyze-document',
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  // Reading is bounded at 20 s (extractionLimits); the rest is a few statements.
  expireInSeconds: 120,
  handler: (job, { aiDocuments }) =>
    aiDocuments.analyze(job.data.documentId, { attempt: job.attempt, maxAttempts: job.maxAttempts }),
});

/** Every job of the ai-documents module, for the app's `jobDefinitions`. */
export const aiDocumentJobs = [analyzeDocument];
