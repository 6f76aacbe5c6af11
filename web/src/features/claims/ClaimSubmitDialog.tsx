import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ClaimFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/format';
import { fieldErrorsOf, errorMessageOf } from '../../lib/graphqlErrors';
import { ClaimSubmitMutation } from './claimOperations';

/** Confirms submitting a draft; a refusal lists every element the 837P still lacks. */
export function ClaimSubmitDialog({ claim, onClose }: { claim: ClaimFieldsFragment; onClose: () => void }) {
  const titleId = useId();
  const [submit, { loading }] = useMutation(ClaimSubmitMutation);
  const [problems, setProblems] = useState<string[]>([]);

  const confirm = async () => {
    try {
      await submit({ variables: { id: claim.id } });
      onClose();
    } catch (error) {
      const byField = Object.values(fieldErrorsOf(error));
      setProblems(byField.length > 0 ? errorMessageOf(error).split('; ') : [errorMessageOf(error)]);
    }
  };

  return (
    <Dialog open onClose={() => !loading && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Submit {claim.claimNumber}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Submit this claim of {formatMoney(claim.billedAmount)} to {claim.carrierName ?? 'the payer'}? A submitted
          claim can no longer be edited.
        </DialogContentText>
        {problems.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            The claim cannot be submitted yet:
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={loading}>
          {loading ? 'Submitting...' : 'Submit Claim'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
