import { useId } from 'react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FormTextField } from '../../patients/form/FormTextField';
import { cardSchema, emptyCard, expiryMonths, expiryYears, type CardValues } from './cardSchema';
import { useUpdateCard } from './useUpdateCard';

/**
 * Update card: number, expiry and the name on the card, sent to the payment provider, which keeps the
 * card; Casebridge keeps only its brand, last four digits and expiry. With Stripe the number field
 * takes the PaymentMethod id Stripe's card form produced.
 */
export function UpdateCardDialog({
  open,
  onClose,
  paymentProvider,
}: {
  open: boolean;
  onClose: () => void;
  paymentProvider: string;
}) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const updateCard = useUpdateCard();
  const stripe = paymentProvider === 'stripe';

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik<CardValues>
        initialValues={emptyCard}
        validationSchema={cardSchema}
        onSubmit={async (values, { setErrors }) => {
          const outcome = await updateCard(values);
          if (outcome.ok) onClose();
          else setErrors(outcome.fieldErrors);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate autoComplete="off" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>Update card</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                Your subscription is charged to this card from now on; it replaces the card on file. The card is kept by
                our payment provider: Casebridge keeps only its brand, last four digits and expiry.
              </DialogContentText>
              <Grid container spacing={2}>
                <Grid size={12}>
                  <FormTextField
                    name="cardNumber"
                    label={stripe ? 'Card (Stripe PaymentMethod)' : 'Card number'}
                    required
                    autoFocus
                    helperText={stripe ? 'The pm_... id from Stripe’s card form' : undefined}
                    slotProps={{ htmlInput: { inputMode: stripe ? 'text' : 'numeric', autoComplete: 'off' } }}
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 3 }}>
                  <FormTextField name="expMonth" label="Expiry month" select required>
                    {expiryMonths.map((month) => (
                      <MenuItem key={month} value={String(Number(month))}>
                        {month}
                      </MenuItem>
                    ))}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 6, sm: 3 }}>
                  <FormTextField name="expYear" label="Expiry year" select required>
                    {expiryYears().map((year) => (
                      <MenuItem key={year} value={year}>
                        {year}
                      </MenuItem>
                    ))}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <FormTextField name="holderName" label="Name on card" required />
                </Grid>
              </Grid>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save card'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
