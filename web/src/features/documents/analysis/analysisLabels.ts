import type { DocumentAnalysisStatus } from '../../../gql/graphql';

export const analysisStatusLabels: Record<DocumentAnalysisStatus, string> = {
  pending: 'Analysis queued',
  processing: 'Analysing',
  completed: 'Analysed',
  failed: 'Analysis failed',
};

export const analysisStatusColors: Record<DocumentAnalysisStatus, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  processing: 'info',
  completed: 'success',
  failed: 'error',
};

export const isAnalysisRunning = (status: DocumentAnalysisStatus) => status === 'pending' || status === 'processing';

/** The files the server reads (PDF and plain text); others are never analysed. */
export const isAnalysableFileType = (fileType: string) =>
  fileType === 'application/pdf' || fileType.split(';')[0].trim() === 'text/plain';

export const notAnalysableMessage = 'Not analysed: only PDF and text files are read';

export const providerSourceLabels: Record<string, string> = {
  own_clinic: 'Your clinic',
  clinic_provider: 'Your provider',
  title: 'Titled Dr.',
  credential: 'Credential',
  label: 'Provider label',
  organization: 'Clinic or practice',
};

export function formatProcessingTime(milliseconds: number): string {
  return milliseconds < 1000 ? `${milliseconds} ms` : `${(milliseconds / 1000).toFixed(1)} s`;
}
