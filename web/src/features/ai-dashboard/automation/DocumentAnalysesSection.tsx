import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { StatCard } from '../../../components/StatCard';
import type { AiAutomationQuery, DocumentAnalysisStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { casePaths } from '../../cases/casePaths';
import { analysisStatusLabels, formatProcessingTime } from '../../documents/analysis/analysisLabels';

type Summary = AiAutomationQuery['aiAutomation'];
type Recent = Summary['recentDocumentAnalyses'][number];

const columns: ReadonlyArray<DataTableColumn<Recent>> = [
  {
    id: 'file',
    header: 'Document',
    key: true,
    accessor: (row) => row.fileName,
    render: (row) => (
      <Link
        component={RouterLink}
        to={casePaths.documents(row.caseId)}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {row.fileName}
      </Link>
    ),
  },
  {
    id: 'case',
    header: 'Case',
    key: true,
    accessor: (row) => row.caseNumber,
    render: (row) => (
      <Link component={RouterLink} to={casePaths.detail(row.caseId)}>
        {row.caseNumber}
      </Link>
    ),
  },
  { id: 'status', header: 'Status', accessor: (row) => analysisStatusLabels[row.status] },
  {
    id: 'time',
    header: 'Processing time',
    wideOnly: true,
    accessor: (row) => (row.processingTimeMs === null ? '' : formatProcessingTime(row.processingTimeMs)),
  },
  { id: 'at', header: 'When', wideOnly: true, accessor: (row) => formatDateTime(row.at) },
];

const recentId = (row: Recent) => row.documentId;
const recentLabel = (row: Recent) => row.fileName;

/** Uploaded PDF and text files read by the analysis job: counts by status, the average time, the latest ones. */
export function DocumentAnalysesSection({ summary }: { summary: Summary }) {
  const count = (status: DocumentAnalysisStatus) =>
    summary.documentAnalysisCounts.find((entry) => entry.status === status)?.count ?? 0;
  return (
    <SectionCard title="Document analysis">
      <Box sx={{ p: 2.5 }}>
        {!summary.documentAnalysisOn && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Document analysis is turned off by the platform’s AI features setting: new uploads are not read.
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
          <StatCard label="Analysed" value={count('completed')} />
          <StatCard label="Waiting or running" value={count('pending') + count('processing')} />
          <StatCard label="Failed" value={count('failed')} />
          <StatCard
            label="Average processing time"
            value={
              summary.averageProcessingTimeMs === null ? '—' : formatProcessingTime(summary.averageProcessingTimeMs)
            }
          />
        </Box>
        {summary.recentDocumentAnalyses.length === 0 ? (
          <EmptyState
            title="No document analysed yet"
            description="Each PDF or text file uploaded to a case is read on the job queue: dates, providers, amounts and ICD-10 codes."
          />
        ) : (
          <RecordTable
            label="Latest document analyses"
            columns={columns}
            rows={summary.recentDocumentAnalyses}
            getRowId={recentId}
            getRowLabel={recentLabel}
          />
        )}
      </Box>
    </SectionCard>
  );
}
