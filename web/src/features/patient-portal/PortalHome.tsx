import { useEffect, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { LanguageSwitch, PortalFrame, usePortalTexts } from './PortalApp';
import { PortalFamilyTab } from './PortalFamilyTab';
import { portalLanguageOf, type PortalLanguage } from './portalTexts';

export const PortalProfileQuery = graphql(`
  query PortalProfile {
    portalMe {
      firstName
      lastName
      clinicName
      clinicPhone
      preferredLanguage
      viewerFirstName
      familyMember
      permission
    }
  }
`);

export const PortalPreferencesMutation = graphql(`
  mutation PortalPreferencesUpdate($input: PortalPreferencesInput!) {
    portalPreferencesUpdate(input: $input) {
      preferredLanguage
    }
  }
`);

export const PortalSignOutMutation = graphql(`
  mutation PortalSignOut {
    logout
  }
`);

export const PortalAppointmentsQuery = graphql(`
  query PortalAppointments($past: Boolean!) {
    portalAppointments(past: $past) {
      id
      startsAt
      endsAt
      status
      confirmedAt
      typeName
      providerName
      clinicName
      changeable
    }
  }
`);

export const PortalConfirmMutation = graphql(`
  mutation PortalAppointmentConfirm($id: Int!) {
    portalAppointmentConfirm(id: $id) {
      id
      status
      confirmedAt
      changeable
    }
  }
`);

export const PortalCancelMutation = graphql(`
  mutation PortalAppointmentCancel($id: Int!) {
    portalAppointmentCancel(id: $id) {
      id
      status
      confirmedAt
      changeable
    }
  }
`);

export const PortalDocumentsQuery = graphql(`
  query PortalDocuments {
    portalDocuments {
      id
      fileName
      documentType
      uploadedAt
      downloadUrl
    }
  }
`);

export const PortalStatementQuery = graphql(`
  query PortalStatement {
    portalStatement {
      charges
      credits
      balance
      lines {
        id
        date
        kind
        description
        amount
        caseNumber
      }
    }
  }
`);

export const PortalMessagesQuery = graphql(`
  query PortalMessages {
    portalMessages {
      id
      subject
      content
      sentAt
      fromMe
      senderName
    }
  }
`);

export const PortalMessageAddedSubscription = graphql(`
  subscription PortalMessageAdded {
    portalMessageAdded {
      id
    }
  }
`);

export const PortalMessageSendMutation = graphql(`
  mutation PortalMessageSend($input: PortalMessageSendInput!) {
    portalMessageSend(input: $input) {
      id
    }
  }
`);

const locale = (language: PortalLanguage) => (language === 'es' ? 'es-US' : 'en-US');
const when = (value: string, language: PortalLanguage) =>
  new Date(value).toLocaleString(locale(language), { dateStyle: 'full', timeStyle: 'short' });
const money = (value: string, language: PortalLanguage) =>
  Number(value).toLocaleString(locale(language), { style: 'currency', currency: 'USD' });

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const { texts } = usePortalTexts();
  return (
    <ErrorState title={texts.loadError} message={errorMessageOf(error)} onRetry={retry} retryLabel={texts.retry} />
  );
}

