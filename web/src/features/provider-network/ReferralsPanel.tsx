import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import type { ProviderMatchFieldsFragment } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { PatientPicker, type PatientOption } from '../cases/form/PatientPicker';
import {
  ProviderMatchCreateMutation,
  ProviderMatchesQuery,
  ProviderMatchUpdateMutation,
  ProviderRankQuery,
} from './networkDocuments';
import {
  clinicSpecialties,
  insuranceLabels,
  insuranceTypes,
  labelOf,
  matchStatusLabels,
  specialtyLabels,
} from './networkLabels';
import { LoadMoreButton } from './LoadMoreButton';

interface NeedValues {
  patient: PatientOption | null;
  specialty: string;
  city: string;
  state: string;
  insuranceType: string;
  language: string;
}

const needSchema = Yup.object({
  patient: Yup.mixed().required('Choose the patient'),
  specialty: Yup.string().required('Choose a specialty'),
  state: Yup.string().matches(/^[A-Za-z]{2}$/, {
    message: 'State must be a two-letter code, e.g. NJ',
    excludeEmptyString: true,
  }),
});

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Finds ranked providers for a patient's need and records the referral to the one chosen. */
function FindProviderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const showToast = useToast();
  const [need, setNeed] = useState<NeedValues | null>(null);
  const rank = useQuery(ProviderRankQuery, {
    skip: !need,
    variables: {
      input: {
        specialty: need?.specialty ?? 'chiropractic',
        city: need?.city || null,
        state: need?.state ? need.state.toUpperCase() : null,
        insuranceType: need?.insuranceType || null,
        language: need?.language || null,
        profileType: 'clinic',
      },
    },
  });
  const [create, { loading: creating }] = useMutation(ProviderMatchCreateMutation, {
    refetchQueries: [ProviderMatchesQuery],
  });
  const refer = async (providerId: number) => {
    if (!need?.patient) return;
    try {
      await create({
        variables: {
          input: {
            patientId: need.patient.id,
            matchedProviderId: providerId,
            specialty: need.specialty,
            city: need.city || null,
            state: need.state ? need.state.toUpperCase() : null,
            insuranceType: need.insuranceType || null,
            language: need.language || null,
            profileType: 'clinic',
          },
        },
      });
      showToast({
        title: 'Referral recorded',
        description: 'First contact is due within 24 hours.',
        severity: 'success',
      });
      setNeed(null);
      onClose();
    } catch (error) {
      showToast({ title: 'Could not refer', description: errorMessageOf(error) });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Find a provider</DialogTitle>
      <DialogContent>
        <Formik<NeedValues>
          initialValues={{
            patient: null,
            specialty: 'imaging',
            city: '',
            state: '',
            insuranceType: 'pip',
            language: '',
          }}
          validationSchema={needSchema}
          onSubmit={(values) => setNeed(values)}
        >
          {(formik) => (
            <Form noValidate aria-label="Referral need">
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
                <PatientPicker
                  name="patient"
                  required
                  value={formik.values.patient}
                  onChange={(patient) => void formik.setFieldValue('patient', patient)}
                  onBlur={() => void formik.setFieldTouched('patient', true)}
                  error={formik.touched.patient ? (formik.errors.patient as string | undefined) : undefined}
                />
                <TextField select label="Specialty" {...formik.getFieldProps('specialty')}>
                  {clinicSpecialties.map((code) => (
                    <MenuItem key={code} value={code}>
                      {specialtyLabels[code]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField label="City" {...formik.getFieldProps('city')} />
                <TextField
                  label="State"
                  {...formik.getFieldProps('state')}
                  error={Boolean(formik.touched.state && formik.errors.state)}
                  helperText={formik.touched.state ? formik.errors.state : undefined}
                />
                <TextField select label="Insurance" {...formik.getFieldProps('insuranceType')}>
                  <MenuItem value="">Not known</MenuItem>
                  {insuranceTypes.map((code) => (
                    <MenuItem key={code} value={code}>
                      {insuranceLabels[code]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField label="Preferred language" {...formik.getFieldProps('language')} />
              </Box>
              <Button type="submit" variant="contained" sx={{ mt: 2 }}>
                Rank providers
              </Button>
            </Form>
          )}
        </Formik>
        {need && (
          <Box sx={{ mt: 3 }}>
            {rank.loading ? (
              <LoadingState label="Ranking providers..." />
            ) : rank.error ? (
              <ErrorState message={errorMessageOf(rank.error)} onRetry={() => void rank.refetch()} />
            ) : !rank.data?.providerRank.length ? (
              <EmptyState title="No public provider matches" description="Try the state alone or another specialty." />
            ) : (
              <List aria-label="Ranked providers">
                {rank.data.providerRank.map((row) => (
                  <ListItem key={row.profile.id} divider sx={{ display: 'block' }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                      <Box>
                        <Typography variant="subtitle1">
                          {row.profile.displayName} <Chip size="small" label={`${row.score} / 100`} color="primary" />
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {row.reasons.map((reason) => `${reason.detail} (${reason.points}/${reason.max})`).join(' · ')}
                        </Typography>
                      </Box>
                      <Button
                        variant="outlined"
                        disabled={creating}
                        onClick={() => void refer(row.profile.id)}
                        sx={{ alignSelf: 'center' }}
                      >
                        Refer
                      </Button>
                    </Stack>
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function MatchActions({ match }: { match: ProviderMatchFieldsFragment }) {
  const showToast = useToast();
  const [update, { loading }] = useMutation(ProviderMatchUpdateMutation);
  const [scheduleAt, setScheduleAt] = useState('');
  const closed = ['scheduled', 'declined', 'expired'].includes(match.status);
  if (closed) return null;
  const run = (input: {
    status?: 'contacted' | 'scheduled' | 'declined' | null;
    contactAttempt: boolean;
    scheduledDate?: string | null;
  }) =>
    void update({ variables: { input: { matchId: match.id, ...input } } }).catch((error: unknown) =>
      showToast({ title: 'Could not update', description: errorMessageOf(error) }),
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
      <Button size="small" variant="outlined" disabled={loading} onClick={() => run({ contactAttempt: true })}>
        Log contact attempt
      </Button>
      <TextField
        size="small"
        type="datetime-local"
        label="Appointment"
        value={scheduleAt}
        onChange={(event) => setScheduleAt(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        size="small"
        variant="outlined"
        disabled={loading || !scheduleAt}
        onClick={() =>
          run({ status: 'scheduled', contactAttempt: false, scheduledDate: new Date(scheduleAt).toISOString() })
        }
      >
        Scheduled
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={loading}
        onClick={() => run({ status: 'declined', contactAttempt: false })}
      >
        Declined
      </Button>
    </Stack>
  );
}

/** The clinic's referrals (sent, with the patient) and those to its own practice (received, without the patient). */
export function ReferralsPanel({ canSend }: { canSend: boolean }) {
  const [side, setSide] = useState<'sent' | 'received'>(canSend ? 'sent' : 'received');
  const [finding, setFinding] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(ProviderMatchesQuery, {
    variables: { side },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        providerMatches: {
          ...fetchMoreResult.providerMatches,
          nodes: [...previous.providerMatches.nodes, ...fetchMoreResult.providerMatches.nodes],
        },
      }),
    });
  const nodes = data?.providerMatches.nodes ?? [];
  return (
    <SectionCard
      title="Referrals"
      action={
        canSend && (
          <Button variant="contained" onClick={() => setFinding(true)}>
            Find a provider
          </Button>
        )
      }
    >
      {canSend && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={side}
          onChange={(_e, next) => next && setSide(next)}
          sx={{ mb: 2 }}
          aria-label="Which referrals"
        >
          <ToggleButton value="sent">Sent</ToggleButton>
          <ToggleButton value="received">Received</ToggleButton>
        </ToggleButtonGroup>
      )}
      {loading && !data ? (
        <LoadingState label="Loading referrals..." />
      ) : error && !data ? (
        <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />
      ) : nodes.length === 0 ? (
        <EmptyState
          title={side === 'sent' ? 'No referrals sent' : 'No referrals received'}
          description={
            side === 'sent'
              ? 'Find a provider for a patient who needs imaging, orthopedics or another specialty.'
              : 'Referrals to your public profile appear here.'
          }
        />
      ) : (
        <List aria-label={side === 'sent' ? 'Referrals sent' : 'Referrals received'}>
          {nodes.map((match) => (
            <ListItem key={match.id} divider sx={{ display: 'block' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1">
                  {labelOf(specialtyLabels, match.requestedSpecialty)}
                  {side === 'sent' ? ` for ${match.patientName}` : ''}
                </Typography>
                <Chip
                  size="small"
                  label={labelOf(matchStatusLabels, match.status)}
                  color={match.status === 'scheduled' ? 'success' : 'default'}
                />
                {match.slaMissed && match.status === 'pending' && (
                  <Chip size="small" color="error" label="First contact late" />
                )}
                <Chip size="small" variant="outlined" label={`Score ${match.matchScore}`} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {side === 'sent' ? (
                  <>
                    To <Link href={`/providers/${match.matchedProviderSlug}`}>{match.matchedProviderName}</Link>
                  </>
                ) : (
                  'To your practice'
                )}
                {match.location ? ` · ${match.location}` : ''}
                {match.insuranceType ? ` · ${labelOf(insuranceLabels, match.insuranceType)}` : ''} · first contact due{' '}
                {when(match.slaDeadline)} · {match.contactAttempts} contact attempt
                {match.contactAttempts === 1 ? '' : 's'}
                {match.scheduledDate ? ` · appointment ${when(match.scheduledDate)}` : ''}
              </Typography>
              {side === 'sent' && <MatchActions match={match} />}
            </ListItem>
          ))}
        </List>
      )}
      <LoadMoreButton pageInfo={data?.providerMatches.pageInfo} onLoad={loadMore} />
      {finding && <FindProviderDialog open onClose={() => setFinding(false)} />}
      {error && data && <Alert severity="warning">{errorMessageOf(error)}</Alert>}
    </SectionCard>
  );
}
