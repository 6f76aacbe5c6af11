import { useEffect, useRef } from 'react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../app/toast/toastContext';
import { visibleFieldError } from '../../../lib/formikErrors';
import {
  initialWaitlistValues,
  monthlyCaseRanges,
  toWaitlistInput,
  waitlistSchema,
  waitlistStates,
  type WaitlistFormValues,
} from './waitlistSchema';
import { useJoinWaitlist } from './useJoinWaitlist';

export const JOINED_TITLE = 'Welcome to the waitlist!';
export const JOINED_DESCRIPTION = "You'll receive early access information soon.";
export const JOIN_FAILED_DESCRIPTION = 'Failed to join waitlist. Please try again.';

interface WaitlistFormProps {
  onJoined: (joined: { name: string; email: string }) => void;
  /** Put the cursor in the first field (when the visitor comes back to add another practice). */
  focusOnMount?: boolean;
}

/** The waitlist form (spec: Waitlist form), with each error under its field. */
export function WaitlistForm({ onJoined, focusOnMount = false }: WaitlistFormProps) {
  const showToast = useToast();
  const joinWaitlist = useJoinWaitlist();
  const nameField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) nameField.current?.focus();
  }, [focusOnMount]);

  const form = useFormik<WaitlistFormValues>({
    initialValues: initialWaitlistValues,
    validationSchema: waitlistSchema,
    onSubmit: async (values, { setErrors }) => {
      const outcome = await joinWaitlist(toWaitlistInput(values));
      switch (outcome.kind) {
        case 'joined':
          showToast({ title: JOINED_TITLE, description: JOINED_DESCRIPTION, severity: 'success' });
          onJoined({ name: outcome.name, email: outcome.email });
          return;
        case 'fieldErrors':
          setErrors(outcome.fieldErrors);
          return;
        case 'tooManyRequests':
          showToast({ title: 'Error', description: outcome.message, severity: 'error' });
          return;
        case 'failed':
          showToast({ title: 'Error', description: JOIN_FAILED_DESCRIPTION, severity: 'error' });
      }
    },
  });

  const errorOf = (field: keyof WaitlistFormValues) => visibleFieldError(form, field);
  const fieldProps = (field: keyof WaitlistFormValues) => ({
    ...form.getFieldProps(field),
    id: `waitlist-${field}`,
    error: Boolean(errorOf(field)),
    disabled: form.isSubmitting,
  });
  const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Waitlist form">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          {...fieldProps('name')}
          inputRef={nameField}
          label="Full Name"
          required
          autoComplete="name"
          helperText={errorOf('name')}
        />
        <TextField
          {...fieldProps('email')}
          type="email"
          label="Email"
          required
          autoComplete="email"
          helperText={errorOf('email')}
        />
        <TextField
          {...fieldProps('practiceName')}
          label="Practice Name"
          required
          autoComplete="organization"
          helperText={errorOf('practiceName')}
        />
        <TextField
          {...fieldProps('state')}
          select
          label="State"
          required
          helperText={errorOf('state')}
          slotProps={nativeSelect}
        >
          <option value="" disabled>
            Select your state
          </option>
          {waitlistStates.map((state) => (
            <option key={state.value} value={state.value}>
              {state.label}
            </option>
          ))}
        </TextField>
        <TextField
          {...fieldProps('monthlyPICases')}
          select
          label="Monthly PI Cases"
          required
          helperText={errorOf('monthlyPICases')}
          slotProps={nativeSelect}
        >
          <option value="" disabled>
            Select a range
          </option>
          {monthlyCaseRanges.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </TextField>
        <TextField
          {...fieldProps('attorneyReferral')}
          label="Attorney Referral (optional)"
          helperText={errorOf('attorneyReferral') ?? 'The attorney who told you about us, if any'}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Joining...' : 'Join the Waitlist'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
