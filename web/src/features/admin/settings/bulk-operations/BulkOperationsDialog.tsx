import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../app/toast/toastContext';
import type { BulkOperationKind } from '../../../../gql/graphql';
import { serverMessage } from '../../../../lib/graphqlErrors';
import { bulkOperationKindOrder, bulkOperationKinds } from './bulkOperationKinds';
import { BulkOperationPreview } from './BulkOperationPreview';
import { BulkOperationPreviewQuery } from './bulkOperationQueries';
import { useRunBulkOperation } from './useRunBulkOperation';

type Step = 'choose' | 'confirm' | 'done';

interface BulkOperationsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Choose an operation, see how many records it matches now, confirm that number, see what was done. */
export function BulkOperationsDialog({ open, onClose }: BulkOperationsDialogProps) {
  const showToast = useToast();
  const runOperation = useRunBulkOperation();
  const [kind, setKind] = useState<BulkOperationKind>('deactivate_inactive_users');
  const [step, setStep] = useState<Step>('choose');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changedCount, setChangedCount] = useState(0);
  const { data, loading, error, refetch } = useQuery(BulkOperationPreviewQuery, {
    variables: { kind },
    skip: !open,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const preview = data?.bulkOperationPreview.kind === kind ? data.bulkOperationPreview : undefined;
  const text = bulkOperationKinds[kind];

  const close = () => {
    if (running) return;
    setStep('choose');
    setFailure(null);
    onClose();
  };

  const run = async () => {
    if (!preview) return;
    setRunning(true);
    setFailure(null);
    const outcome = await runOperation(kind, preview.count);
    setRunning(false);
    if (outcome.ok) {
      setChangedCount(outcome.changedCount);
      setStep('done');
      showToast({ title: text.label, description: text.done(outcome.changedCount), severity: 'success' });
      return;
    }
    setFailure(outcome.message);
    if (outcome.countChanged) {
      // The records changed since the preview: show the new count and ask again.
      setStep('choose');
      void refetch().catch(() => undefined);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="bulk-operations-title">
      <DialogTitle id="bulk-operations-title">Bulk Operations</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {step === 'choose' && (
            <>
              <RadioGroup
                aria-label="Operation"
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value as BulkOperationKind);
                  setFailure(null);
                }}
              >
                {bulkOperationKindOrder.map((candidate) => (
                  <FormControlLabel
                    key={candidate}
                    value={candidate}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                    label={
                      <>
                        <Typography sx={{ fontWeight: 600 }}>{bulkOperationKinds[candidate].label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {bulkOperationKinds[candidate].description}
                        </Typography>
                      </>
                    }
                  />
                ))}
              </RadioGroup>
              <BulkOperationPreview
                preview={preview}
                loading={loading}
                error={error ? (serverMessage(error) ?? 'the server did not answer') : null}
              />
            </>
          )}
          {step === 'confirm' && preview && (
            <Typography>
              {text.confirm(preview.count)} Each change is recorded in the audit log. If the number has changed by the
              time you confirm, nothing is done and you are asked to look again.
            </Typography>
          )}
          {step === 'done' && <Alert severity="success">{text.done(changedCount)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step === 'choose' && (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              disabled={!preview || preview.count === 0 || loading}
              onClick={() => {
                setFailure(null);
                setStep('confirm');
              }}
            >
              Continue
            </Button>
          </>
        )}
        {step === 'confirm' && preview && (
          <>
            <Button onClick={() => setStep('choose')} disabled={running}>
              Back
            </Button>
            <Button variant="contained" color="error" onClick={() => void run()} disabled={running}>
              {running
                ? 'Working...'
                : `${kind === 'archive_closed_cases' ? 'Archive' : 'Deactivate'} ${text.counted(preview.count)}`}
            </Button>
          </>
        )}
        {step === 'done' && (
          <Button variant="contained" onClick={close}>
            Close
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
