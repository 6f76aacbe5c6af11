import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { MarketingCampaignFieldsFragment } from '../../gql/graphql';
import { countOf } from '../../lib/format';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import {
  MarketingAudienceCreateMutation,
  MarketingCampaignCreateMutation,
  MarketingCampaignRecipientsQuery,
  MarketingCampaignsQuery,
  MarketingCampaignResultsSetMutation,
  MarketingCampaignSendMutation,
} from './marketingDocuments';
import { campaignSchema, leadStages, money, rate, roiText, shortDate, stageLabels } from './marketingFormat';

const refetch = { refetchQueries: ['MarketingCampaigns', 'MarketingAnalytics'], awaitRefetchQueries: true };

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A saved audience: leads by stage, source and score; consenting patients by city, state and joining date. */
function AudienceDialog({ open, operator, onClose }: { open: boolean; operator: boolean; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const [create] = useMutation(MarketingAudienceCreateMutation, refetch);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>New audience</DialogTitle>
      <Formik
        initialValues={{
          name: '',
          includeLeads: true,
          includePatients: false,
          leadStatuses: [] as string[],
          leadSources: '',
          minLeadScore: '',
          patientCities: '',
          patientStates: '',
        }}
        validationSchema={yup.object({
          name: yup.string().trim().required('Name is required').max(120),
          minLeadScore: yup.string().matches(/^(100|\d{1,2})?$/, 'A score from 0 to 100'),
        })}
        onSubmit={async (values, { setErrors }) => {
          if (!values.includeLeads && !values.includePatients) {
            setErrors({ name: 'Include leads, patients or both' });
            return;
          }
          try {
            const { data } = await create({
              variables: {
                input: {
                  name: values.name.trim(),
                  filter: {
                    includeLeads: values.includeLeads,
                    includePatients: values.includePatients,
                    leadStatuses: values.leadStatuses,
                    leadSources: splitList(values.leadSources),
                    minLeadScore: values.minLeadScore === '' ? null : Number(values.minLeadScore),
                    patientCities: splitList(values.patientCities),
                    patientStates: splitList(values.patientStates),
                  },
                },
              },
            });
            showToast({
              title: 'Audience saved',
              description: `Reaches ${data?.marketingAudienceCreate.reachable ?? 0} now`,
              severity: 'success',
            });
            onClose();
          } catch (error) {
            const fields = formFieldErrorsOf(error);
            if (Object.keys(fields).length) setErrors(fields);
            else showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate aria-label="New audience">
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="name" label="Audience name" required autoFocus />
                <Typography variant="body2" color="text.secondary">
                  Only contact and pipeline fields can be used: never diagnoses or case details. Patients are included
                  only with their marketing consent; unsubscribed addresses are always left out.
                </Typography>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={values.includeLeads}
                      onChange={(e) => void setFieldValue('includeLeads', e.target.checked)}
                    />
                  }
                  label="Leads"
                />
                {values.includeLeads && (
                  <Stack spacing={2} sx={{ pl: { sm: 4 } }}>
                    <TextField
                      select
                      label="Lead stages (all if none)"
                      value={values.leadStatuses}
                      onChange={(e) => void setFieldValue('leadStatuses', e.target.value as unknown as string[])}
                      slotProps={{ select: { multiple: true } }}
                    >
                      {leadStages.map((stage) => (
                        <MenuItem key={stage} value={stage}>
                          {stageLabels[stage]}
                        </MenuItem>
                      ))}
                    </TextField>
                    <FormTextField name="leadSources" label="Sources (comma separated, all if empty)" />
                    <FormTextField name="minLeadScore" label="Least score" />
                  </Stack>
                )}
                {!operator && (
                  <>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={values.includePatients}
                          onChange={(e) => void setFieldValue('includePatients', e.target.checked)}
                        />
                      }
                      label="Patients who gave marketing consent"
                    />
                    {values.includePatients && (
                      <Stack spacing={2} sx={{ pl: { sm: 4 } }}>
                        <FormTextField name="patientCities" label="Cities (comma separated, all if empty)" />
                        <FormTextField name="patientStates" label="States (e.g. NJ, NY)" />
                      </Stack>
                    )}
                  </>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save audience
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

function CampaignDialog({
  open,
  audiences,
  onClose,
}: {
  open: boolean;
  audiences: { id: number; name: string; reachable: number }[];
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const [create] = useMutation(MarketingCampaignCreateMutation, refetch);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>New campaign</DialogTitle>
      <Formik
        initialValues={{ name: '', audienceId: '', subject: '', content: 'Hello {first_name},\n\n', budget: '' }}
        validationSchema={campaignSchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            await create({
              variables: {
                input: {
                  name: values.name.trim(),
                  audienceId: Number(values.audienceId),
                  subject: values.subject.trim(),
                  content: values.content,
                  budget: values.budget || null,
                },
              },
            });
            showToast({ title: 'Campaign saved as a draft', severity: 'success' });
            onClose();
          } catch (error) {
            const fields = formFieldErrorsOf(error);
            if (Object.keys(fields).length) setErrors(fields);
            else showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="New campaign">
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="name" label="Campaign name" required autoFocus />
                <FormTextField name="audienceId" label="Audience" select required>
                  {audiences.map((audience) => (
                    <MenuItem key={audience.id} value={String(audience.id)}>
                      {`${audience.name} (${audience.reachable} reachable)`}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="subject" label="Subject" required />
                <FormTextField
                  name="content"
                  label="Content"
                  required
                  multiline
                  minRows={6}
                  helperText="Plain text with **bold** and *italic*; merge fields {first_name}, {last_name}, {clinic_name}; write links as full URLs."
                />
                <FormTextField name="budget" label="Budget ($)" />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save campaign
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

function Recipients({ campaignId }: { campaignId: number }) {
  const { data, loading, error } = useQuery(MarketingCampaignRecipientsQuery, { variables: { campaignId } });
  if (loading) return <LoadingState label="Loading recipients..." />;
  if (error) return <ErrorState message="The recipients could not be loaded." />;
  const rows = data?.marketingCampaignRecipients ?? [];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Recipients">
        <TableHead>
          <TableRow>
            <TableCell>Recipient</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Opened</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                {row.name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {row.email}
                </Typography>
              </TableCell>
              <TableCell>{row.status}</TableCell>
              <TableCell>{shortDate(row.openedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Cost and revenue of a sent campaign: they give its ROI. */
function ResultsDialog({ campaign, onClose }: { campaign: MarketingCampaignFieldsFragment; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const [save, { loading }] = useMutation(MarketingCampaignResultsSetMutation, refetch);
  const [cost, setCost] = useState(campaign.cost);
  const [revenue, setRevenue] = useState(campaign.revenue);
  const amount = /^\d{1,8}(\.\d{1,2})?$/;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Cost and revenue</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Cost ($)"
            value={cost}
            onChange={(event) => setCost(event.target.value)}
            error={!amount.test(cost)}
            helperText={amount.test(cost) ? 'What the campaign cost' : 'An amount like 120.00'}
          />
          <TextField
            label="Revenue ($)"
            value={revenue}
            onChange={(event) => setRevenue(event.target.value)}
            error={!amount.test(revenue)}
            helperText={amount.test(revenue) ? 'What it brought in' : 'An amount like 1450.00'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={loading || !amount.test(cost) || !amount.test(revenue)}
          onClick={async () => {
            try {
              await save({ variables: { input: { id: campaign.id, cost, revenue } } });
              showToast({ title: 'Cost and revenue saved', severity: 'success' });
              onClose();
            } catch (error) {
              showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
            }
          }}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CampaignCard({ campaign, canManage }: { campaign: MarketingCampaignFieldsFragment; canManage: boolean }) {
  const showToast = useToast();
  const [send, { loading }] = useMutation(MarketingCampaignSendMutation, refetch);
  const [at, setAt] = useState('');
  const [showRecipients, setShowRecipients] = useState(false);
  const [editingResults, setEditingResults] = useState(false);
  const sendNow = async (sendAt: string | null) => {
    try {
      const { data } = await send({ variables: { input: { id: campaign.id, sendAt } } });
      const sent = data?.marketingCampaignSend;
      showToast({
        title: sent?.status === 'scheduled' ? 'Campaign scheduled' : 'Campaign sent',
        description:
          sent?.status === 'scheduled'
            ? `It goes out ${new Date(sent.sendAt ?? '').toLocaleString()}`
            : `${countOf(sent?.totalRecipients ?? 0, 'recipient')}, ${sent?.skipped ?? 0} left out`,
        severity: 'success',
      });
    } catch (error) {
      showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
    }
  };
  const figures: [string, string][] = [
    ['Recipients', String(campaign.totalRecipients)],
    ['Delivered', String(campaign.delivered)],
    ['Opened', `${campaign.opened} (${rate(campaign.opened, campaign.totalRecipients)})`],
    ['Clicked', `${campaign.clicked} (${rate(campaign.clicked, campaign.totalRecipients)})`],
    ['Unsubscribed', String(campaign.unsubscribed)],
    ['Converted', String(campaign.converted)],
    ['Cost', money(campaign.cost)],
    ['Revenue', money(campaign.revenue)],
    ['ROI', roiText(campaign.roi)],
  ];
  return (
    <Card variant="outlined" component="article" aria-label={campaign.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3">
            {campaign.name}
          </Typography>
          <Chip
            size="small"
            label={campaign.status}
            color={campaign.status === 'sent' ? 'success' : campaign.status === 'scheduled' ? 'info' : 'default'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {`${campaign.subject} · to ${campaign.audienceName ?? 'a deleted audience'}`}
          {campaign.sentAt
            ? ` · sent ${shortDate(campaign.sentAt)}`
            : campaign.sendAt
              ? ` · goes out ${new Date(campaign.sendAt).toLocaleString()}`
              : ''}
        </Typography>
        {campaign.status === 'sent' && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
              gap: 1,
              mt: 2,
              mb: 0,
            }}
          >
            {figures.map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {showRecipients && <Recipients campaignId={campaign.id} />}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canManage && (campaign.status === 'draft' || campaign.status === 'scheduled') && (
          <>
            <Button variant="contained" disabled={loading} onClick={() => void sendNow(null)}>
              Send now
            </Button>
            <TextField
              size="small"
              type="datetime-local"
              label="Send at"
              value={at}
              onChange={(event) => setAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button disabled={loading || !at} onClick={() => void sendNow(new Date(at).toISOString())}>
              Schedule
            </Button>
          </>
        )}
        {campaign.status === 'sent' && (
          <Button onClick={() => setShowRecipients((shown) => !shown)}>
            {showRecipients ? 'Hide recipients' : 'Recipients'}
          </Button>
        )}
        {canManage && campaign.status === 'sent' && (
          <Button onClick={() => setEditingResults(true)}>Cost and revenue</Button>
        )}
        {editingResults && <ResultsDialog campaign={campaign} onClose={() => setEditingResults(false)} />}
      </CardActions>
    </Card>
  );
}

/** Campaigns with their delivery, engagement and ROI; saved audiences; new campaigns sent now or later. */
export function CampaignsPanel({ canManage, operator }: { canManage: boolean; operator: boolean }) {
  const { data, loading, error, refetch: reload } = useQuery(MarketingCampaignsQuery);
  const [audienceOpen, setAudienceOpen] = useState(false);
  const [campaignOpen, setCampaignOpen] = useState(false);
  if (loading && !data) return <LoadingState label="Loading campaigns..." />;
  if (error) return <ErrorState message="The campaigns could not be loaded." onRetry={() => void reload()} />;
  const campaigns = data?.marketingCampaigns ?? [];
  const audiences = data?.marketingAudiences ?? [];
  return (
    <Stack spacing={2}>
      {canManage && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={() => setAudienceOpen(true)}>New audience</Button>
          <Button variant="contained" disabled={audiences.length === 0} onClick={() => setCampaignOpen(true)}>
            New campaign
          </Button>
        </Stack>
      )}
      {audiences.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {`Audiences: ${audiences.map((a) => `${a.name} (${a.reachable} reachable, ${a.excluded} left out)`).join(' · ')}`}
        </Typography>
      )}
      {campaigns.length === 0 ? (
        <EmptyState
          title="No campaigns yet"
          description={canManage ? 'Save an audience, then write a campaign.' : 'Your admins write campaigns.'}
        />
      ) : (
        campaigns.map((campaign) => <CampaignCard key={campaign.id} campaign={campaign} canManage={canManage} />)
      )}
      <AudienceDialog open={audienceOpen} operator={operator} onClose={() => setAudienceOpen(false)} />
      <CampaignDialog open={campaignOpen} audiences={audiences} onClose={() => setCampaignOpen(false)} />
    </Stack>
  );
}
