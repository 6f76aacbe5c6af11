import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { paymentMethodLabels, paymentMethods } from '../lib/paymentMethods';

/** A select of the payment methods, wherever a payment is recorded (Mark Paid, Record Payment). */
export function PaymentMethodField(props: Omit<TextFieldProps, 'select' | 'children'>) {
  return (
    <TextField {...props} select>
      {paymentMethods.map((method) => (
        <MenuItem key={method} value={method}>
          {paymentMethodLabels[method]}
        </MenuItem>
      ))}
    </TextField>
  );
}
