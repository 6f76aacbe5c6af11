import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { useToast } from '../../app/toast/toastContext';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import type { ClinicAlertSettingsQuery, StatutePeriodsQuery } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { alertSettingsSchema, statutePeriodSchema } from './alertSchemas';

const SettingsQuery = graphql(`
  query ClinicAlertSettings {
    clinicAlertSettings {
      gapDays
      planBehindVisits
      reExamGraceDays
    }
  }
`);

const SettingsUpdate = graphql(`
  mutation ClinicAlertSettingsUpdate($input: ClinicAlertSettingsInput!) {
    clinicAlertSettingsUpdate(input: $input) {
      gapDays
      planBehindVisits
      reExamGraceDays
    }
  }
`);

const PeriodsQuery = graphql(`
  query StatutePeriods {
    statutePeriods {
      state
      periodMonths
      defaultMonths
      source
      notes
    }
  }
`);

const PeriodSet = graphql(`
  mutation StatutePeriodSet($input: StatutePeriodInput!) {
    statutePeriodSet(input: $input) {
      state
      periodMonths
      defaultMonths
      source
      notes
    }
  }
`);

const PeriodReset = graphql(`
  mutation StatutePeriodReset($state: String!) {
    statutePeriodReset(state: $state) {
      state
      periodMonths
      defaultMonths
      source
      notes
    }
  }
`);

type Settings = ClinicAlertSettingsQuery['clinicAlertSettings'];
type Period = StatutePeriodsQuery['statutePeriods'][number];

function AlertRulesForm({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const showToast = useToast();
  const [update] = useMutation(SettingsUpdate);
  return (
    <Formik
      initialValues={{
        gapDays: String(settings.gapDays),
        planBehindVisits: String(settings.planBehindVisits),
        reExamGraceDays: String(settings.reExamGraceDays),
      }}
      enableReinitialize
      validationSchema={alertSettingsSchema}
      onSubmit={async (values, { setErrors }) => {
        try {
          await update({
            variables: {
              input: {
                gapDays: Number(values.gapDays),
                planBehindVisits: Number(values.planBehindVisits),
                reExamGraceDays: Number(values.reExamGraceDays),
              },
            },
          });
          showToast({ title: 'Alert rules saved', severity: 'success' });
        } catch (error) {
          setErrors(formFieldErrorsOf(error));
          showToast({ title: 'Not saved', description: errorMessageOf(error), severity: 'error' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Alert rules">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                name="gapDays"
                label="Days without a visit"
                type="number"
                required
                disabled={!canEdit}
                helperText="A treatment gap while the case is in treatment"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                name="planBehindVisits"
                label="Visits behind the plan"
                type="number"
                required
                disabled={!canEdit}
                helperText="Planned to date minus completed"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                name="reExamGraceDays"
                label="Re-exam grace days"
                type="number"
                required
                disabled={!canEdit}
                helperText="After a planned re-exam date"
              />
            </Grid>
            {canEdit && (
              <Grid size={12}>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  Save alert rules
                </Button>
              </Grid>
            )}
          </Grid>
        </Form>
      )}
    </Formik>
  );
}

function PeriodDialog({ period, onClose }: { period: Period; onClose: () => void }) {
  const showToast = useToast();
  const [setPeriod] = useMutation(PeriodSet);
  const [resetPeriod, reset] = useMutation(PeriodReset);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Formik
        initialValues={{ periodMonths: String(period.periodMonths), notes: period.notes ?? '' }}
        validationSchema={statutePeriodSchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            await setPeriod({
              variables: {
                input: { state: period.state, periodMonths: Number(values.periodMonths), notes: values.notes || null },
              },
            });
            showToast({ title: `${period.state} period saved`, severity: 'success' });
            onClose();
          } catch (error) {
            setErrors(formFieldErrorsOf(error));
            showToast({ title: 'Not saved', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={`${period.state} limitation period`}>
            <DialogTitle>{`${period.state}: limitation period`}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField
                  name="periodMonths"
                  label="Months"
                  type="number"
                  required
                  helperText={`Shipped default: ${period.defaultMonths ?? '-'} months (verify with counsel)`}
                />
                <FormTextField name="notes" label="Notes" multiline minRows={2} />
              </Stack>
            </DialogContent>
            <DialogActions>
              {period.source === 'clinic' && (
                <Button
                  color="inherit"
                  disabled={reset.loading}
                  onClick={async () => {
                    try {
                      await resetPeriod({ variables: { state: period.state } });
                      showToast({ title: `${period.state} back to the default`, severity: 'success' });
                      onClose();
                    } catch (error) {
                      showToast({ title: 'Not reset', description: errorMessageOf(error), severity: 'error' });
                    }
                  }}
                >
                  Use default
                </Button>
              )}
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

function StatuteTable({ canEdit }: { canEdit: boolean }) {
  const { data, loading, error, refetch } = useQuery(PeriodsQuery);
  const [editing, setEditing] = useState<Period | null>(null);
  if (loading && !data) return <LoadingState label="Loading limitation periods" />;
  if (error || !data) return <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  const columns: DataTableColumn<Period>[] = [
    { id: 'state', header: 'State', accessor: (row) => row.state, key: true, rowHeader: true },
    { id: 'months', header: 'Months', accessor: (row) => row.periodMonths, key: true },
    {
      id: 'source',
      header: 'Source',
      accessor: (row) => (row.source === 'clinic' ? 'Your clinic' : 'Default (verify with counsel)'),
      key: true,
    },
    { id: 'notes', header: 'Notes', accessor: (row) => row.notes ?? '', wideOnly: true },
    ...(canEdit
      ? [
          {
            id: 'edit',
            header: 'Edit',
            accessor: () => '',
            render: (row: Period) => (
              <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit ${row.state}`}>
                Edit
              </Button>
            ),
            key: true,
          },
        ]
      : []),
  ];
  return (
    <>
      <RecordTable
        label="Limitation periods"
        columns={columns}
        rows={data.statutePeriods}
        getRowId={(row) => row.state}
      />
      {editing && <PeriodDialog period={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** The clinic console's Alerts tab: the alert rules and the statute-of-limitations table. */
export function ClinicAlertsTab() {
  const { user } = useCurrentUser();
  const canEdit = user?.role === 'clinic_admin';
  const { data, loading, error, refetch } = useQuery(SettingsQuery);
  return (
    <Stack spacing={3}>
      <SectionCard title="Alert rules">
        <Stack spacing={2} sx={{ p: 2.5 }}>
          {loading && !data ? (
            <LoadingState label="Loading alert rules" />
          ) : error || !data ? (
            <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />
          ) : (
            <AlertRulesForm settings={data.clinicAlertSettings} canEdit={canEdit} />
          )}
        </Stack>
      </SectionCard>
      <SectionCard title="Statute of limitations by state">
        <Stack spacing={2} sx={{ p: 2.5 }}>
          <Alert severity="info">
            The shipped periods are the general personal-injury periods as commonly published. Verify them with counsel:
            exceptions (minors, claims against a government, no-fault rules) are not modelled. Your correction applies
            to your clinic&apos;s cases only.
          </Alert>
          <StatuteTable canEdit={canEdit} />
        </Stack>
      </SectionCard>
    </Stack>
  );
}
