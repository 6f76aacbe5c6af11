import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import {
  CrmIntegrationSaveMutation,
  CrmIntegrationTestMutation,
  MarketingRuleSaveMutation,
  MarketingSettingsQuery,
} from './marketingDocuments';
import { activityTypes, leadStages, shortDate, stageLabels } from './marketingFormat';

const crmEvents = ['lead.created', 'lead.updated', 'lead.converted', 'activity.created', 'activity.completed'];
const triggers: [string, string][] = [
  ['lead_created', 'When a lead is added'],
  ['lead_status_changed', "When a lead's stage changes"],
  ['campaign_link_clicked', 'When a lead clicks a campaign link'],
  ['lead_unsubscribed', 'When a lead unsubscribes'],
];

function RuleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const [save] = useMutation(MarketingRuleSaveMutation, {
    refetchQueries: ['MarketingSettings'],
    awaitRefetchQueries: true,
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>New marketing rule</DialogTitle>
      <Formik
        initialValues={{
          name: '',
          triggerType: 'lead_created',
          source: '',
          actionType: 'create_activity',
          target: 'call',
          template: '',
          days: '1',
        }}
        validationSchema={yup.object({
          name: yup.string().trim().required('Name is required').max(120),
          template: yup.string().max(300),
          days: yup.string().matches(/^\d{1,2}$/, 'Days from 0 to 90'),
        })}
        onSubmit={async (values, { setErrors }) => {
          try {
            await save({
              variables: {
                input: {
                  name: values.name.trim(),
                  triggerType: values.triggerType,
                  triggerConditions: values.source.trim()
                    ? [{ field: 'lead_source', operator: 'is', value: values.source.trim() }]
                    : [],
                  actions: [
                    {
                      type: values.actionType,
                      target: values.actionType === 'notify_assignee' ? null : values.target,
                      template: values.template.trim() || null,
                      days: values.actionType === 'create_activity' ? Number(values.days || 0) : null,
                    },
                  ],
                  isActive: true,
                },
              },
            });
            showToast({ title: 'Rule saved', severity: 'success' });
            onClose();
          } catch (error) {
            const fields = formFieldErrorsOf(error, { 'actions.0.template': 'template', 'actions.0.target': 'target' });
            if (Object.keys(fields).length) setErrors(fields);
            else showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate aria-label="New marketing rule">
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="name" label="Name" required autoFocus />
                <FormTextField name="triggerType" label="Trigger" select>
                  {triggers.map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="source" label="Only leads from source (optional)" />
                <TextField
                  select
                  label="Action"
                  value={values.actionType}
                  onChange={(event) => {
                    const next = event.target.value;
                    void setFieldValue('actionType', next);
                    void setFieldValue('target', next === 'set_lead_status' ? 'contacted' : 'call');
                  }}
                >
                  <MenuItem value="create_activity">Create a CRM activity</MenuItem>
                  <MenuItem value="set_lead_status">Move the lead&apos;s stage</MenuItem>
                  <MenuItem value="notify_assignee">Notify the lead&apos;s owner</MenuItem>
                </TextField>
                {values.actionType === 'create_activity' && (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField name="target" label="Activity" select>
                      {activityTypes
                        .filter((type) => type !== 'note')
                        .map((type) => (
                          <MenuItem key={type} value={type}>
                            {type}
                          </MenuItem>
                        ))}
                    </FormTextField>
                    <FormTextField name="days" label="Due in days" />
                  </Stack>
                )}
                {values.actionType === 'set_lead_status' && (
                  <FormTextField name="target" label="Stage" select>
                    {leadStages
                      .filter((stage) => stage !== 'converted')
                      .map((stage) => (
                        <MenuItem key={stage} value={stage}>
                          {stageLabels[stage]}
                        </MenuItem>
                      ))}
                  </FormTextField>
                )}
                {values.actionType !== 'set_lead_status' && (
                  <FormTextField
                    name="template"
                    label={values.actionType === 'create_activity' ? 'Activity subject' : 'Notification text'}
                    helperText="{first_name} and {last_name} are filled in"
                  />
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save rule
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

function CrmForm({
  integration,
}: {
  integration: {
    platform: string;
    webhookUrl: string;
    events: string[];
    syncEnabled: boolean;
    syncFrequency: string;
    hasApiKey: boolean;
  } | null;
}) {
  const showToast = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const [save] = useMutation(CrmIntegrationSaveMutation, {
    refetchQueries: ['MarketingSettings'],
    awaitRefetchQueries: true,
  });
  const [test, testing] = useMutation(CrmIntegrationTestMutation, { refetchQueries: ['MarketingSettings'] });
  return (
    <Formik
      initialValues={{
        platform: integration?.platform ?? 'hubspot',
        webhookUrl: integration?.webhookUrl ?? '',
        events: integration?.events ?? ['lead.created', 'lead.updated', 'lead.converted'],
        apiKey: '',
        syncEnabled: integration?.syncEnabled ?? true,
        syncFrequency: integration?.syncFrequency ?? 'realtime',
      }}
      enableReinitialize
      validationSchema={yup.object({
        webhookUrl: yup
          .string()
          .trim()
          .required('Webhook URL is required')
          .matches(/^https?:\/\//, 'Webhook URL must start with https:// or http://'),
      })}
      onSubmit={async (values, { setErrors }) => {
        try {
          const { data } = await save({
            variables: {
              input: { ...values, webhookUrl: values.webhookUrl.trim(), apiKey: values.apiKey.trim() || null },
            },
          });
          setSecret(data?.crmIntegrationSave.signingSecret ?? null);
          showToast({ title: 'CRM sync saved', severity: 'success' });
        } catch (error) {
          const fields = formFieldErrorsOf(error);
          if (Object.keys(fields).length) setErrors(fields);
          else showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
        }
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate aria-label="CRM integration">
          <Stack spacing={2}>
            {secret && (
              <Alert severity="info">
                {`Signing secret (shown once): ${secret}. Deliveries carry a Casebridge-Signature header made with it.`}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField name="platform" label="CRM" select>
                {['hubspot', 'salesforce', 'pipedrive', 'zoho', 'twenty', 'other'].map((platform) => (
                  <MenuItem key={platform} value={platform}>
                    {platform}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField name="syncFrequency" label="Sync" select>
                <MenuItem value="realtime">Right away</MenuItem>
                <MenuItem value="hourly">Hourly</MenuItem>
                <MenuItem value="daily">Daily</MenuItem>
              </FormTextField>
            </Stack>
            <FormTextField name="webhookUrl" label="Webhook URL" required />
            <FormTextField
              name="apiKey"
              label={integration?.hasApiKey ? 'API key (kept; type to replace)' : 'API key (optional)'}
              type="password"
            />
            <FormGroup aria-label="Events to sync">
              {crmEvents.map((event) => (
                <FormControlLabel
                  key={event}
                  control={
                    <Checkbox
                      checked={values.events.includes(event)}
                      onChange={(e) =>
                        void setFieldValue(
                          'events',
                          e.target.checked ? [...values.events, event] : values.events.filter((v) => v !== event),
                        )
                      }
                    />
                  }
                  label={event}
                />
              ))}
            </FormGroup>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.syncEnabled}
                  onChange={(e) => void setFieldValue('syncEnabled', e.target.checked)}
                />
              }
              label="Sync on"
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save CRM sync
              </Button>
              {integration && (
                <Button
                  disabled={testing.loading}
                  onClick={async () => {
                    try {
                      const { data } = await test();
                      const result = data?.crmIntegrationTest;
                      showToast({
                        title: result?.status === 'delivered' ? 'Test delivered' : 'Test not delivered',
                        description: result?.lastError ?? `The CRM answered ${result?.responseStatus ?? '-'}`,
                        severity: result?.status === 'delivered' ? 'success' : 'warning',
                      });
                    } catch (error) {
                      showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
                    }
                  }}
                >
                  Send a test
                </Button>
              )}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** Marketing rules (on the automation engine) and, for a clinic's admins, the CRM sync. */
export function SettingsPanel({ canManage, operator }: { canManage: boolean; operator: boolean }) {
  const clinicAdmin = canManage && !operator;
  const { data, loading, error, refetch } = useQuery(MarketingSettingsQuery, { variables: { clinic: clinicAdmin } });
  const [ruleOpen, setRuleOpen] = useState(false);
  if (loading && !data) return <LoadingState label="Loading settings..." />;
  if (error || !data) return <ErrorState message="The settings could not be loaded." onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2}>
      <SectionCard
        title="Marketing rules"
        action={canManage ? <Button onClick={() => setRuleOpen(true)}>New rule</Button> : undefined}
      >
        {data.marketingAutomationRules.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No marketing rules yet.
          </Typography>
        ) : (
          <List aria-label="Marketing rules">
            {data.marketingAutomationRules.map((rule) => (
              <ListItem key={rule.id} divider>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{rule.name}</span>
                      <Chip
                        size="small"
                        label={rule.isActive ? 'on' : 'off'}
                        color={rule.isActive ? 'success' : 'default'}
                      />
                    </Stack>
                  }
                  secondary={`${rule.triggerSentence}${rule.triggerConditions.length ? ` (${rule.triggerConditions.map((c) => `${c.field} ${c.operator} ${c.value}`).join(', ')})` : ''}: ${rule.actions
                    .map((action) => `${action.type.replaceAll('_', ' ')}${action.target ? ` ${action.target}` : ''}`)
                    .join(
                      ', ',
                    )} · fired ${rule.totalTriggers}, succeeded ${rule.successfulTriggers}${rule.lastTriggered ? `, last ${shortDate(rule.lastTriggered)}` : ''}${rule.lastError ? ` · last error: ${rule.lastError}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>
      {clinicAdmin && (
        <SectionCard title="CRM integration">
          <Stack spacing={2} sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              Leads and activities are posted to your CRM, signed with a secret kept sealed here. Injury details and
              notes are never sent.
            </Typography>
            <CrmForm integration={data.crmIntegration ?? null} />
            {(data.crmSyncDeliveries ?? []).length > 0 && (
              <List dense aria-label="Recent CRM deliveries">
                {(data.crmSyncDeliveries ?? []).slice(0, 10).map((delivery) => (
                  <ListItem key={delivery.id} disableGutters>
                    <ListItemText
                      primary={`${delivery.event}: ${delivery.status}`}
                      secondary={`${shortDate(delivery.createdAt)} · ${delivery.attempts} attempt(s)${delivery.responseStatus ? ` · answered ${delivery.responseStatus}` : ''}${delivery.lastError ? ` · ${delivery.lastError}` : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        </SectionCard>
      )}
      <RuleDialog open={ruleOpen} onClose={() => setRuleOpen(false)} />
    </Stack>
  );
}
