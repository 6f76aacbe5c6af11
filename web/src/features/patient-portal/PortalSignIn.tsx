import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormikProvider, useFormik } from 'formik';
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
import { FormTextField } from '../patients/form/FormTextField';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { PortalFrame, usePortalTexts } from './PortalApp';

export const PortalSignInMutation = graphql(`
  mutation PortalSignIn($input: PortalSignInInput!) {
    portalSignIn(input: $input) {
      step
      emailSentTo
      enrollment {
        secret
        qrCodeSvg
      }
    }
  }
`);

export const PortalAcceptMutation = graphql(`
  mutation PortalAccept($input: PortalAcceptInput!) {
    portalAccept(input: $input) {
      step
      emailSentTo
      enrollment {
        secret
        qrCodeSvg
      }
    }
  }
`);

export const PortalVerifyMutation = graphql(`
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

export const PortalInvitationQuery = graphql(`
  query PortalInvitation($code: String!) {
    portalInvitation(code: $code) {
      valid
      message
      firstName
      clinicName
      email
      familyOf
    }
  }
`);

export const PortalEmailCodeSendMutation = graphql(`
  mutation PortalEmailCodeSend {
    portalEmailCodeSend {
      sentTo
    }
  }
`);

export const PortalVerifyEmailCodeMutation = graphql(`
  mutation PortalVerifyEmailCode($input: PortalEmailCodeInput!) {
    portalVerifyEmailCode(input: $input) {
      user {
        id
        role
      }
    }
  }
`);

type Challenge = {
  step: string;
  emailSentTo?: string | null;
  enrollment: { secret: string; qrCodeSvg: string } | null;
};

/** The e-mailed code (decision 421): the code, and a new one when asked. */
function EmailCodeStep({ sentTo, onDone }: { sentTo: string; onDone: () => void }) {
  const { texts } = usePortalTexts();
  const [verify] = useMutation(PortalVerifyEmailCodeMutation);
  const [resend, resending] = useMutation(PortalEmailCodeSendMutation);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: Yup.object({
      code: Yup.string()
        .trim()
        .required(texts.required(texts.emailCodeLabel))
        .matches(/^\d{6}$/, texts.emailCodeLabel),
    }),
    onSubmit: async ({ code }, { setErrors }) => {
      setNotice(null);
      try {
        await verify({ variables: { input: { code: code.trim() } } });
        onDone();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (fields.code) setErrors({ code: fields.code });
        else setNotice({ ok: false, text: errorMessageOf(error) });
      }
    },
  });
  const sendAgain = async () => {
    setNotice(null);
    try {
      await resend();
      setNotice({ ok: true, text: texts.newCodeSent });
    } catch (error) {
      setNotice({ ok: false, text: errorMessageOf(error) });
    }
  };
  return (
    <FormikProvider value={form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <Stack spacing={2}>
          <Typography variant="body2">{texts.emailCodeSent(sentTo)}</Typography>
          {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
          <FormTextField
            name="code"
            label={texts.emailCodeLabel}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {texts.verify}
          </Button>
          <Button onClick={() => void sendAgain()} disabled={resending.loading}>
            {texts.sendNewCode}
          </Button>
        </Stack>
      </Box>
    </FormikProvider>
  );
}

/** The authenticator's code (after enrolment when it is new), then the recovery codes once. */
function AuthenticatorStep({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  const { texts } = usePortalTexts();
  const [verify] = useMutation(PortalVerifyMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: Yup.object({
      code: Yup.string()
        .trim()
        .required(texts.required(texts.codeLabel))
        .matches(/^\d{6}$/, texts.codeLabel),
    }),
    onSubmit: async ({ code }, { setErrors }) => {
      setRefusal(null);
      try {
        const { data } = await verify({ variables: { input: { code: code.trim() } } });
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
    <FormikProvider value={form}>
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
          <FormTextField
            name="code"
            label={texts.codeLabel}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {texts.verify}
          </Button>
        </Stack>
      </Box>
    </FormikProvider>
  );
}

/**
 * The second step. A new login chooses (decision 421): the authenticator app (its QR code) or a
 * code by e-mail; afterwards the server says which one it asks for.
 */
export function SecondFactorStep({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  const { texts } = usePortalTexts();
  const [method, setMethod] = useState<'totp' | 'email' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(challenge.emailSentTo ?? null);
  const [send, sending] = useMutation(PortalEmailCodeSendMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (challenge.step === 'email' || sentTo) return <EmailCodeStep sentTo={sentTo ?? ''} onDone={onDone} />;
  if (challenge.step !== 'enroll' || method === 'totp')
    return <AuthenticatorStep challenge={challenge} onDone={onDone} />;
  const chooseEmail = async () => {
    setRefusal(null);
    setMethod('email');
    try {
      const { data } = await send();
      if (data) setSentTo(data.portalEmailCodeSend.sentTo);
    } catch (error) {
      setMethod(null);
      setRefusal(errorMessageOf(error));
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body1">{texts.chooseFactor}</Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Button variant="contained" onClick={() => setMethod('totp')}>
        {texts.useAuthenticator}
      </Button>
      <Button variant="outlined" onClick={() => void chooseEmail()} disabled={sending.loading}>
        {texts.useEmailCode}
      </Button>
    </Stack>
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
          <FormikProvider value={form}>
            <Box component="form" noValidate onSubmit={form.handleSubmit}>
              <Stack spacing={2}>
                {refusal && <Alert severity="error">{refusal}</Alert>}
                <FormTextField
                  name="email"
                  type="email"
                  label={texts.email}
                  slotProps={{ htmlInput: { autoComplete: 'username' } }}
                />
                <FormTextField
                  name="password"
                  type="password"
                  label={texts.password}
                  slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
                />
                <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                  {texts.signIn}
                </Button>
              </Stack>
            </Box>
          </FormikProvider>
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
      <FormikProvider value={form}>
        <Box component="form" noValidate onSubmit={form.handleSubmit}>
          <Stack spacing={2}>
            <Typography variant="body1">
              {preview.familyOf
                ? texts.familyAcceptIntro(preview.firstName ?? '', preview.familyOf, preview.clinicName ?? '')
                : texts.acceptIntro(preview.firstName ?? '', preview.clinicName ?? '')}
            </Typography>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            {preview.email ? (
              <TextField label={texts.email} value={preview.email} disabled />
            ) : (
              <FormTextField name="email" type="email" label={texts.email} />
            )}
            <FormTextField
              name="password"
              type="password"
              label={texts.choosePassword}
              slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            />
            <Button type="submit" variant="contained" disabled={form.isSubmitting}>
              {texts.setPassword}
            </Button>
          </Stack>
        </Box>
      </FormikProvider>
    );
  return (
    <PortalFrame>
      <PortalCard title={texts.acceptTitle}>{body}</PortalCard>
    </PortalFrame>
  );
}
