import { useId } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { DocumentFieldsFragment } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { useToastedAction } from '../../../lib/useToastedAction';
import { DocumentFindingsView } from './DocumentFindingsView';
import { DocumentAnalysisQuery, DocumentAnalysisRetryMutation } from './documentAnalysisOperations';
import { analysisStatusLabels, formatProcessingTime, isAnalysisRunning } from './analysisLabels';

interface DocumentAnalysisDialogProps {
  document: Pick<DocumentFieldsFragment, 'id' | 'fileName'>;
  onClose: () => void;
}

/** The findings of a document's analysis, grouped; a failed one says why and, for the clinic, offers Retry. */
export function DocumentAnalysisDialog({ document, onClose }: DocumentAnalysisDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, loading, error, refetch } = useQuery(DocumentAnalysisQuery, {
    variables: { documentId: document.id },
    fetchPolicy: 'cache-and-network',
  });
  const [retryAnalysis, { loading: retrying }] = useMutation(DocumentAnalysisRetryMutation);
  const retry = useToastedAction(
    () => retryAnalysis({ variables: { documentId: document.id } }),
    {
      success: () => ({
        title: 'Analysis queued',
        description: `${document.fileName} will be read again.`,
        severity: 'success',
      }),
      failure: () => 'Failed to run the analysis again',
    },
    () => undefined,
  );
  const analysis = data?.documentAnalysis;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>AI analysis: {document.fileName}</DialogTitle>
      {/* Long findings scroll: the region takes the keyboard focus so it scrolls without a mouse. */}
      <DialogContent dividers tabIndex={0}>
        {loading && !analysis && <LoadingState label="Loading the analysis..." />}
        {error && !analysis && (
          <ErrorState
            title="The analysis could not be loaded"
            message={errorMessageOf(error)}
            onRetry={() => void refetch()}
          />
        )}
        {!loading && !error && !analysis && <Typography>This document has not been analysed.</Typography>}
        {analysis && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
              <Typography variant="body2">
                <strong>Status:</strong> {analysisStatusLabels[analysis.status]}
              </Typography>
              {analysis.processingTimeMs !== null && analysis.processingTimeMs !== undefined && (
                <Typography variant="body2">
                  <strong>Processing time:</strong> {formatProcessingTime(analysis.processingTimeMs)}
                </Typography>
              )}
              {analysis.confidence !== null && analysis.confidence !== undefined && (
                <Typography variant="body2" title="The share of findings confirmed against your records or unambiguous">
                  <strong>Confidence:</strong> {Math.round(analysis.confidence * 100)}%
                </Typography>
              )}
            </Box>
            {analysis.status === 'failed' && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {analysis.error}
              </Alert>
            )}
            {analysis.findings && <DocumentFindingsView findings={analysis.findings} />}
            {isAnalysisRunning(analysis.status) && (
              <Typography color="text.secondary">
                The document is being read; its findings appear here when it is done.
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {analysis?.canRetry && (
          <Button onClick={() => void retry()} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
