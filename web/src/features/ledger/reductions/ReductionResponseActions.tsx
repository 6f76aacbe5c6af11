import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useToast } from '../../../app/toast/toastContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { ReductionAction } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import type { ReductionRequest } from '../ledgerFields';
import { CounterOfferDialog } from './CounterOfferDialog';
import { balanceOnAccept, reductionOnAccept } from './reductionFigures';
import { useRespondToReduction } from './useRespondToReduction';

/** The answers given straight from a confirmation; a counter needs its own form. */
type ConfirmedAction = Exclude<ReductionAction, 'counter'>;

const buttonLabels: Record<ReductionAction, string> = {
  accept: 'Accept',
  reject: 'Reject',
  counter: 'Counter',
  withdraw: 'Withdraw',
};

const actionOrder: readonly ReductionAction[] = ['accept', 'counter', 'reject', 'withdraw'];

const outcomeTitles: Record<ConfirmedAction, { done: string; failed: string }> = {
  accept: { done: 'Reduction accepted', failed: 'Could not accept the reduction' },
  reject: { done: 'Reduction rejected', failed: 'Could not reject the reduction' },
  withdraw: { done: 'Reduction request withdrawn', failed: 'Could not withdraw the reduction request' },
};

function confirmation(action: ConfirmedAction, request: ReductionRequest) {
  const countered = request.status === 'countered';
  switch (action) {
    case 'accept':
      return {
        title: countered ? 'Accept the counter-offer?' : 'Accept the reduction?',
        message:
          `The agreed balance will be ${formatMoney(balanceOnAccept(request))}: a reduction of ` +
          `${formatMoney(reductionOnAccept(request))} is posted to the ledger and a reduction letter is generated.`,
      };
    case 'reject':
      return {
        title: countered ? 'Reject the counter-offer?' : 'Reject the reduction?',
        message: 'The request is closed and the balance stays as it is.',
      };
    case 'withdraw':
      return {
        title: 'Withdraw the reduction request?',
        message: 'The clinic will no longer be asked to answer it, and the balance stays as it is.',
      };
  }
}

interface ReductionResponseActionsProps {
  request: ReductionRequest;
  /** What the signed-in user may answer, as the server computed it (abilities.reductionActions). */
  actions: readonly ReductionAction[];
}

/** Accept, Counter, Reject and Withdraw on the open request, each only where the server allows it. */
export function ReductionResponseActions({ request, actions }: ReductionResponseActionsProps) {
  const showToast = useToast();
  const respond = useRespondToReduction();
  // The action stays set while the confirmation closes, so its text does not vanish mid-animation.
  const [confirmAction, setConfirmAction] = useState<ConfirmedAction>('accept');
  const [confirming, setConfirming] = useState(false);
  const [countering, setCountering] = useState(false);
  const [running, setRunning] = useState(false);

  if (actions.length === 0) return null;

  const run = async (action: ConfirmedAction) => {
    setConfirming(false);
    setRunning(true);
    const outcome = await respond({ requestId: request.id, action });
    setRunning(false);
    if (outcome.ok) {
      showToast({
        title: outcomeTitles[action].done,
        description: `The balance is now ${formatMoney(outcome.ledger.balance)}.`,
        severity: 'success',
      });
    } else {
      showToast({ title: outcomeTitles[action].failed, description: outcome.message, severity: 'error' });
    }
  };

  const open = (action: ReductionAction) => {
    if (action === 'counter') {
      setCountering(true);
      return;
    }
    setConfirmAction(action);
    setConfirming(true);
  };
  const asked = confirmation(confirmAction, request);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actionOrder
        .filter((action) => actions.includes(action))
        .map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'accept' ? 'contained' : 'outlined'}
            color={action === 'reject' || action === 'withdraw' ? 'error' : 'primary'}
            disabled={running}
            onClick={() => open(action)}
          >
            {buttonLabels[action]}
          </Button>
        ))}
      <ConfirmDialog
        open={confirming}
        title={asked.title}
        message={asked.message}
        confirmLabel={buttonLabels[confirmAction]}
        destructive={confirmAction !== 'accept'}
        onConfirm={() => void run(confirmAction)}
        onCancel={() => setConfirming(false)}
      />
      {countering && <CounterOfferDialog request={request} onClose={() => setCountering(false)} />}
    </Box>
  );
}
