import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { BillingStatus, PaymentMethod } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import type { BillingEntryItem } from '../billingEntryFields';
import { BillingLinesButton } from '../lines/BillingLinesButton';
import { MarkPaidDialog } from './MarkPaidDialog';
import { useChangeBillingStatus } from './useChangeBillingStatus';

/** Whether the entry may make this move: it is in the move's starting status and the server offers the target. */
function offers(entry: BillingEntryItem, from: BillingStatus, to: BillingStatus): boolean {
  return entry.status === from && entry.nextStatuses.includes(to);
}

/**
 * The entry's services (a coded bill's lines), its Invoice (a PDF in a new tab), and the moves the server lets this user make: Submit a
 * pending bill, Mark Paid (asks when and how) or Deny (asks first) a submitted one, Resubmit a denied one.
 */
export function BillingEntryActions({ entry }: { entry: BillingEntryItem }) {
  const changeStatus = useChangeBillingStatus();
  const [moving, setMoving] = useState<BillingStatus | null>(null);
  const [markingPaid, setMarkingPaid] = useState(false);
  const [confirmingDenial, setConfirmingDenial] = useState(false);
  const invoice = entry.invoiceNumber;

  const moveTo = async (status: BillingStatus, payment?: { paidDate: string; paymentMethod: PaymentMethod }) => {
    setMoving(status);
    const outcome = await changeStatus(entry, { status, ...payment });
    setMoving(null);
    return outcome;
  };

  const busy = moving !== null;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
      {offers(entry, 'pending', 'submitted') && (
        <Button
          size="small"
          variant="contained"
          onClick={() => void moveTo('submitted')}
          disabled={busy}
          aria-label={`Submit ${invoice}`}
        >
          {moving === 'submitted' ? 'Submitting...' : 'Submit'}
        </Button>
      )}
      {offers(entry, 'submitted', 'paid') && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            onClick={() => setMarkingPaid(true)}
            disabled={busy}
            aria-label={`Mark Paid ${invoice}`}
          >
            Mark Paid
          </Button>
          {/* Mounted only while open, so each opening starts afresh (paid today, no method chosen). */}
          {markingPaid && (
            <MarkPaidDialog
              entry={entry}
              onClose={() => setMarkingPaid(false)}
              onMarkPaid={(payment) => moveTo('paid', payment)}
            />
          )}
        </>
      )}
      {offers(entry, 'submitted', 'denied') && (
        <>
          <Button
            size="small"
            color="error"
            onClick={() => setConfirmingDenial(true)}
            disabled={busy}
            aria-label={`Deny ${invoice}`}
          >
            {moving === 'denied' ? 'Denying...' : 'Deny'}
          </Button>
          <ConfirmDialog
            open={confirmingDenial}
            title={`Deny ${invoice}?`}
            message={`${invoice} (${formatMoney(entry.adjustedAmount ?? entry.amount)}, ${entry.caseNumber}) will be marked denied. You can correct it and resubmit it later.`}
            confirmLabel="Deny"
            destructive
            onConfirm={() => {
              setConfirmingDenial(false);
              void moveTo('denied');
            }}
            onCancel={() => setConfirmingDenial(false)}
          />
        </>
      )}
      {offers(entry, 'denied', 'pending') && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => void moveTo('pending')}
          disabled={busy}
          aria-label={`Resubmit ${invoice}`}
        >
          {moving === 'pending' ? 'Resubmitting...' : 'Resubmit'}
        </Button>
      )}
      <BillingLinesButton entry={entry} />
      <Button
        component="a"
        href={entry.invoiceUrl}
        target="_blank"
        rel="noopener"
        size="small"
        startIcon={<PictureAsPdfOutlinedIcon />}
        aria-label={`Invoice ${invoice} (PDF, opens in a new tab)`}
      >
        Invoice
      </Button>
    </Box>
  );
}
