import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { ProvideApollo } from '../../app/apollo/ProvideApollo';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { hasErrorCode, serverMessage } from '../../lib/graphqlErrors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { getHelpSchema, initialGetHelpValues, trackingOf, type GetHelpValues } from './getHelpSchema';
import { getHelpText, type GetHelpLanguage, type GetHelpText } from './getHelpText';

const IntakeFormQuery = graphql(`
  query IntakeForm {
    intakeFormToken
    intakeConsentText {
      version
      en
      es
    }
  }
`);

const PublicIntakeSubmitMutation = graphql(`
  mutation PublicIntakeSubmit($input: IntakeSubmitInput!) {
    publicIntakeSubmit(input: $input) {
      intakeCode
      createdAt
    }
  }
`);

const injuryTypes = ['auto_accident', 'slip_fall', 'work_injury', 'medical_malpractice', 'other'] as const;
const urgencies = ['high', 'medium', 'low'] as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {children}
      </Box>
    </Paper>
  );
}

const wide = { gridColumn: '1 / -1' } as const;

function ThankYou({ code, text, onAnother }: { code: string; text: GetHelpText; onAnother: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} role="status">
      <Typography variant="h5" component="h2">
        {text.thanksTitle}
      </Typography>
      <Typography sx={{ mt: 2 }}>{text.thanksBody}</Typography>
      <Typography
        data-testid="intake-code"
        sx={{ mt: 2, fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: 2 }}
      >
        {code}
      </Typography>
      <Alert severity="warning" sx={{ mt: 3, textAlign: 'left' }}>
        {text.thanksSafety}
      </Alert>
      <Button sx={{ mt: 3 }} onClick={onAnother}>
        {text.another}
      </Button>
    </Paper>
  );
}

