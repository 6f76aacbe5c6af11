import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import type { DocumentFieldsFragment } from '../../../gql/graphql';
import { DocumentAnalysisDialog } from './DocumentAnalysisDialog';
import { DocumentAnalysisStatusQuery } from './documentAnalysisOperations';
import {
  analysisStatusColors,
  analysisStatusLabels,
  isAnalysableFileType,
  isAnalysisRunning,
  notAnalysableMessage,
} from './analysisLabels';

/** How often a queued or running analysis is asked about again. */
export const ANALYSIS_POLL_MS = 2000;

/**
 * A document's AI analysis in its list row: a status chip that opens the findings (or the failure and
 * its Retry). While the analysis runs, its status is asked again every few seconds; the cache carries
 * the answer to this chip.
 */
export function DocumentAnalysisCell({ document }: { document: DocumentFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const analysis = document.analysis;
  const running = analysis ? isAnalysisRunning(analysis.status) : false;
  useQuery(DocumentAnalysisStatusQuery, {
    variables: { documentId: document.id },
    skip: !running,
    pollInterval: ANALYSIS_POLL_MS,
    fetchPolicy: 'network-only',
  });

  if (!analysis)
    return (
      <Typography variant="body2" color="text.secondary">
        {isAnalysableFileType(document.fileType) ? 'Not analysed' : notAnalysableMessage}
      </Typography>
    );
  return (
    <>
      <Chip
        size="small"
        icon={<AutoAwesomeOutlinedIcon />}
        color={analysisStatusColors[analysis.status]}
        variant={running ? 'outlined' : 'filled'}
        label={analysisStatusLabels[analysis.status]}
        onClick={running ? undefined : () => setOpen(true)}
        // The visible status comes first in the name, so speech input can say what it sees.
        aria-label={
          running
            ? `${analysisStatusLabels[analysis.status]}: ${document.fileName}`
            : `${analysisStatusLabels[analysis.status]}: open the AI analysis of ${document.fileName}`
        }
      />
      {open && <DocumentAnalysisDialog document={document} onClose={() => setOpen(false)} />}
    </>
  );
}
