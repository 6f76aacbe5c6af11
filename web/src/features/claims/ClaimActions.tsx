import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ClaimFieldsFragment } from '../../gql/graphql';
import { ClaimAppealMutation, ClaimDenyMutation } from './claimOperations';
import { ClaimNoteDialog } from './ClaimNoteDialog';
import { ClaimPaymentDialog } from './ClaimPaymentDialog';
import { ClaimSubmitDialog } from './ClaimSubmitDialog';

type Dialog = 'submit' | 'pay' | 'deny' | 'appeal' | null;

/** The moves the server offers this user for the claim (nextStatuses), each through its dialog. */
export function ClaimActions({ claim }: { claim: ClaimFieldsFragment }) {
  const [open, setOpen] = useState<Dialog>(null);
  const [deny] = useMutation(ClaimDenyMutation);
  const [appeal] = useMutation(ClaimAppealMutation);
  const next = new Set(claim.nextStatuses);
  const close = () => setOpen(null);

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {next.has('submitted') && (
          <Button variant="contained" onClick={() => setOpen('submit')}>
            Submit
          </Button>
        )}
        {next.has('paid') && (
          <Button variant="contained" color="success" onClick={() => setOpen('pay')}>
            Record Payment
          </Button>
        )}
        {next.has('denied') && (
          <Button variant="outlined" color="error" onClick={() => setOpen('deny')}>
            Deny
          </Button>
        )}
        {next.has('appealed') && (
          <Button variant="outlined" onClick={() => setOpen('appeal')}>
            Appeal
          </Button>
        )}
      </Stack>
      {open === 'submit' && <ClaimSubmitDialog claim={claim} onClose={close} />}
      {open === 'pay' && <ClaimPaymentDialog claim={claim} onClose={close} />}
      {open === 'deny' && (
        <ClaimNoteDialog
          title={`Deny ${claim.claimNumber}`}
          label="Denial reason"
          field="reason"
          confirm="Record Denial"
          onConfirm={(reason) => deny({ variables: { input: { id: claim.id, reason } } })}
          onClose={close}
        />
      )}
      {open === 'appeal' && (
        <ClaimNoteDialog
          title={`Appeal ${claim.claimNumber}`}
          label="Appeal notes"
          field="notes"
          confirm="Appeal"
          onConfirm={(notes) => appeal({ variables: { input: { id: claim.id, notes } } })}
          onClose={close}
        />
      )}
    </>
  );
}