function GetHelpForm({ language, onSent }: { language: GetHelpLanguage; onSent: (code: string) => void }) {
  const text = getHelpText[language];
  const location = useLocation();
  const tracking = useMemo(() => trackingOf(location.search), [location.search]);
  const form$ = useQuery(IntakeFormQuery, { fetchPolicy: 'network-only' });
  const [submit] = useMutation(PublicIntakeSubmitMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => getHelpSchema(text), [text]);

  const form = useFormik<GetHelpValues>({
    initialValues: initialGetHelpValues,
    validationSchema: schema,
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      const consent = form$.data?.intakeConsentText;
      const token = form$.data?.intakeFormToken;
      if (!consent || !token) return;
      try {
        const { data } = await submit({
          variables: {
            input: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim() || null,
              phone: values.phone.trim() || null,
              injuryDate: values.injuryDate,
              injuryType: values.injuryType,
              injuryDescription: values.injuryDescription.trim(),
              locationCity: values.locationCity.trim(),
              locationState: values.locationState.trim().toUpperCase(),
              insuranceCarrier: values.insuranceCarrier.trim() || null,
              hasAttorney: values.hasAttorney,
              attorneyName: values.hasAttorney ? values.attorneyName.trim() || null : null,
              hasMedicalProvider: values.hasMedicalProvider,
              providerName: values.hasMedicalProvider ? values.providerName.trim() || null : null,
              urgencyLevel: values.urgencyLevel,
              consent: values.consent,
              consentTextVersion: consent.version,
              language,
              ...tracking,
              formToken: token,
              website: values.website || null,
            },
          },
        });
        if (data) onSent(data.publicIntakeSubmit.intakeCode);
        else setFailure(text.failed);
      } catch (error) {
        const fieldErrors = formFieldErrorsOf(error);
        if (fieldErrors.formToken) {
          setFailure(fieldErrors.formToken);
          await form$.refetch();
          return;
        }
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else setFailure(hasErrorCode(error, 'TOO_MANY_REQUESTS') ? (serverMessage(error) ?? text.failed) : text.failed);
      }
    },
  });

  if (form$.loading && !form$.data) return <LoadingState label="..." />;
  if (form$.error || !form$.data)
    return <ErrorState title={text.loadFailed} onRetry={() => void form$.refetch()} retryLabel={text.retry} />;

  const shown = (field: keyof GetHelpValues) =>
    (form.touched[field] || form.submitCount > 0) && form.errors[field] ? String(form.errors[field]) : undefined;
  const field = (name: keyof GetHelpValues) => ({
    ...form.getFieldProps(name),
    id: `get-help-${name}`,
    error: Boolean(shown(name)),
    helperText: shown(name),
    disabled: form.isSubmitting,
    fullWidth: true,
  });
  const consentText = form$.data.intakeConsentText[language];

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={text.title}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Section title={text.sectionInjury}>
        <TextField
          {...field('injuryDate')}
          type="date"
          label={text.injuryDate}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField {...field('injuryType')} select label={text.injuryType} required>
          {injuryTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {text.types[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('injuryDescription')}
          label={text.injuryDescription}
          required
          multiline
          minRows={3}
          sx={wide}
        />
      </Section>

      <Section title={text.sectionWhere}>
        <TextField {...field('locationCity')} label={text.city} required autoComplete="address-level2" />
        <TextField
          {...field('locationState')}
          label={text.state}
          required
          autoComplete="address-level1"
          slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
        />
        <TextField {...field('insuranceCarrier')} label={text.insurance} sx={wide} />
      </Section>

      <Section title={text.sectionHelp}>
        <Box sx={wide}>
          <FormControlLabel
            control={
              <Checkbox {...form.getFieldProps({ name: 'hasAttorney', type: 'checkbox' })} id="get-help-hasAttorney" />
            }
            label={text.hasAttorney}
          />
          {form.values.hasAttorney && <TextField {...field('attorneyName')} label={text.attorneyName} sx={{ mt: 1 }} />}
        </Box>
        <Box sx={wide}>
          <FormControlLabel
            control={
              <Checkbox
                {...form.getFieldProps({ name: 'hasMedicalProvider', type: 'checkbox' })}
                id="get-help-hasMedicalProvider"
              />
            }
            label={text.hasProvider}
          />
          {form.values.hasMedicalProvider && (
            <TextField {...field('providerName')} label={text.providerName} sx={{ mt: 1 }} />
          )}
        </Box>
        <TextField {...field('urgencyLevel')} select label={text.urgency} required sx={wide}>
          {urgencies.map((urgency) => (
            <MenuItem key={urgency} value={urgency}>
              {text.urgencies[urgency]}
            </MenuItem>
          ))}
        </TextField>
      </Section>

      <Section title={text.sectionContact}>
        <TextField {...field('firstName')} label={text.firstName} required autoComplete="given-name" />
        <TextField {...field('lastName')} label={text.lastName} required autoComplete="family-name" />
        <TextField {...field('phone')} type="tel" label={text.phone} autoComplete="tel" />
        <TextField {...field('email')} type="email" label={text.email} autoComplete="email" />
        <Typography variant="body2" color="text.secondary" sx={wide}>
          {text.contactHint}
        </Typography>
        {/* The honeypot: out of sight and out of the tab order; a person never fills it. */}
        <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label htmlFor="get-help-website">Website</label>
          <input id="get-help-website" tabIndex={-1} autoComplete="off" {...form.getFieldProps('website')} />
        </Box>
      </Section>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {text.consentTitle}
        </Typography>
        <FormControlLabel
          sx={{ alignItems: 'flex-start' }}
          control={
            <Checkbox
              {...form.getFieldProps({ name: 'consent', type: 'checkbox' })}
              id="get-help-consent"
              sx={{ mt: -0.5 }}
            />
          }
          label={<Typography variant="body2">{consentText}</Typography>}
        />
        {shown('consent') && <FormHelperText error>{shown('consent')}</FormHelperText>}
      </Paper>

      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? text.sending : text.submit}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /get-help: the public intake form for injured people (no sign-in, no navigation bar), in English
 * or Spanish; the thank-you shows the intake code (decisions 400-409).
 */
export default function GetHelpPage() {
  const [language, setLanguage] = useState<GetHelpLanguage>(() =>
    typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('es') ? 'es' : 'en',
  );
  const [code, setCode] = useState<string | null>(null);
  const text = getHelpText[language];
  useDocumentTitle(text.title);

  return (
    <ProvideApollo>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 5 }, px: { xs: 1.5, sm: 3 } }}>
        <Box component="main" lang={language} sx={{ maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Link component={RouterLink} to="/" underline="hover" sx={{ fontWeight: 700 }}>
              Casebridge
            </Link>
            <Button size="small" variant="outlined" onClick={() => setLanguage(language === 'en' ? 'es' : 'en')}>
              {text.language}
            </Button>
          </Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
            {text.title}
          </Typography>
          <Typography color="text.secondary">{text.intro}</Typography>
          {code ? (
            <ThankYou code={code} text={text} onAnother={() => setCode(null)} />
          ) : (
            <GetHelpForm language={language} onSent={setCode} />
          )}
        </Box>
      </Box>
    </ProvideApollo>
  );
}
