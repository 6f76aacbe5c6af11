import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { formatDateTime, formatLocalDate, formatMoney } from '../../lib/format';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { LedgerFormDialog } from '../ledger/form/LedgerFormDialog';
import { ClinicLineComparison } from './ClinicLineComparison';
import { SettlementFigures } from './SettlementFigures';
import {
  CaseSettlementChangedSubscription,
  CaseSettlementQuery,
  type CaseSettlement,
  type SettlementStatement,
} from './settlementDocuments';
import { SettlementStatementDialog } from './SettlementStatementDialog';
import { useConfirmStatement, useDisputeStatement, writeCaseSettlement } from './useSettlementMutations';

const statusLabels: Record<string, { label: string; color: 'default' | 'warning' | 'error' | 'success' }> = {
  proposed: { label: 'Awaiting the clinic', color: 'warning' },
  disputed: { label: 'Disputed', color: 'error' },
  confirmed: { label: 'Confirmed', color: 'success' },
  superseded: { label: 'Superseded', color: 'default' },
};

export function SettlementStatusChip({ status }: { status: string }) {
  const { label, color } = statusLabels[status] ?? { label: status, color: 'default' };
  return <Chip size="small" label={label} color={color} />;
}

function DisputeDialog({ statement, onClose }: { statement: SettlementStatement; onClose: () => void }) {
  const dispute = useDisputeStatement();
  const showToast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  return (
    <LedgerFormDialog
      title="Dispute Settlement Line"
      submitLabel="Send dispute"
      submittingLabel="Sending..."
      submitting={sending}
      destructive
      onClose={onClose}
      onSubmit={(event) => {
        event?.preventDefault();
        if (!reason.trim()) {
          setError('Reason is required');
          return;
        }
        setSending(true);
        void dispute({ statementId: statement.id, reason: reason.trim() }).then((outcome) => {
          setSending(false);
          if (outcome.ok) {
            showToast({
              title: 'Dispute sent',
              description: 'The attorney can now revise the statement.',
              severity: 'success',
            });
            onClose();
            return;
          }
          setError(outcome.fieldErrors.reason ?? outcome.message);
        });
      }}
    >
      <Typography variant="body2">
        Nothing is posted to your ledger. The attorney sees your reason and can send a revised statement.
      </Typography>
      <TextField
        label="Reason"
        required
        multiline
        minRows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </LedgerFormDialog>
  );
}

function CurrentStatement({ settlement, statement }: { settlement: CaseSettlement; statement: SettlementStatement }) {
  const confirm = useConfirmStatement();
  const showToast = useToast();
  const [asking, setAsking] = useState<'confirm' | 'dispute' | 'record' | null>(null);
  const { canConfirm, canDispute, canRecord } = settlement.abilities;
  const writeOff =
    Number(settlement.ledgerBalance) > Number(statement.clinicPayment)
      ? `${formatMoney(settlement.ledgerBalance)} less ${formatMoney(statement.clinicPayment)}`
      : 'nothing';
  return (
    <SectionCard
      title={`Disbursement statement, version ${statement.version}`}
      action={<SettlementStatusChip status={statement.status} />}
    >
      <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography variant="body2" color="text.secondary">
          Settled on {formatLocalDate(statement.settlementDate)}; recorded by {statement.recordedByName} on{' '}
          {formatDateTime(statement.createdAt)}.
        </Typography>
        {statement.status === 'disputed' && (
          <Alert severity="error">
            Disputed by {statement.disputedByName}
            {statement.disputedAt ? ` on ${formatDateTime(statement.disputedAt)}` : ''}: {statement.disputeReason}
          </Alert>
        )}
        {statement.status === 'confirmed' && (
          <Alert severity="success">
            Confirmed by {statement.confirmedByName}
            {statement.confirmedAt ? ` on ${formatDateTime(statement.confirmedAt)}` : ''}: the payment and the write-off
            were posted, the ledger and the case are closed.
          </Alert>
        )}
        <ClinicLineComparison settlement={settlement} statement={statement} />
        <SettlementFigures statement={statement} clinicName={settlement.clinicName} />
        {statement.notes && <Typography variant="body2">Notes: {statement.notes}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {canConfirm && (
            <Button variant="contained" onClick={() => setAsking('confirm')}>
              Confirm
            </Button>
          )}
          {canDispute && (
            <Button variant="outlined" color="error" onClick={() => setAsking('dispute')}>
              Dispute
            </Button>
          )}
          {canRecord && (
            <Button variant="contained" onClick={() => setAsking('record')}>
              Revise statement
            </Button>
          )}
          <Button href={statement.pdfUrl} target="_blank" rel="noopener">
            Statement PDF
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking === 'confirm'}
        title="Confirm settlement line"
        message={`${formatMoney(statement.clinicPayment)} is posted as the settlement payment, ${writeOff} is written off, and the ledger and the case close. This cannot be undone.`}
        confirmLabel="Confirm and close"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void confirm({ statementId: statement.id }).then((outcome) =>
            showToast(
              outcome.ok
                ? {
                    title: 'Settlement confirmed',
                    description: 'The ledger and the case are closed.',
                    severity: 'success',
                  }
                : { title: 'Could not confirm', description: outcome.message, severity: 'error' },
            ),
          );
        }}
      />
      {asking === 'dispute' && <DisputeDialog statement={statement} onClose={() => setAsking(null)} />}
      {asking === 'record' && <SettlementStatementDialog settlement={settlement} onClose={() => setAsking(null)} />}
    </SectionCard>
  );
}

