import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { CrmActivityFieldsFragment, CrmActivityFilter } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import {
  CrmActivitiesQuery,
  CrmActivityCompleteMutation,
  CrmActivityCreateMutation,
  MarketingLeadsQuery,
} from './marketingDocuments';
import { activityTypes, shortDate } from './marketingFormat';

const refetch = { refetchQueries: ['CrmActivities', 'MarketingLeads'], awaitRefetchQueries: true };

const activitySchema = yup.object({
  type: yup
    .string()
    .oneOf([...activityTypes])
    .required(),
  subject: yup.string().trim().required('Subject is required').max(200, 'Subject must be at most 200 characters'),
  relatedId: yup.string().required('Choose a lead'),
  dueDate: yup.string(),
});

/** Log a call, meeting, e-mail, task or note about a lead (given, or chosen here). */
export function LogActivityDialog({
  open,
  onClose,
  related,
}: {
  open: boolean;
  onClose: () => void;
  related?: { relatedTo: string; relatedId: number; name: string };
}) {
  const titleId = useId();
  const showToast = useToast();
  const [create] = useMutation(CrmActivityCreateMutation, refetch);
  const leads = useQuery(MarketingLeadsQuery, { variables: { first: 100 }, skip: !open || Boolean(related) });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{related ? `Log activity: ${related.name}` : 'Log activity'}</DialogTitle>
      <Formik
        initialValues={{
          type: 'call',
          subject: '',
          description: '',
          relatedId: related ? String(related.relatedId) : '',
          dueDate: '',
        }}
        validationSchema={activitySchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            await create({
              variables: {
                input: {
                  type: values.type,
                  subject: values.subject.trim(),
                  description: values.description.trim() || null,
                  relatedTo: related?.relatedTo ?? 'lead',
                  relatedId: Number(values.relatedId),
                  dueDate: values.dueDate ? new Date(`${values.dueDate}T17:00:00`).toISOString() : null,
                },
              },
            });
            showToast({ title: 'Activity logged', description: values.subject.trim(), severity: 'success' });
            onClose();
          } catch (error) {
            const fields = formFieldErrorsOf(error);
            if (Object.keys(fields).length) setErrors(fields);
            else showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="New activity">
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="type" label="Type" select required>
                  {activityTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {type}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="subject" label="Subject" required />
                {!related && (
                  <FormTextField name="relatedId" label="Lead" select required>
                    {(leads.data?.marketingLeads.nodes ?? []).map((lead) => (
                      <MenuItem key={lead.id} value={String(lead.id)}>
                        {`${lead.firstName} ${lead.lastName}`.trim()}
                      </MenuItem>
                    ))}
                  </FormTextField>
                )}
                <FormTextField name="dueDate" label="Due" type="date" slotProps={{ inputLabel: { shrink: true } }} />
                <FormTextField name="description" label="Details" multiline minRows={2} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Log activity
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

function CompleteButton({ activity }: { activity: CrmActivityFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('');
  const showToast = useToast();
  const [complete, { loading }] = useMutation(CrmActivityCompleteMutation, refetch);
  const titleId = useId();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Complete
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>How did it go?</DialogTitle>
        <DialogContent>
          <TextField
            label="Outcome"
            value={outcome}
            onChange={(event) => setOutcome(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={loading || !outcome.trim()}
            onClick={async () => {
              try {
                await complete({ variables: { input: { id: activity.id, outcome: outcome.trim() } } });
                setOpen(false);
              } catch (error) {
                showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
              }
            }}
          >
            Complete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Activities, pending first by due date with overdue ones flagged. */
export function ActivityList({ filter, compact = false }: { filter: CrmActivityFilter; compact?: boolean }) {
  const { data, loading, error, refetch: reload } = useQuery(CrmActivitiesQuery, { variables: { filter, first: 100 } });
  if (loading && !data) return <LoadingState label="Loading activities..." />;
  if (error) return <ErrorState message="The activities could not be loaded." onRetry={() => void reload()} />;
  const activities = data?.crmActivities.nodes ?? [];
  if (activities.length === 0)
    return compact ? (
      <Typography color="text.secondary">No activities yet.</Typography>
    ) : (
      <EmptyState title="No activities" description="Calls, meetings, e-mails and tasks appear here." />
    );
  return (
    <List aria-label="Activities">
      {activities.map((activity) => (
        <ListItem
          key={activity.id}
          divider
          secondaryAction={activity.status === 'pending' ? <CompleteButton activity={activity} /> : undefined}
          sx={{ pr: activity.status === 'pending' ? 12 : 2 }}
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{`${activity.type}: ${activity.subject}`}</span>
                {activity.overdue && <Chip size="small" color="error" label="Overdue" />}
                {activity.status !== 'pending' && <Chip size="small" label={activity.status} />}
              </Stack>
            }
            secondary={[
              compact ? null : `${activity.relatedTo} ${activity.relatedName}`,
              activity.dueDate ? `due ${shortDate(activity.dueDate)}` : null,
              activity.assignedToName,
              activity.outcome ? `outcome: ${activity.outcome}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function ActivitiesPanel() {
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [logging, setLogging] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          control={<Switch checked={overdueOnly} onChange={(event) => setOverdueOnly(event.target.checked)} />}
          label="Overdue only"
        />
        <Button variant="contained" onClick={() => setLogging(true)}>
          Log activity
        </Button>
      </Stack>
      <ActivityList filter={overdueOnly ? { overdueOnly: true } : {}} />
      <LogActivityDialog open={logging} onClose={() => setLogging(false)} />
    </Stack>
  );
}
