import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import type { WaitlistEntryFieldsFragment } from '../../../gql/graphql';
import { formatJoinedDate, waitlistStateLabel } from './waitlistFormat';
import { WaitlistNotesCell } from './WaitlistNotesCell';
import { WaitlistRowActions } from './WaitlistRowActions';
import { WaitlistStatusChip } from './WaitlistStatusChip';

type WaitlistEntry = WaitlistEntryFieldsFragment;

/** The element naming an entry's row (or phone card), which its buttons are described by. */
const nameIdOf = (entry: WaitlistEntry) => `waitlist-entry-${entry.id}-name`;

const noWrap = { whiteSpace: 'nowrap' } as const;

/** Phones keep who (name and email), the practice and its state, the notes and the status, with the actions. */
const waitlistColumns: ReadonlyArray<DataTableColumn<WaitlistEntry>> = [
  {
    id: 'name',
    header: 'Name',
    key: true,
    rowHeader: true,
    accessor: (entry) => entry.name,
    render: (entry) => (
      <Box sx={{ minWidth: 140, maxWidth: 240 }}>
        <Typography id={nameIdOf(entry)} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {entry.name}
        </Typography>
        <Link href={`mailto:${entry.email}`} variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 400 }}>
          {entry.email}
        </Link>
      </Box>
    ),
  },
  { id: 'practice', header: 'Practice', key: true, accessor: (entry) => entry.practiceName },
  { id: 'state', header: 'State', key: true, accessor: (entry) => waitlistStateLabel(entry.state) },
  {
    id: 'monthlyPICases',
    header: 'PI Cases/Mo',
    accessor: (entry) => entry.monthlyPICases,
    render: (entry) => <Box sx={noWrap}>{entry.monthlyPICases}</Box>,
  },
  {
    id: 'attorneyReferral',
    header: 'Attorney Referral',
    accessor: (entry) => entry.attorneyReferral,
    render: (entry) =>
      entry.attorneyReferral || (
        <Typography variant="body2" color="text.secondary" component="span">
          None
        </Typography>
      ),
  },
  {
    id: 'notes',
    header: 'Notes',
    key: true,
    accessor: (entry) => entry.notes,
    render: (entry) => <WaitlistNotesCell entry={entry} describedBy={nameIdOf(entry)} />,
  },
  {
    id: 'joined',
    header: 'Joined',
    accessor: (entry) => formatJoinedDate(entry.createdAt),
    render: (entry) => <Box sx={noWrap}>{formatJoinedDate(entry.createdAt)}</Box>,
  },
  {
    id: 'status',
    header: 'Status',
    key: true,
    accessor: (entry) => (entry.isContacted ? 'Contacted' : 'Pending'),
    render: (entry) => <WaitlistStatusChip isContacted={entry.isContacted} />,
  },
];

const entryId = (entry: WaitlistEntry) => entry.id;
const entryName = (entry: WaitlistEntry) => entry.name;
const entryActions = (entry: WaitlistEntry) => <WaitlistRowActions entry={entry} describedBy={nameIdOf(entry)} />;

/** A row's many facts fit a desktop card with narrower cell padding. */
const compactCells = { '& .MuiTableCell-root': { px: 1.25 } } as const;

/**
 * One row per entry: who (name and email), which practice where and how busy, the notes, when they
 * joined, the status and the actions. On phones one card per entry with its key facts and actions.
 */
export function WaitlistTable({ entries }: { entries: readonly WaitlistEntry[] }) {
  return (
    <Box sx={compactCells}>
      <RecordTable
        label="Waitlist entries"
        columns={waitlistColumns}
        rows={entries}
        getRowId={entryId}
        getRowLabel={entryName}
        renderActions={entryActions}
      />
    </Box>
  );
}
