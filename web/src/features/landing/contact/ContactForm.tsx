import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { visibleFieldError } from '../../../lib/formikErrors';
import {
  MESSAGE_MAX,
  contactSchema,
  initialContactValues,
  toContactInput,
  type ContactFormValues,
} from './contactSchema';
import { useSendContactMessage } from './useSendContactMessage';

interface ContactFormProps {
  onSent: (sender: { name: string; email: string }) => void;
  focusOnMount?: boolean;
}

/** Name, email, optional phone and practice, and the message; errors under each field. */
export function ContactForm({ onSent, focusOnMount = false }: ContactFormProps) {
  const sendMessage = useSendContactMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) nameField.current?.focus();
  }, [focusOnMount]);

  const form = useFormik<ContactFormValues>({
    initialValues: initialContactValues,
    validationSchema: contactSchema,
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      const input = toContactInput(values);
      const outcome = await sendMessage(input);
      if (outcome.kind === 'sent') onSent({ name: input.name, email: input.email });
      else if (outcome.kind === 'fieldErrors') setErrors(outcome.fieldErrors);
      else setFailure(outcome.message);
    },
  });

  const errorOf = (field: keyof ContactFormValues) => visibleFieldError(form, field);
  const fieldProps = (field: keyof ContactFormValues) => ({
    ...form.getFieldProps(field),
    id: `contact-${field}`,
    error: Boolean(errorOf(field)),
    disabled: form.isSubmitting,
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Contact form">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          {...fieldProps('name')}
          inputRef={nameField}
          label="Name"
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
          {...fieldProps('phone')}
          type="tel"
          label="Phone (optional)"
          autoComplete="tel"
          helperText={errorOf('phone')}
        />
        <TextField
          {...fieldProps('practiceName')}
          label="Practice Name (optional)"
          autoComplete="organization"
          helperText={errorOf('practiceName')}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            {...fieldProps('message')}
            label="Message"
            required
            multiline
            minRows={4}
            helperText={errorOf('message') ?? `How can we help? (up to ${MESSAGE_MAX} characters)`}
          />
        </Box>
        {failure && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Alert severity="error">{failure}</Alert>
          </Box>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