/**
 * A case's Settlement tab, for both sides and live: the attorney records the disbursement statement
 * (and revises it); the clinic sees its line beside its balance and confirms or disputes it; every
 * version stays listed with its PDF.
 */
export function CaseSettlementTab({ caseId }: { caseId: number }) {
  const { data, error, refetch } = useQuery(CaseSettlementQuery, { variables: { caseId } });
  const live = useSubscription(CaseSettlementChangedSubscription, {
    variables: { caseId },
    onData: ({ client, data: event }) => {
      const settlement = event.data?.caseSettlementChanged;
      if (settlement) writeCaseSettlement(client.cache, settlement);
    },
  });
  const [recording, setRecording] = useState(false);
  const settlement = data?.caseSettlement;

  if (!settlement) {
    if (error)
      return (
        <ErrorState
          title="Could not load the settlement"
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
        />
      );
    return <LoadingState label="Loading the settlement..." />;
  }
  const current = settlement.current;
  const earlier = settlement.history.filter((version) => version.id !== current?.id);

  return (
    <Stack spacing={3}>
      {live.error && (
        <Alert severity="warning">Live updates are paused. Reload the page to see changes made by others.</Alert>
      )}
      {current ? (
        <CurrentStatement settlement={settlement} statement={current} />
      ) : (
        <EmptyState
          title="No settlement recorded yet"
          description={
            settlement.abilities.canRecord
              ? `Record the disbursement statement: ${settlement.clinicName}'s lien line starts at its balance of ${formatMoney(settlement.ledgerBalance)}.`
              : "When the attorney records the settlement's disbursement statement, the clinic's line appears here to confirm or dispute."
          }
          action={
            settlement.abilities.canRecord && (
              <Button variant="contained" onClick={() => setRecording(true)}>
                Record settlement statement
              </Button>
            )
          }
        />
      )}
      {earlier.length > 0 && (
        <SectionCard title="Earlier versions">
          <List dense sx={{ px: 1 }}>
            {earlier.map((version) => (
              <ListItem key={version.id} divider>
                <ListItemText
                  primary={`Version ${version.version}: ${formatMoney(version.clinicPayment)} to the clinic, net ${formatMoney(version.netToClient)}`}
                  secondary={
                    <>
                      {version.disputeReason ? `Disputed: ${version.disputeReason}. ` : ''}
                      <Link href={version.pdfUrl} target="_blank" rel="noopener">
                        PDF
                      </Link>
                    </>
                  }
                />
                <SettlementStatusChip status={version.status} />
              </ListItem>
            ))}
          </List>
        </SectionCard>
      )}
      {recording && <SettlementStatementDialog settlement={settlement} onClose={() => setRecording(false)} />}
    </Stack>
  );
}
