import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { WaitlistEntryFieldsFragment } from '../../../gql/graphql';
import { useSalesActions } from '../sales/useSalesActions';
import { useDeleteWaitlistEntry } from './useDeleteWaitlistEntry';
import { useSetWaitlistContacted } from './useSetWaitlistContacted';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this waitlist entry?';

interface WaitlistRowActionsProps {
  entry: WaitlistEntryFieldsFragment;
  /** The id of the element naming the row's entry, which describes both buttons. */
  describedBy: string;
}

/** Mark Contacted / Mark Pending, Convert to lead (the Sales tab's Leads), and Delete after the spec's confirmation. */
export function WaitlistRowActions({ entry, describedBy }: WaitlistRowActionsProps) {
  const setContacted = useSetWaitlistContacted();
  const deleteEntry = useDeleteWaitlistEntry();
  const [toggling, setToggling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { convertWaitlist } = useSalesActions();
  const [converting, setConverting] = useState(false);

  const toggle = async () => {
    setToggling(true);
    await setContacted(entry, !entry.isContacted);
    setToggling(false);
  };

  const confirmDelete = async () => {
    setConfirming(false);
    setDeleting(true);
    // On success the row leaves the list, and this component with it.
    if (!(await deleteEntry(entry))) setDeleting(false);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5, width: 136, ml: 'auto' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void toggle()}
        disabled={toggling || deleting}
        aria-describedby={describedBy}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {entry.isContacted ? 'Mark Pending' : 'Mark Contacted'}
      </Button>
      <Button
        size="small"
        onClick={async () => {
          setConverting(true);
          await convertWaitlist(entry.id, null);
          setConverting(false);
        }}
        disabled={converting || deleting}
        aria-describedby={describedBy}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Convert to lead
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirming(true)}
        disabled={deleting}
        aria-describedby={describedBy}
      >
        {deleting ? 'Deleting...' : 'Delete'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete waitlist entry"
        message={DELETE_CONFIRMATION}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
