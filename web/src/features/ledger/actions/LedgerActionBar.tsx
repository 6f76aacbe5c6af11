import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { CloseLedgerDialog } from '../close/CloseLedgerDialog';
import type { CaseLedger } from '../ledgerFields';
import { RecordPaymentDialog } from '../payments/RecordPaymentDialog';
import { RequestReductionDialog } from '../reductions/RequestReductionDialog';

type LedgerForm = 'reduction' | 'payment' | 'close';

/**
 * The ledger's actions, each shown only where the server's abilities allow it: Request Reduction and
 * Record Settlement for the case's attorney, Record Payment and Close Ledger for the clinic. Record
 * Settlement opens the Settlement tab, where the disbursement statement is recorded: one way to settle.
 */
export function LedgerActionBar({ ledger }: { ledger: CaseLedger }) {
  const [openForm, setOpenForm] = useState<LedgerForm | null>(null);
  const [, setSearchParams] = useSearchParams();
  const { abilities } = ledger;
  const close = () => setOpenForm(null);

  const buttons = [
    {
      form: 'reduction',
      allowed: abilities.canRequestReduction,
      label: 'Request Reduction',
      icon: <TrendingDownIcon />,
    },
    {
      form: 'settlement',
      allowed: abilities.canRecordSettlement,
      label: 'Record Settlement',
      icon: <GavelOutlinedIcon />,
    },
    { form: 'payment', allowed: abilities.canRecordPayment, label: 'Record Payment', icon: <PaymentsOutlinedIcon /> },
    { form: 'close', allowed: abilities.canClose, label: 'Close Ledger', icon: <LockOutlinedIcon /> },
  ] as const;
  const allowed = buttons.filter((button) => button.allowed);
  if (allowed.length === 0 && openForm === null) return null;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      {allowed.map((button) => (
        <Button
          key={button.form}
          variant={button.form === 'close' ? 'outlined' : 'contained'}
          color={button.form === 'close' ? 'error' : 'primary'}
          startIcon={button.icon}
          onClick={() =>
            button.form === 'settlement'
              ? setSearchParams((params) => {
                  params.set('tab', 'settlement');
                  return params;
                })
              : setOpenForm(button.form)
          }
        >
          {button.label}
        </Button>
      ))}
      {openForm === 'reduction' && <RequestReductionDialog ledger={ledger} onClose={close} />}
      {openForm === 'payment' && <RecordPaymentDialog caseId={ledger.caseId} onClose={close} />}
      {openForm === 'close' && <CloseLedgerDialog ledger={ledger} onClose={close} />}
    </Box>
  );
}
