import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditLogRecordFieldsFragment } from '../../../gql/graphql';
import { AuditChanges } from './AuditChanges';
import { auditLabel, formatAuditTime, roleLabel } from './auditFormat';

const secondary = { color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' } as const;

function Actor({ record }: { record: AuditLogRecordFieldsFragment }) {
  if (!record.actorId && !record.actorName) {
    return (
      <Typography variant="body2" color="text.secondary">
        Anonymous
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.actorName ?? 'Unknown user'}
      </Typography>
      {record.actorEmail && (
        <Typography variant="caption" sx={secondary}>
          {record.actorEmail}
        </Typography>
      )}
      {record.actorRole && (
        <Typography variant="caption" sx={secondary}>
          {roleLabel(record.actorRole)}
        </Typography>
      )}
    </>
  );
}

function AuditRow({ record }: { record: AuditLogRecordFieldsFragment }) {
  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAuditTime(record.changedAt)}</TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <Actor record={record} />
      </TableCell>
      <TableCell>
        <Typography variant="body2">{auditLabel(record.action)}</Typography>
        {record.reason && (
          <Typography variant="caption" sx={secondary}>
            {record.reason}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>
        <Typography variant="body2">
          {auditLabel(record.entityType)} #{record.entityId}
        </Typography>
        {record.clinicName && (
          <Typography variant="caption" sx={secondary}>
            {record.clinicName}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 240 }}>
        <AuditChanges changes={record.changes} />
      </TableCell>
      <TableCell sx={{ minWidth: 140, maxWidth: 220 }}>
        <Typography variant="body2">{record.ipAddress ?? '—'}</Typography>
        {record.userAgent && (
          <Typography variant="caption" sx={secondary} title={record.userAgent}>
            {record.userAgent}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/** One row per audit entry: when, who, what, on which record, the changed fields, and from where. */
export function AuditLogTable({ records }: { records: readonly AuditLogRecordFieldsFragment[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Audit log" sx={{ minWidth: 1000 }}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Actor</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Entity</TableCell>
            <TableCell>Changes</TableCell>
            <TableCell>IP / User agent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <AuditRow key={record.id} record={record} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
