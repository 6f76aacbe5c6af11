import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormikProvider, useFormik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { PortalFamilyPermission, PortalFamilyRelationship } from '../../gql/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { usePortalTexts } from './PortalApp';

export const PortalFamilyMembersQuery = graphql(`
  query PortalFamilyMembers {
    portalFamilyMembers {
      id
      firstName
      lastName
      email
      relationship
      permission
      acceptedAt
      inviteExpiresAt
    }
  }
`);

export const PortalFamilyGrantMutation = graphql(`
  mutation PortalFamilyGrant($input: PortalFamilyGrantInput!) {
    portalFamilyGrant(input: $input) {
      sentTo
      link
      member {
        id
      }
    }
  }
`);

export const PortalFamilySetPermissionMutation = graphql(`
  mutation PortalFamilySetPermission($id: Int!, $permission: PortalFamilyPermission!) {
    portalFamilySetPermission(id: $id, permission: $permission) {
      id
      permission
    }
  }
`);

export const PortalFamilyRevokeMutation = graphql(`
  mutation PortalFamilyRevoke($id: Int!) {
    portalFamilyRevoke(id: $id)
  }
`);

const relationships = ['spouse', 'partner', 'parent', 'child', 'sibling', 'guardian', 'caregiver', 'other'] as const;
const refetchQueries = [{ query: PortalFamilyMembersQuery }];

/** The patient's family access (decision 420): who has it, give it (read-only or full), change or revoke it. */
export function PortalFamilyTab() {
  const { texts } = usePortalTexts();
  const { data, loading, error, refetch } = useQuery(PortalFamilyMembersQuery);
  const [grant] = useMutation(PortalFamilyGrantMutation, { refetchQueries });
  const [setPermission] = useMutation(PortalFamilySetPermissionMutation);
  const [revoke] = useMutation(PortalFamilyRevokeMutation, { refetchQueries });
  const [outcome, setOutcome] = useState<{ sentTo: string; link: string | null } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const form = useFormik({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      relationship: 'spouse' as string,
      permission: 'read_only' as string,
    },
    validationSchema: Yup.object({
      firstName: Yup.string().trim().required(texts.required(texts.firstName)).max(100),
      lastName: Yup.string().trim().required(texts.required(texts.lastName)).max(100),
      email: Yup.string().trim().required(texts.required(texts.email)).email(texts.email).max(254),
      relationship: Yup.string().oneOf(relationships).required(),
      permission: Yup.string().oneOf(['read_only', 'full']).required(),
    }),
    onSubmit: async (values, { setErrors, resetForm }) => {
      setRefusal(null);
      setOutcome(null);
      try {
        const result = await grant({
          variables: {
            input: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              relationship: values.relationship as PortalFamilyRelationship,
              permission: values.permission as PortalFamilyPermission,
            },
          },
        });
        if (result.data)
          setOutcome({ sentTo: result.data.portalFamilyGrant.sentTo, link: result.data.portalFamilyGrant.link });
        resetForm();
      } catch (failure) {
        const fields = fieldErrorsOf(failure);
        if (Object.keys(fields).length) setErrors(fields);
        else setRefusal(errorMessageOf(failure));
      }
    },
  });
  const act = async (run: () => Promise<unknown>) => {
    setRefusal(null);
    try {
      await run();
    } catch (failure) {
      setRefusal(Object.values(fieldErrorsOf(failure))[0] ?? errorMessageOf(failure));
    }
  };

  const members = data?.portalFamilyMembers ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="body2">{texts.familyIntro}</Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {loading && !data ? (
        <LoadingState label={texts.loading} />
      ) : error ? (
        <ErrorState
          title={texts.loadError}
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
          retryLabel={texts.retry}
        />
      ) : members.length === 0 ? (
        <EmptyState title={texts.familyNone} />
      ) : (
        <Stack spacing={1.5} aria-label={texts.family} role="list">
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <Card key={member.id} variant="outlined" role="listitem" data-testid="portal-family-member">
                <CardContent>
                  <Stack spacing={1}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                        {name}
                      </Typography>
                      <Chip
                        size="small"
                        color={member.acceptedAt ? 'success' : 'default'}
                        label={member.acceptedAt ? texts.active : texts.invited}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {texts.relationships[member.relationship] ?? member.relationship} · {member.email}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                      <ToggleButtonGroup
                        size="small"
                        exclusive
                        value={member.permission}
                        aria-label={`${texts.access}: ${name}`}
                        onChange={(_event, value: PortalFamilyPermission | null) =>
                          value && void act(() => setPermission({ variables: { id: member.id, permission: value } }))
                        }
                      >
                        <ToggleButton value="read_only">{texts.readOnly}</ToggleButton>
                        <ToggleButton value="full">{texts.fullAccess}</ToggleButton>
                      </ToggleButtonGroup>
                      <Button color="error" size="small" onClick={() => setRevoking({ id: member.id, name })}>
                        {texts.revoke}
                      </Button>
                    </Stack>
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
      <FormikProvider value={form}>
        <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={texts.grant}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {texts.grant}
            </Typography>
            {outcome && (
              <Alert severity="success">
                {texts.granted(outcome.sentTo)}
                {outcome.link && (
                  <Box sx={{ mt: 1 }}>
                    <Typography variant="body2">{texts.passLink}</Typography>
                    <TextField
                      value={outcome.link}
                      size="small"
                      fullWidth
                      slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'portal-family-link' } }}
                      sx={{ mt: 1 }}
                    />
                  </Box>
                )}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField name="firstName" label={texts.firstName} />
              <FormTextField name="lastName" label={texts.lastName} />
            </Stack>
            <FormTextField name="email" type="email" label={texts.email} />
            <FormTextField name="relationship" label={texts.relationship} select>
              {relationships.map((value) => (
                <MenuItem key={value} value={value}>
                  {texts.relationships[value]}
                </MenuItem>
              ))}
            </FormTextField>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={form.values.permission}
              aria-label={texts.access}
              onChange={(_event, value: string | null) => value && void form.setFieldValue('permission', value)}
            >
              <ToggleButton value="read_only">{texts.readOnly}</ToggleButton>
              <ToggleButton value="full">{texts.fullAccess}</ToggleButton>
            </ToggleButtonGroup>
            <Button type="submit" variant="contained" disabled={form.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
              {texts.grant}
            </Button>
          </Stack>
        </Box>
      </FormikProvider>
      <ConfirmDialog
        open={revoking !== null}
        title={texts.revoke}
        message={revoking ? texts.revokeQuestion(revoking.name) : ''}
        confirmLabel={texts.revoke}
        destructive
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const target = revoking;
          setRevoking(null);
          if (target) void act(() => revoke({ variables: { id: target.id } }));
        }}
      />
    </Stack>
  );
}
