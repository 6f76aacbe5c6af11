import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
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

type AuditRecord = AuditLogRecordFieldsFragment;

/** When, who, what, on which record, the changed fields, and from where; phones keep all but the last. */
const auditColumns: ReadonlyArray<DataTableColumn<AuditRecord>> = [
  {
    id: 'when',
    header: 'When',
    key: true,
    accessor: (record) => record.changedAt,
    render: (record) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatAuditTime(record.changedAt)}</Box>,
  },
  {
    id: 'actor',
    header: 'Actor',
    key: true,
    accessor: (record) => record.actorName,
    render: (record) => (
      <Box sx={{ minWidth: 160 }}>
        <Actor record={record} />
      </Box>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    key: true,
    accessor: (record) => auditLabel(record.action),
    render: (record) => (
      <>
        <Typography variant="body2">{auditLabel(record.action)}</Typography>
        {record.reason && (
          <Typography variant="caption" sx={secondary}>
            {record.reason}
          </Typography>
        )}
      </>
    ),
  },
  {
    id: 'entity',
    header: 'Entity',
    key: true,
    accessor: (record) => `${auditLabel(record.entityType)} #${record.entityId}`,
    render: (record) => (
      <Box sx={{ minWidth: 120 }}>
        <Typography variant="body2">
          {auditLabel(record.entityType)} #{record.entityId}
        </Typography>
        {record.clinicName && (
          <Typography variant="caption" sx={secondary}>
            {record.clinicName}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    id: 'changes',
    header: 'Changes',
    key: true,
    accessor: () => null,
    render: (record) => (
      <Box sx={{ minWidth: { sm: 240 } }}>
        <AuditChanges changes={record.changes} />
      </Box>
    ),
  },
  {
    id: 'origin',
    header: 'IP / User agent',
    accessor: (record) => record.ipAddress,
    render: (record) => (
      <Box sx={{ minWidth: 140, maxWidth: 220 }}>
        <Typography variant="body2">{record.ipAddress ?? '—'}</Typography>
        {record.userAgent && (
          <Typography variant="caption" sx={secondary} title={record.userAgent}>
            {record.userAgent}
          </Typography>
        )}
      </Box>
    ),
  },
];

const recordId = (record: AuditRecord) => record.id;
const recordLabel = (record: AuditRecord) => `${formatAuditTime(record.changedAt)}, ${auditLabel(record.action)}`;

/** One row per audit entry (a card on phones). */
export function AuditLogTable({ records }: { records: readonly AuditRecord[] }) {
  return (
    <RecordTable
      label="Audit log"
      columns={auditColumns}
      rows={records}
      getRowId={recordId}
      getRowLabel={recordLabel}
    />
  );
}
