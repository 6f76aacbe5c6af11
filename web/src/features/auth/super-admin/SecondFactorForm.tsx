import { useRef, useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { visibleFieldError } from '../../../lib/formikErrors';
import { monospaceFont } from './monospace';
import { codeDigits, secondFactorSchemas, type SecondFactorKind, type SecondFactorValues } from './secondFactorSchema';
import { useSuperAdminVerify } from './useSuperAdminVerify';

interface SecondFactorFormProps {
  kind: SecondFactorKind;
  label: string;
  /** Put the cursor in the input at once (not when the step first has instructions to read). */
  autoFocus?: boolean;
  /** Signed in; after an enrolment, the recovery codes to show (else null). */
  onVerified: (recoveryCodes: string[] | null) => void;
  /** The pending sign-in is gone: back to the password step with this message. */
  onExpired: (message: string) => void;
  /** Further actions under the button (switch to a recovery code, Back). */
  children?: ReactNode;
}

const inputAttributes: Record<SecondFactorKind, object> = {
  code: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*' },
  recoveryCode: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
};

/** One input that answers the second factor: the authenticator's code or a recovery code. */
export function SecondFactorForm({
  kind,
  label,
  autoFocus = true,
  onVerified,
  onExpired,
  children,
}: SecondFactorFormProps) {
  const verify = useSuperAdminVerify();
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const form = useFormik<SecondFactorValues>({
    initialValues: { answer: '' },
    validationSchema: secondFactorSchemas[kind],
    onSubmit: async ({ answer }, { setErrors }) => {
      setRefusal(null);
      const outcome = await verify(kind === 'code' ? { code: answer } : { recoveryCode: answer.trim() });
      if (outcome.kind === 'verified') return onVerified(outcome.recoveryCodes);
      if (outcome.kind === 'expired') return onExpired(outcome.message);
      if (outcome.kind === 'fieldErrors') setErrors(outcome.fieldErrors);
      else setRefusal(outcome.message);
      // Ready for the next try: the code is selected, so typing replaces it.
      input.current?.focus();
      input.current?.select();
    },
  });

  const error = visibleFieldError(form, 'answer');

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={label}>
      <Stack spacing={2}>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <TextField
          // No validation on blur: a message appearing as the focus leaves would move Back and the
          // switch link under the pointer and swallow the click. Errors show once Verify is pressed.
          name="answer"
          value={form.values.answer}
          onChange={(event) =>
            form.setFieldValue('answer', kind === 'code' ? codeDigits(event.target.value) : event.target.value)
          }
          id={`super-admin-${kind}`}
          label={label}
          inputRef={input}
          autoFocus={autoFocus}
          required
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: inputAttributes[kind] }}
          sx={{
            '& input': {
              fontFamily: monospaceFont,
              fontSize: '1.25rem',
              letterSpacing: kind === 'code' ? '0.2em' : '0.05em',
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
        {children}
      </Stack>
    </Box>
  );
}
