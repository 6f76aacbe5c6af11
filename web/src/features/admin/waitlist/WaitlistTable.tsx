import { useId } from 'react';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WaitlistEntryFieldsFragment } from '../../../gql/graphql';
import { formatJoinedDate, waitlistStateLabel } from './waitlistFormat';
import { WaitlistNotesCell } from './WaitlistNotesCell';
import { WaitlistRowActions } from './WaitlistRowActions';
import { WaitlistStatusChip } from './WaitlistStatusChip';

/** The name column stays in view while the rest of a wide row scrolls sideways (phones, narrow windows). */
const stickyName = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: { xs: 150, md: 180 },
  maxWidth: { xs: 150, md: 240 },
} as const;

const noWrap = { whiteSpace: 'nowrap' } as const;

function WaitlistRow({ entry }: { entry: WaitlistEntryFieldsFragment }) {
  const nameId = useId();
  return (
    <TableRow hover sx={{ verticalAlign: 'top', '&:hover .sticky-name': { bgcolor: 'grey.50' } }}>
      <TableCell component="th" scope="row" className="sticky-name" sx={stickyName}>
        <Typography id={nameId} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {entry.name}
        </Typography>
        <Link href={`mailto:${entry.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.email}
        </Link>
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>{entry.practiceName}</TableCell>
      <TableCell>{waitlistStateLabel(entry.state)}</TableCell>
      <TableCell sx={noWrap}>{entry.monthlyPICases}</TableCell>
      <TableCell sx={{ minWidth: 96 }}>
        {entry.attorneyReferral || (
          <Typography variant="body2" color="text.secondary" component="span">
            None
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ py: 0.5 }}>
        <WaitlistNotesCell entry={entry} describedBy={nameId} />
      </TableCell>
      <TableCell sx={noWrap}>{formatJoinedDate(entry.createdAt)}</TableCell>
      <TableCell>
        <WaitlistStatusChip isContacted={entry.isContacted} />
      </TableCell>
      <TableCell align="right" sx={{ py: 0.5 }}>
        <WaitlistRowActions entry={entry} describedBy={nameId} />
      </TableCell>
    </TableRow>
  );
}

/**
 * One row per entry: who (name and email), which practice where and how busy, the notes, when they
 * joined, the status and the actions. Wider than a phone, it scrolls sideways with the name kept in view.
 */
export function WaitlistTable({ entries }: { entries: readonly WaitlistEntryFieldsFragment[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Waitlist entries" sx={{ minWidth: 1060, '& .MuiTableCell-root': { px: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyName}>Name</TableCell>
            <TableCell>Practice</TableCell>
            <TableCell>State</TableCell>
            <TableCell sx={noWrap}>PI Cases/Mo</TableCell>
            <TableCell>Attorney Referral</TableCell>
            <TableCell>Notes</TableCell>
            <TableCell>Joined</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <WaitlistRow key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
