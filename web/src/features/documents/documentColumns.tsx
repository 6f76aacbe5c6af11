import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { DataTableColumn } from '../../components/DataTable';
import type { DocumentFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { casePaths } from '../cases/casePaths';
import { formatFileSize } from './fileSize';
import { documentTypeLabels } from './labels';
import { DocumentAnalysisCell } from './analysis/DocumentAnalysisCell';

type Document = DocumentFieldsFragment;

function FileCell({ document }: { document: Document }) {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {document.fileName}
      </Typography>
      {document.description && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {document.description}
        </Typography>
      )}
      {document.isConfidential && (
        <Chip
          component="span"
          size="small"
          variant="outlined"
          color="warning"
          icon={<LockOutlinedIcon />}
          label="Confidential"
          sx={{ mt: 0.5 }}
        />
      )}
      {document.sharedWithPatient && (
        <Chip component="span" size="small" color="info" label="Shared with patient" sx={{ mt: 0.5, ml: 0.5 }} />
      )}
    </Box>
  );
}

/** File, type, case (unless inside one), AI analysis, size and upload; phones keep the file, type, case and analysis. */
export function documentColumns(showCase: boolean): ReadonlyArray<DataTableColumn<Document>> {
  const caseColumn: DataTableColumn<Document> = {
    id: 'case',
    header: 'Case',
    key: true,
    accessor: (document) => document.caseNumber,
    render: (document) => (
      <>
        <Link component={RouterLink} to={casePaths.detail(document.caseId)} sx={{ fontWeight: 600 }}>
          {document.caseNumber}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {document.patientName}
        </Typography>
      </>
    ),
  };
  return [
    {
      id: 'file',
      header: 'File',
      key: true,
      accessor: (document) => document.fileName,
      render: (document) => <FileCell document={document} />,
    },
    {
      id: 'type',
      header: 'Type',
      key: true,
      wideOnly: true,
      accessor: (document) => documentTypeLabels[document.documentType],
    },
    ...(showCase ? [caseColumn] : []),
    {
      id: 'analysis',
      header: 'AI analysis',
      // On phone cards too: the findings open from here.
      key: true,
      wideOnly: true,
      accessor: (document) => document.analysis?.status ?? '',
      render: (document) => <DocumentAnalysisCell document={document} />,
    },
    {
      id: 'size',
      header: 'Size',
      wideOnly: true,
      accessor: (document) => formatFileSize(document.fileSize),
      render: (document) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatFileSize(document.fileSize)}</Box>,
    },
    {
      id: 'uploaded',
      header: 'Uploaded',
      wideOnly: true,
      accessor: (document) => document.uploadDate,
      render: (document) => (
        <>
          <Typography variant="body2">{document.uploadedByName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(document.uploadDate)}
          </Typography>
        </>
      ),
    },
  ];
}
