import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { PortalInviteChannel } from '../../gql/graphql';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';

export const PortalAccessFields = graphql(`
  fragment PortalAccessFields on PortalAccessView {
    id
    isActive
    invitedVia
    invitedAt
    inviteExpiresAt
    acceptedAt
    lastAccessAt
    mfaEnabled
    mfaMethod
    familyMemberAccess
    familyMembers {
      id
      name
      relationship
      permission
      acceptedAt
    }
  }
`);

export const PatientPortalAccessQuery = graphql(`
  query PatientPortalAccess($patientId: Int!) {
    portalAccess(patientId: $patientId) {
      ...PortalAccessFields
    }
  }
`);

const PortalInviteMutation = graphql(`
  mutation PortalInvite($input: PortalInviteInput!) {
    portalInvite(input: $input) {
      sentTo
      delivered
      link
      access {
        ...PortalAccessFields
      }
    }
  }
`);

const PortalDeactivateMutation = graphql(`
  mutation PortalDeactivate($patientId: Int!) {
    portalDeactivate(patientId: $patientId) {
      ...PortalAccessFields
    }
  }
`);

const stamp = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '');

/** The patient page's Patient portal: the access state, Invite to portal (e-mail or SMS), Deactivate. */
export function PatientPortalSection({
  patientId,
  contact,
}: {
  patientId: number;
  contact: { email: boolean; phone: boolean };
}) {
  const { data, loading, error, refetch } = useQuery(PatientPortalAccessQuery, { variables: { patientId } });
  const [invite, inviting] = useMutation(PortalInviteMutation, {
    refetchQueries: [{ query: PatientPortalAccessQuery, variables: { patientId } }],
  });
  const [deactivate] = useMutation(PortalDeactivateMutation, {
    refetchQueries: [{ query: PatientPortalAccessQuery, variables: { patientId } }],
  });
  const [channel, setChannel] = useState<PortalInviteChannel>(
    contact.email ? ('email' as PortalInviteChannel) : ('sms' as PortalInviteChannel),
  );
  const [outcome, setOutcome] = useState<{ sentTo: string; link: string | null } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);

  const access = data?.portalAccess ?? null;
  const state = !access
    ? 'Not invited yet.'
    : !access.isActive
      ? 'Portal access is turned off.'
      : access.acceptedAt
        ? `Using the portal since ${stamp(access.acceptedAt)}${access.mfaEnabled ? ` (second factor: ${access.mfaMethod === 'email' ? 'e-mail code' : 'authenticator'})` : ''}.${access.lastAccessAt ? ` Last sign-in ${stamp(access.lastAccessAt)}.` : ''}`
        : `Invited by ${access.invitedVia === 'sms' ? 'SMS' : 'e-mail'} on ${stamp(access.invitedAt)}; the link works until ${stamp(access.inviteExpiresAt)}.`;
  const canInvite = !access || !access.isActive || !access.acceptedAt;

  const send = async () => {
    setRefusal(null);
    setOutcome(null);
    try {
      const result = await invite({ variables: { input: { patientId, channel } } });
      if (result.data) setOutcome({ sentTo: result.data.portalInvite.sentTo, link: result.data.portalInvite.link });
    } catch (failure) {
      setRefusal(Object.values(fieldErrorsOf(failure))[0] ?? errorMessageOf(failure));
    }
  };

  return (
    <SectionCard
      title="Patient portal"
      action={
        access?.isActive ? (
          <Button color="error" onClick={() => setConfirmingOff(true)}>
            Deactivate
          </Button>
        ) : undefined
      }
    >
      {loading && !data ? (
        <LoadingState label="Loading portal access..." />
      ) : error ? (
        <ErrorState
          title="Could not load portal access"
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
        />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" data-testid="portal-access-state">
            {state}
          </Typography>
          {access?.isActive && access.familyMembers.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3">
                Family members with access
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} aria-label="Family members with access">
                {access.familyMembers.map((member) => (
                  <Typography component="li" variant="body2" key={member.id}>
                    {member.name} ({member.relationship}) ·{' '}
                    {member.permission === 'full' ? 'may message and change appointments' : 'read-only'}
                    {member.acceptedAt ? '' : ' · invited, not signed in yet'}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          {canInvite && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={channel}
                aria-label="Send the invitation by"
                onChange={(_event, value: PortalInviteChannel | null) => value && setChannel(value)}
              >
                <ToggleButton value={'email' as PortalInviteChannel} disabled={!contact.email}>
                  E-mail
                </ToggleButton>
                <ToggleButton value={'sms' as PortalInviteChannel} disabled={!contact.phone}>
                  SMS
                </ToggleButton>
              </ToggleButtonGroup>
              <Button
                variant="contained"
                onClick={() => void send()}
                disabled={inviting.loading || (!contact.email && !contact.phone)}
              >
                {access ? 'Send a new invitation' : 'Invite to portal'}
              </Button>
            </Stack>
          )}
          {!contact.email && !contact.phone && (
            <Alert severity="info">Add the patient&apos;s e-mail or mobile number to invite them.</Alert>
          )}
          {refusal && <Alert severity="error">{refusal}</Alert>}
          {outcome && (
            <Alert severity="success">
              Invitation sent to {outcome.sentTo}. The link works once, for 72 hours.
              {outcome.link && (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2">
                    No real e-mail or SMS goes out on this server: pass this link on to the patient.
                  </Typography>
                  <TextField
                    value={outcome.link}
                    size="small"
                    fullWidth
                    slotProps={{
                      htmlInput: { readOnly: true, 'aria-label': 'Portal link', 'data-testid': 'portal-invite-link' },
                    }}
                    sx={{ mt: 1 }}
                  />
                </Box>
              )}
            </Alert>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirmingOff}
        title="Turn off portal access?"
        message="The patient is signed out at once and can no longer sign in until you invite them again."
        confirmLabel="Deactivate"
        destructive
        onCancel={() => setConfirmingOff(false)}
        onConfirm={async () => {
          setConfirmingOff(false);
          await deactivate({ variables: { patientId } }).catch((failure: unknown) =>
            setRefusal(errorMessageOf(failure)),
          );
        }}
      />
    </SectionCard>
  );
}
