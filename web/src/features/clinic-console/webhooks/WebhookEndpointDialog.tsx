import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/graphqlErrors';
import {
  WebhookEndpointCreateMutation,
  WebhookEndpointUpdateMutation,
  WebhookEventKindsQuery,
} from './webhookDocuments';

/** Adds an endpoint (then its secret is shown once) or changes one: URL, description, event kinds, on/off. */
export function WebhookEndpointDialog({
  endpoint,
  onClose,
  onCreated,
  onSaved,
}: {
  endpoint: WebhookEndpointFieldsFragment | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
  onSaved: () => void;
}) {
  const kindsQuery = useQuery(WebhookEventKindsQuery);
  const [create, creating] = useMutation(WebhookEndpointCreateMutation);
  const [update, updating] = useMutation(WebhookEndpointUpdateMutation);
  const [values, setValues] = useState({
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    eventKinds: endpoint?.eventKinds ?? [],
    isActive: endpoint?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** A changed field's old error goes away; the server's verdict comes back on Save. */
  const change = (next: Partial<typeof values>) => {
    setValues({ ...values, ...next });
    setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in next))));
  };
  const toggleKind = (kind: string, checked: boolean) =>
    change({ eventKinds: checked ? [...values.eventKinds, kind] : values.eventKinds.filter((k) => k !== kind) });

  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      if (endpoint) {
        await update({ variables: { id: endpoint.id, input: values } });
        onSaved();
      } else {
        const result = await create({ variables: { input: values } });
        onCreated(result.data!.webhookEndpointCreate.secret);
      }
    } catch (error) {
      const byField = fieldErrorsOf(error, ['BAD_USER_INPUT']);
      setErrors(byField);
      if (!Object.keys(byField).length) setFormError(errorMessageOf(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-endpoint-title">
      <DialogTitle id="webhook-endpoint-title">
        {endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            required
            label="URL"
            placeholder="https://example.com/casebridge-webhooks"
            value={values.url}
            onChange={(event) => change({ url: event.target.value })}
            error={Boolean(errors.url)}
            helperText={errors.url ?? 'https:// address of your receiver; private addresses are refused'}
          />
          <TextField
            label="Description"
            value={values.description}
            onChange={(event) => change({ description: event.target.value })}
            error={Boolean(errors.description)}
            helperText={errors.description}
          />
          <FormControl component="fieldset" error={Boolean(errors.eventKinds)}>
            <FormLabel component="legend">Event kinds</FormLabel>
            {kindsQuery.error && <Alert severity="error">{errorMessageOf(kindsQuery.error)}</Alert>}
            <FormGroup>
              {(kindsQuery.data?.webhookEventKinds ?? []).map(({ kind, description }) => (
                <FormControlLabel
                  key={kind}
                  control={
                    <Checkbox
                      checked={values.eventKinds.includes(kind)}
                      onChange={(event) => toggleKind(kind, event.target.checked)}
                    />
                  }
                  label={`${kind}: ${description}`}
                />
              ))}
            </FormGroup>
            <FormHelperText>{errors.eventKinds ?? 'Choose at least one'}</FormHelperText>
          </FormControl>
          <FormControlLabel
            control={
              <Switch checked={values.isActive} onChange={(event) => change({ isActive: event.target.checked })} />
            }
            label="Active (receives events)"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={creating.loading || updating.loading}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
