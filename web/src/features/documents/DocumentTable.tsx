import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { DocumentFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { casePaths } from '../cases/casePaths';
import { DocumentActions } from './DocumentActions';
import { formatFileSize } from './fileSize';
import { documentTypeLabels } from './labels';

/** Columns that make room on phones. */
const wideScreensOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

interface DocumentTableProps {
  documents: readonly DocumentFieldsFragment[];
  /** The Case column (off inside a case, where every row is that case). */
  showCase?: boolean;
  label?: string;
}

/** One row per document: file and description, type, case, size, who uploaded it when, and the actions. */
export function DocumentTable({ documents, showCase = true, label = 'Documents' }: DocumentTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>File</TableCell>
            <TableCell sx={wideScreensOnly}>Type</TableCell>
            {showCase && <TableCell>Case</TableCell>}
            <TableCell sx={wideScreensOnly}>Size</TableCell>
            <TableCell sx={wideScreensOnly}>Uploaded</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => (
            <TableRow key={document.id} hover>
              <TableCell sx={{ maxWidth: 320 }}>
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
              </TableCell>
              <TableCell sx={wideScreensOnly}>{documentTypeLabels[document.documentType]}</TableCell>
              {showCase && (
                <TableCell>
                  <Link component={RouterLink} to={casePaths.detail(document.caseId)} sx={{ fontWeight: 600 }}>
                    {document.caseNumber}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {document.patientName}
                  </Typography>
                </TableCell>
              )}
              <TableCell sx={{ ...wideScreensOnly, whiteSpace: 'nowrap' }}>
                {formatFileSize(document.fileSize)}
              </TableCell>
              <TableCell sx={wideScreensOnly}>
                <Typography variant="body2">{document.uploadedByName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(document.uploadDate)}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <DocumentActions document={document} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
