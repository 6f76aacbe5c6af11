import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { LoadingState } from '../../components/LoadingState';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { PortalFrame, usePortalTexts } from './PortalApp';

const PortalSignInMutation = graphql(`
  mutation PortalSignIn($input: PortalSignInInput!) {
    portalSignIn(input: $input) {
      step
      enrollment {
        secret
        qrCodeSvg
      }
    }
  }
`);

const PortalAcceptMutation = graphql(`
  mutation PortalAccept($input: PortalAcceptInput!) {
    portalAccept(input: $input) {
      step
      enrollment {
        secret
        qrCodeSvg
      }
    }
  }
`);

const PortalVerifyMutation = graphql(`
  mutation PortalVerify($input: SecondFactorInput!) {
    portalVerify(input: $input) {
      user {
        id
        role
      }
      recoveryCodes
    }
  }
`);

const PortalInvitationQuery = graphql(`
  query PortalInvitation($code: String!) {
    portalInvitation(code: $code) {
      valid
      message
      firstName
      clinicName
      email
    }
  }
`);

type Challenge = { step: string; enrollment: { secret: string; qrCodeSvg: string } | null };

/** The second step: the authenticator's code (after enrolment when it is new), then the recovery codes once. */
function SecondFactorStep({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  const { texts } = usePortalTexts();
  const [verify] = useMutation(PortalVerifyMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: Yup.object({
      code: Yup.string()
        .required(texts.required(texts.codeLabel))
        .matches(/^\d{6}$/, texts.codeLabel),
    }),
    onSubmit: async ({ code }, { setErrors }) => {
      setRefusal(null);
      try {
        const { data } = await verify({ variables: { input: { code } } });
        const codes = data?.portalVerify.recoveryCodes ?? null;
        if (codes?.length) setRecoveryCodes(codes);
        else onDone();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields.code) setErrors({ code: fields.code });
        else setRefusal(errorMessageOf(error));
      }
    },
  });
  if (recoveryCodes) {
    return (
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {texts.recoveryTitle}
        </Typography>
        <Typography variant="body2">{texts.recoveryIntro}</Typography>
        <Box component="ul" sx={{ fontFamily: 'monospace', columns: 2, pl: 2, m: 0 }} aria-label={texts.recoveryTitle}>
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone}>
          {texts.continue}
        </Button>
      </Stack>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2}>
        {challenge.enrollment && (
          <>
            <Typography variant="body2">{texts.enrollIntro}</Typography>
            <Box
              role="img"
              aria-label="QR code"
              sx={{ width: 180, height: 180, mx: 'auto', '& svg': { width: '100%', height: '100%' } }}
              dangerouslySetInnerHTML={{ __html: challenge.enrollment.qrCodeSvg }}
            />
            <Typography variant="body2">
              {texts.setupKey}:{' '}
              <Box component="code" data-testid="portal-setup-key" sx={{ wordBreak: 'break-all' }}>
                {challenge.enrollment.secret}
              </Box>
            </Typography>
          </>
        )}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <TextField
          name="code"
          label={texts.codeLabel}
          value={form.values.code}
          onChange={(event) => form.setFieldValue('code', event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={Boolean(form.submitCount && form.errors.code)}
          helperText={form.submitCount ? form.errors.code : undefined}
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
        />
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {texts.verify}
        </Button>
      </Stack>
    </Box>
  );
}

function PortalCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card sx={{ maxWidth: 480, mx: 'auto' }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /portal when signed out: e-mail and password, then the second factor. */
export function PortalSignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { texts } = usePortalTexts();
  const [signIn] = useMutation(PortalSignInMutation);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: Yup.object({
      email: Yup.string().trim().required(texts.required(texts.email)).email(texts.email),
      password: Yup.string().required(texts.required(texts.password)),
    }),
    onSubmit: async (values, { setErrors }) => {
      setRefusal(null);
      try {
        const { data } = await signIn({
          variables: { input: { email: values.email.trim(), password: values.password } },
        });
        if (data) setChallenge(data.portalSignIn);
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length) setErrors(fields);
        else setRefusal(errorMessageOf(error));
      }
    },
  });
  return (
    <PortalFrame>
      <PortalCard title={texts.signInTitle}>
        {challenge ? (
          <SecondFactorStep challenge={challenge} onDone={onSignedIn} />
        ) : (
          <Box component="form" noValidate onSubmit={form.handleSubmit}>
            <Stack spacing={2}>
              {refusal && <Alert severity="error">{refusal}</Alert>}
              <TextField
                name="email"
                type="email"
                label={texts.email}
                value={form.values.email}
                onChange={form.handleChange}
                error={Boolean(form.submitCount && form.errors.email)}
                helperText={form.submitCount ? form.errors.email : undefined}
                autoComplete="username"
              />
              <TextField
                name="password"
                type="password"
                label={texts.password}
                value={form.values.password}
                onChange={form.handleChange}
                error={Boolean(form.submitCount && form.errors.password)}
                helperText={form.submitCount ? form.errors.password : undefined}
                autoComplete="current-password"
              />
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {texts.signIn}
              </Button>
            </Stack>
          </Box>
        )}
      </PortalCard>
    </PortalFrame>
  );
}

const codeFromHash = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('code') ?? '';

/** /portal/accept#code=...: the invitation's link. The code stays in the fragment, never sent in a URL to the server. */
export function PortalAcceptPage() {
  const { texts } = usePortalTexts();
  const navigate = useNavigate();
  const [code] = useState(codeFromHash);
  const { data, loading, error } = useQuery(PortalInvitationQuery, { variables: { code }, skip: !code });
  const [accept] = useMutation(PortalAcceptMutation);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = data?.portalInvitation;
  const askEmail = Boolean(preview?.valid && !preview.email);
  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: Yup.object({
      email: askEmail ? Yup.string().trim().required(texts.required(texts.email)).email(texts.email) : Yup.string(),
      password: Yup.string().required(texts.required(texts.password)).min(12, texts.choosePassword),
    }),
    onSubmit: async (values, { setErrors }) => {
      setRefusal(null);
      try {
        const { data: accepted } = await accept({
          variables: { input: { code, password: values.password, email: askEmail ? values.email.trim() : null } },
        });
        if (accepted) setChallenge(accepted.portalAccept);
      } catch (failure) {
        const fields = fieldErrorsOf(failure);
        if (fields.password || fields.email) setErrors(fields);
        else setRefusal(fields.code ?? errorMessageOf(failure));
      }
    },
  });

  let body: React.ReactNode;
  if (!code) body = <Alert severity="error">{texts.linkProblem}</Alert>;
  else if (loading) body = <LoadingState label={texts.checkingLink} />;
  else if (error) body = <Alert severity="error">{errorMessageOf(error)}</Alert>;
  else if (!preview?.valid) body = <Alert severity="error">{preview?.message ?? texts.linkProblem}</Alert>;
  else if (challenge) body = <SecondFactorStep challenge={challenge} onDone={() => navigate('/portal')} />;
  else
    body = (
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <Stack spacing={2}>
          <Typography variant="body1">
            {texts.acceptIntro(preview.firstName ?? '', preview.clinicName ?? '')}
          </Typography>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          {preview.email ? (
            <TextField label={texts.email} value={preview.email} disabled />
          ) : (
            <TextField
              name="email"
              type="email"
              label={texts.email}
              value={form.values.email}
              onChange={form.handleChange}
              error={Boolean(form.submitCount && form.errors.email)}
              helperText={form.submitCount ? form.errors.email : undefined}
            />
          )}
          <TextField
            name="password"
            type="password"
            label={texts.choosePassword}
            value={form.values.password}
            onChange={form.handleChange}
            error={Boolean(form.submitCount && form.errors.password)}
            helperText={form.submitCount ? form.errors.password : undefined}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {texts.setPassword}
          </Button>
        </Stack>
      </Box>
    );
  return (
    <PortalFrame>
      <PortalCard title={texts.acceptTitle}>{body}</PortalCard>
    </PortalFrame>
  );
}
