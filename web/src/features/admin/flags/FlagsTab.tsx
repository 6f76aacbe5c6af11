import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { graphql } from '../../../gql';
import type { FeatureFlagsQuery } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';

const FlagsQuery = graphql(`
  query FeatureFlags {
    featureFlags {
      name
      description
      enabled
      updatedAt
      overrides {
        clinicId
        clinicName
        enabled
      }
    }
  }
`);

const FlagClinicsQuery = graphql(`
  query FlagClinics {
    adminClinics(first: 100) {
      nodes {
        id
        clinic {
          id
          name
        }
      }
    }
  }
`);

const FlagSetMutation = graphql(`
  mutation FeatureFlagSet($input: FeatureFlagSetInput!) {
    featureFlagSet(input: $input) {
      name
      enabled
      overrides {
        clinicId
        clinicName
        enabled
      }
    }
  }
`);

const FlagOverrideClearMutation = graphql(`
  mutation FeatureFlagOverrideClear($input: FeatureFlagOverrideClearInput!) {
    featureFlagOverrideClear(input: $input) {
      name
      overrides {
        clinicId
      }
    }
  }
`);

type Flag = FeatureFlagsQuery['featureFlags'][number];

function FlagCard({ flag, clinics }: { flag: Flag; clinics: { id: number; name: string }[] }) {
  const [clinicId, setClinicId] = useState<number | ''>('');
  const [setFlag, setting] = useMutation(FlagSetMutation, { refetchQueries: [FlagsQuery] });
  const [clearOverride, clearing] = useMutation(FlagOverrideClearMutation, {
    refetchQueries: [FlagsQuery],
  });
  const error = setting.error ?? clearing.error;
  const busy = setting.loading || clearing.loading;
  const toggle = (enabled: boolean, clinic: number | null) =>
    setFlag({ variables: { input: { name: flag.name, clinicId: clinic, enabled } } }).catch(() => undefined);
  const overridden = new Set(flag.overrides.map((override) => override.clinicId));
  return (
    <Card variant="outlined" data-testid={`flag-${flag.name}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <FlagTitle name={flag.name} description={flag.description ?? null} />
            <FormControlLabel
              control={
                <Switch
                  checked={flag.enabled}
                  disabled={busy}
                  onChange={(event) => toggle(event.target.checked, null)}
                />
              }
              label={flag.enabled ? 'On for everyone' : 'Off for everyone'}
            />
          </Stack>
          {flag.overrides.map((override) => (
            <Stack
              key={override.clinicId}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              data-testid="flag-override"
            >
              <Typography sx={{ mr: 'auto', wordBreak: 'break-word' }}>{override.clinicName}</Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={override.enabled}
                    disabled={busy}
                    slotProps={{ input: { 'aria-label': `${flag.name} for ${override.clinicName}` } }}
                    onChange={(event) => toggle(event.target.checked, override.clinicId)}
                  />
                }
                label={override.enabled ? 'On' : 'Off'}
              />
              <Button
                size="small"
                disabled={busy}
                onClick={() =>
                  clearOverride({
                    variables: { input: { name: flag.name, clinicId: override.clinicId } },
                  }).catch(() => undefined)
                }
              >
                Follow global
              </Button>
            </Stack>
          ))}
          {clinics.length > 0 && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                label="Clinic override"
                value={clinicId}
                onChange={(event) => setClinicId(Number(event.target.value))}
                sx={{ minWidth: 220 }}
              >
                {clinics
                  .filter((clinic) => !overridden.has(clinic.id))
                  .map((clinic) => (
                    <MenuItem key={clinic.id} value={clinic.id}>
                      {clinic.name}
                    </MenuItem>
                  ))}
              </TextField>
              <Button
                variant="outlined"
                disabled={busy || clinicId === ''}
                onClick={() => {
                  if (clinicId === '') return;
                  void toggle(!flag.enabled, clinicId).then(() => setClinicId(''));
                }}
              >
                {flag.enabled ? 'Turn off for this clinic' : 'Turn on for this clinic'}
              </Button>
            </Stack>
          )}
          {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

function FlagTitle({ name, description }: { name: string; description: string | null }) {
  return (
    <Stack sx={{ mr: 'auto', minWidth: 0 }}>
      <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
        {name}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
    </Stack>
  );
}

/** The console's Flags tab: global values and per-clinic overrides (a clinic's value wins); every change audited. */
export function FlagsTab() {
  const { data, loading, error, refetch } = useQuery(FlagsQuery, { fetchPolicy: 'cache-and-network' });
  const clinics = useQuery(FlagClinicsQuery);
  if (loading && !data) return <LoadingState label="Loading feature flags..." />;
  if (error && !data)
    return <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  const flags = data?.featureFlags ?? [];
  if (flags.length === 0) return <EmptyState title="No feature flags" description="The server reads no flag yet." />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography color="text.secondary">
        A clinic&apos;s own value wins over the global one. The server reads a change at once on this server and within
        seconds on the others.
      </Typography>
      {flags.map((flag) => (
        <FlagCard
          key={flag.name}
          flag={flag}
          clinics={(clinics.data?.adminClinics.nodes ?? []).map((node) => ({ id: node.id, name: node.clinic.name }))}
        />
      ))}
    </Stack>
  );
}