export function AppointmentList({ past, canAct = true }: { past: boolean; canAct?: boolean }) {
  const { texts, language } = usePortalTexts();
  const { data, loading, error, refetch } = useQuery(PortalAppointmentsQuery, { variables: { past } });
  const [confirm] = useMutation(PortalConfirmMutation);
  const [cancel] = useMutation(PortalCancelMutation);
  const [asking, setAsking] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (loading && !data) return <LoadingState label={texts.loading} />;
  if (error) return <Failed error={error} retry={() => void refetch()} />;
  const rows = data?.portalAppointments ?? [];
  if (!rows.length) return <EmptyState title={past ? texts.noPast : texts.noUpcoming} />;
  const act = async (run: () => Promise<unknown>) => {
    setRefusal(null);
    try {
      await run();
    } catch (failure) {
      setRefusal(Object.values(fieldErrorsOf(failure))[0] ?? errorMessageOf(failure));
    }
  };
  return (
    <Stack spacing={1.5}>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {!past && canAct && (
        <Typography variant="body2" color="text.secondary">
          {texts.changeRule}
        </Typography>
      )}
      {rows.map((appointment) => (
        <Card key={appointment.id} variant="outlined" data-testid="portal-appointment">
          <CardContent>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                  {when(appointment.startsAt, language)}
                </Typography>
                <Chip size="small" label={texts.status[appointment.status] ?? appointment.status} />
                {appointment.confirmedAt && appointment.status === 'scheduled' && (
                  <Chip size="small" color="success" label={texts.confirmed} />
                )}
              </Stack>
              <Typography variant="body2">
                {appointment.typeName}
                {appointment.providerName ? ` ${texts.with} ${appointment.providerName}` : ''} ·{' '}
                {appointment.clinicName}
              </Typography>
              {appointment.changeable && canAct && (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {!appointment.confirmedAt && (
                    <Button
                      variant="contained"
                      size="small"
                      onClick={() => void act(() => confirm({ variables: { id: appointment.id } }))}
                    >
                      {texts.confirm}
                    </Button>
                  )}
                  {asking === appointment.id ? (
                    <>
                      <Typography variant="body2" sx={{ alignSelf: 'center' }}>
                        {texts.cancelQuestion}
                      </Typography>
                      <Button
                        color="error"
                        size="small"
                        onClick={() =>
                          void act(async () => {
                            await cancel({ variables: { id: appointment.id } });
                            setAsking(null);
                          })
                        }
                      >
                        {texts.cancel}
                      </Button>
                      <Button size="small" onClick={() => setAsking(null)}>
                        {texts.keep}
                      </Button>
                    </>
                  ) : (
                    <Button color="error" size="small" onClick={() => setAsking(appointment.id)}>
                      {texts.cancel}
                    </Button>
                  )}
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function AppointmentsTab({ canAct }: { canAct: boolean }) {
  const { texts } = usePortalTexts();
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {texts.upcoming}
      </Typography>
      <AppointmentList past={false} canAct={canAct} />
      <Typography variant="h6" component="h2">
        {texts.past}
      </Typography>
      <AppointmentList past />
    </Stack>
  );
}

function DocumentsTab() {
  const { texts, language } = usePortalTexts();
  const { data, loading, error, refetch } = useQuery(PortalDocumentsQuery);
  if (loading && !data) return <LoadingState label={texts.loading} />;
  if (error) return <Failed error={error} retry={() => void refetch()} />;
  const rows = data?.portalDocuments ?? [];
  if (!rows.length) return <EmptyState title={texts.noDocuments} description={texts.noDocumentsHint} />;
  return (
    <Stack divider={<Divider />} spacing={1}>
      {rows.map((document) => (
        <Stack key={document.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{document.fileName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {new Date(document.uploadedAt).toLocaleDateString(locale(language))}
            </Typography>
          </Box>
          <Button component={Link} href={document.downloadUrl} size="small">
            {texts.download}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}

function StatementTab() {
  const { texts, language } = usePortalTexts();
  const { data, loading, error, refetch } = useQuery(PortalStatementQuery);
  if (loading && !data) return <LoadingState label={texts.loading} />;
  if (error) return <Failed error={error} retry={() => void refetch()} />;
  const statement = data?.portalStatement;
  if (!statement?.lines.length) return <EmptyState title={texts.noStatement} />;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {[
          [texts.charges, statement.charges],
          [texts.credits, statement.credits],
          [texts.balance, statement.balance],
        ].map(([label, value]) => (
          <Card key={label} variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6" component="p">
                {money(value, language)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Stack divider={<Divider />} spacing={1}>
        {statement.lines.map((line) => (
          <Stack key={line.id} direction="row" spacing={2}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography>{line.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                {new Date(`${line.date}T12:00:00`).toLocaleDateString(locale(language))} ·{' '}
                {texts.kinds[line.kind] ?? line.kind}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap' }}>
              {line.kind === 'charge' ? '' : '−'}
              {money(line.amount, language)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/** The thread with the clinic, live (decision 422): a new message in it reads the thread again. */
function MessagesTab({ canAct }: { canAct: boolean }) {
  const { texts, language } = usePortalTexts();
  const { data, loading, error, refetch } = useQuery(PortalMessagesQuery);
  useSubscription(PortalMessageAddedSubscription, { onData: () => void refetch() });
  const [send] = useMutation(PortalMessageSendMutation);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useFormik({
    initialValues: { subject: '', content: '' },
    validationSchema: Yup.object({
      subject: Yup.string().trim().required(texts.required(texts.subject)).max(200),
      content: Yup.string().trim().required(texts.required(texts.message)).max(10000),
    }),
    onSubmit: async (values, { setErrors, resetForm }) => {
      setNotice(null);
      try {
        await send({ variables: { input: { subject: values.subject.trim(), content: values.content.trim() } } });
        resetForm();
        setNotice({ ok: true, text: texts.sent });
        await refetch();
      } catch (failure) {
        const fields = fieldErrorsOf(failure);
        if (fields.subject || fields.content) setErrors(fields);
        else setNotice({ ok: false, text: Object.values(fields)[0] ?? errorMessageOf(failure) });
      }
    },
  });
  const rows = data?.portalMessages ?? [];
  return (
    <Stack spacing={3}>
      {loading && !data ? (
        <LoadingState label={texts.loading} />
      ) : error && !data ? (
        <Failed error={error} retry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={texts.noMessages} description={texts.noMessagesHint} />
      ) : (
        <Stack spacing={1.5}>
          {rows.map((message) => (
            <Card
              key={message.id}
              variant="outlined"
              data-testid="portal-message"
              sx={{ ml: message.fromMe ? { xs: 2, sm: 8 } : 0, mr: message.fromMe ? 0 : { xs: 2, sm: 8 } }}
            >
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {message.fromMe ? texts.you : message.senderName} · {when(message.sentAt, language)}
                </Typography>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {message.subject}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.content}</Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {!canAct ? null : (
        <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={texts.newMessage}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {texts.newMessage}
            </Typography>
            {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
            <TextField
              name="subject"
              label={texts.subject}
              value={form.values.subject}
              onChange={form.handleChange}
              error={Boolean(form.submitCount && form.errors.subject)}
              helperText={form.submitCount ? form.errors.subject : undefined}
            />
            <TextField
              name="content"
              label={texts.message}
              value={form.values.content}
              onChange={form.handleChange}
              multiline
              minRows={3}
              error={Boolean(form.submitCount && form.errors.content)}
              helperText={form.submitCount ? form.errors.content : undefined}
            />
            <Button type="submit" variant="contained" disabled={form.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
              {texts.send}
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

const tabs = ['appointments', 'documents', 'statement', 'messages', 'family'] as const;

/** The signed-in patient's portal: appointments, documents, statement, messages. */
export function PortalHome({ onSignedOut }: { onSignedOut: () => void }) {
  const { texts, setLanguage } = usePortalTexts();
  const { data, loading, error, refetch } = useQuery(PortalProfileQuery);
  const [savePreferences] = useMutation(PortalPreferencesMutation);
  const [signOut] = useMutation(PortalSignOutMutation);
  const [tab, setTab] = useState<(typeof tabs)[number]>('appointments');
  const stored = data?.portalMe.preferredLanguage;
  useEffect(() => {
    if (stored) setLanguage(portalLanguageOf(stored));
    // The stored choice applies once, when the profile arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LanguageSwitch
        onChange={(language) => void savePreferences({ variables: { input: { preferredLanguage: language } } })}
      />
      <Button
        color="inherit"
        onClick={async () => {
          await signOut().catch(() => undefined);
          onSignedOut();
        }}
      >
        {texts.signOut}
      </Button>
    </Stack>
  );
  if (loading && !data) return <LoadingState fullScreen />;
  if (error || !data)
    return (
      <PortalFrame actions={actions}>
        <Failed error={error} retry={() => void refetch()} />
      </PortalFrame>
    );
  const profile = data.portalMe;
  const canAct = profile.permission !== 'read_only';
  // Only the patient manages family access (decision 420).
  const shown = tabs.filter((name) => name !== 'family' || profile.permission === 'owner');
  return (
    <PortalFrame actions={actions}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="h5" component="h1">
            {texts.welcome(profile.viewerFirstName)}
          </Typography>
          {profile.familyMember && (
            <Typography variant="body2">
              {texts.viewingFor(`${profile.firstName} ${profile.lastName}`)}
              {canAct ? '' : ` ${texts.readOnlyNotice}`}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {profile.clinicName}
            {profile.clinicPhone ? ` · ${profile.clinicPhone}` : ''}
          </Typography>
        </Box>
        <Tabs
          value={tab}
          onChange={(_event, next: (typeof tabs)[number]) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {shown.map((name) => (
            <Tab key={name} value={name} label={texts[name]} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={texts[tab]}>
          {tab === 'appointments' && <AppointmentsTab canAct={canAct} />}
          {tab === 'documents' && <DocumentsTab />}
          {tab === 'statement' && <StatementTab />}
          {tab === 'messages' && <MessagesTab canAct={canAct} />}
          {tab === 'family' && <PortalFamilyTab />}
        </Box>
      </Stack>
    </PortalFrame>
  );
}
