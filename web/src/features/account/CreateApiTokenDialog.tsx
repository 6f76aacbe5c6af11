import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { ApiTokenCreateMutation, ApiTokensQuery } from './apiTokenDocuments';

/** The lifetimes the server allows: a token always ends, within a year. */
export const tokenLifetimes = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
] as const;

interface TokenFormValues {
  name: string;
  expiresInDays: string;
}

const tokenSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(100, 'Name must be at most 100 characters'),
  expiresInDays: yup
    .string()
    .oneOf(
      tokenLifetimes.map((lifetime) => String(lifetime.days)),
      'Expiry must be 30, 90 or 365 days',
    )
    .required('Expiry is required'),
});

/** The secret, shown once with a copy button and the warning that it cannot be shown again. */
function CreatedSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const showToast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      showToast({
        title: 'Could not copy',
        description: 'Select the token and copy it yourself.',
        severity: 'warning',
      });
    }
  };
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">
            Copy this token now: it is shown only once and cannot be shown again. Anyone holding it acts as you, so keep
            it secret like a password.
          </Alert>
          <TextField
            label={`Token for ${name}`}
            value={secret}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'api-token-secret' } }}
            onFocus={(event) => event.target.select()}
          />
          <Typography variant="body2" color="text.secondary">
            Send it as the header <code>Authorization: Bearer &lt;token&gt;</code> to /graphql or the REST API.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy token'}</Button>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}

/** "Create token": a name and an expiry, then the secret once. */
export function CreateApiTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [createToken] = useMutation(ApiTokenCreateMutation, {
    refetchQueries: [ApiTokensQuery],
    awaitRefetchQueries: true,
  });
  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={created ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{created ? 'Your new API token' : 'Create API token'}</DialogTitle>
      {created ? (
        <CreatedSecret name={created.name} secret={created.secret} onDone={close} />
      ) : (
        <Formik<TokenFormValues>
          initialValues={{ name: '', expiresInDays: '90' }}
          validationSchema={tokenSchema}
          onSubmit={async (values, { setErrors }) => {
            const name = values.name.trim();
            try {
              const result = await createToken({
                variables: { input: { name, expiresInDays: Number(values.expiresInDays) } },
              });
              const secret = result.data?.apiTokenCreate.secret;
              if (secret) setCreated({ name, secret });
            } catch (error) {
              const fieldErrors = formFieldErrorsOf(error);
              if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
              else
                showToast({
                  title: 'Error',
                  description: `Could not create the token: ${errorMessageOf(error)}`,
                  severity: 'error',
                });
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Create API token">
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <FormTextField
                    name="name"
                    label="Name"
                    required
                    autoFocus
                    helperText="What it is for, e.g. Reporting script"
                  />
                  <FormTextField name="expiresInDays" label="Expires after" select required>
                    {tokenLifetimes.map((lifetime) => (
                      <MenuItem key={lifetime.days} value={String(lifetime.days)}>
                        {lifetime.label}
                      </MenuItem>
                    ))}
                  </FormTextField>
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={close} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  Create token
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
