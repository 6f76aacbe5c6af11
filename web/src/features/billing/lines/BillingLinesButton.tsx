import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { countOf } from '../../../lib/format';
import type { BillingEntryItem } from '../billingEntryFields';
import { BillingLinesTable } from './BillingLinesTable';

/** A coded bill's "Services" button: its lines in a dialog. Free-text bills have none and show no button. */
export function BillingLinesButton({ entry }: { entry: BillingEntryItem }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (entry.lines.length === 0) return null;
  const title = `Services of ${entry.invoiceNumber}`;
  const count = countOf(entry.lines.length, 'service');
  return (
    <>
      {/* The visible count starts the accessible name, which adds the bill it belongs to. */}
      <Button size="small" onClick={() => setOpen(true)} aria-label={`${count} of ${entry.invoiceNumber}`}>
        {count}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <BillingLinesTable lines={entry.lines} label={title} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
