import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { MarketingLeadFieldsFragment } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { ActivityList, LogActivityDialog } from './ActivitiesPanel';
import {
  MarketingLeadConvertMutation,
  MarketingLeadCreateMutation,
  MarketingLeadsQuery,
  MarketingLeadUpdateMutation,
} from './marketingDocuments';
import { leadSchema, leadSources, leadStages, shortDate, stageLabels } from './marketingFormat';

const refetch = {
  refetchQueries: ['MarketingLeads', 'MarketingAnalytics', 'CrmActivities'],
  awaitRefetchQueries: true,
};

interface LeadValues {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  source: string;
  severity: string;
  notes: string;
}

function LeadDialog({ open, operator, onClose }: { open: boolean; operator: boolean; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const [create] = useMutation(MarketingLeadCreateMutation, refetch);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{operator ? 'Add a practice lead' : 'Add a lead'}</DialogTitle>
      <Formik<LeadValues>
        initialValues={{
          firstName: '',
          lastName: '',
          company: '',
          email: '',
          phone: '',
          source: 'website',
          severity: '',
          notes: '',
        }}
        validationSchema={leadSchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            const { data } = await create({
              variables: {
                input: {
                  firstName: values.firstName.trim(),
                  lastName: values.lastName.trim() || null,
                  company: operator ? values.company.trim() || null : null,
                  email: values.email.trim(),
                  phone: values.phone.trim() || null,
                  source: values.source.trim(),
                  severity: !operator && values.severity ? values.severity : null,
                  notes: values.notes.trim() || null,
                },
              },
            });
            showToast({
              title: 'Lead added',
              description: `Score ${data?.marketingLeadCreate.leadScore ?? 0} of 100`,
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
        {({ isSubmitting }) => (
          <Form noValidate aria-label="New lead">
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField name="firstName" label="First name" required autoFocus />
                  <FormTextField name="lastName" label="Last name" />
                </Stack>
                {operator && <FormTextField name="company" label="Practice" />}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField name="email" label="Email" required type="email" />
                  <FormTextField name="phone" label="Phone" />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField
                    name="source"
                    label="Source"
                    required
                    helperText={`Where they came from, e.g. ${leadSources.slice(0, 4).join(', ')}`}
                  />
                  {!operator && (
                    <FormTextField name="severity" label="Severity" select>
                      <MenuItem value="">Not stated</MenuItem>
                      <MenuItem value="low">Low</MenuItem>
                      <MenuItem value="medium">Medium</MenuItem>
                      <MenuItem value="high">High</MenuItem>
                    </FormTextField>
                  )}
                </Stack>
                <FormTextField name="notes" label="Notes" multiline minRows={2} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Add lead'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

function LeadDetail({
  lead,
  canManage,
  operator,
  onClose,
}: {
  lead: MarketingLeadFieldsFragment;
  canManage: boolean;
  operator: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const [logging, setLogging] = useState(false);
  const [update, updating] = useMutation(MarketingLeadUpdateMutation, refetch);
  const [convert, converting] = useMutation(MarketingLeadConvertMutation, refetch);
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const moveTo = async (status: string) => {
    try {
      await update({
        variables: {
          id: lead.id,
          input: {
            firstName: lead.firstName,
            lastName: lead.lastName || null,
            company: lead.company,
            email: lead.email,
            phone: lead.phone,
            source: lead.source,
            status,
            injuryType: lead.injuryType,
            severity: lead.severity,
            notes: lead.notes,
            nextFollowUpAt: lead.nextFollowUpAt,
          },
        },
      });
      showToast({ title: `Moved to ${stageLabels[status]}`, severity: 'success' });
    } catch (error) {
      showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {[lead.company, lead.email, lead.phone, `source: ${lead.source}`].filter(Boolean).join(' · ')}
            {lead.unsubscribed ? ' · unsubscribed from campaigns' : ''}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label="Stage"
              value={lead.status}
              disabled={!canManage || lead.status === 'converted' || updating.loading}
              onChange={(event) => void moveTo(event.target.value)}
              sx={{ minWidth: 180 }}
            >
              {leadStages
                .filter((stage) => stage !== 'converted' || lead.status === 'converted')
                .map((stage) => (
                  <MenuItem key={stage} value={stage}>
                    {stageLabels[stage]}
                  </MenuItem>
                ))}
            </TextField>
            {canManage && lead.status !== 'converted' && lead.status !== 'lost' && (
              <Button
                variant="contained"
                disabled={converting.loading}
                onClick={async () => {
                  try {
                    await convert({ variables: { id: lead.id } });
                    showToast({
                      title: operator ? 'Sent to sales as a lead' : 'Lead is now a patient',
                      severity: 'success',
                    });
                  } catch (error) {
                    showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
                  }
                }}
              >
                {operator ? 'Convert to sales lead' : 'Convert to patient'}
              </Button>
            )}
            {lead.convertedToPatientId && <Button href={`/patients/${lead.convertedToPatientId}`}>Open patient</Button>}
            {lead.salesLeadId && <Typography variant="body2">Sales lead #{lead.salesLeadId}</Typography>}
          </Stack>
          <Box>
            <Typography variant="subtitle1" component="h3">
              Score {lead.leadScore} of 100
            </Typography>
            <List dense aria-label="Why this score">
              {lead.scoreReasons.map((reason) => (
                <ListItem key={reason.factor} disableGutters>
                  <ListItemText primary={`+${reason.points} ${reason.text}`} />
                </ListItem>
              ))}
            </List>
          </Box>
          <Box>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3">
                Activities
              </Typography>
              <Button onClick={() => setLogging(true)}>Log activity</Button>
            </Stack>
            <ActivityList filter={{ relatedTo: 'lead', relatedId: lead.id }} compact />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <LogActivityDialog
        open={logging}
        onClose={() => setLogging(false)}
        related={{ relatedTo: 'lead', relatedId: lead.id, name }}
      />
    </Dialog>
  );
}

/** The leads list: newest first, with stage, score and follow-up; a lead opens with its score's reasons. */
export function LeadsPanel({ canManage, operator }: { canManage: boolean; operator: boolean }) {
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const {
    data,
    loading,
    error,
    refetch: reload,
    fetchMore,
  } = useQuery(MarketingLeadsQuery, {
    variables: { filter: search.trim() ? { search: search.trim() } : null, first: 25 },
  });
  const leads = data?.marketingLeads.nodes ?? [];
  const open = leads.find((lead) => lead.id === openId) ?? null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <TextField
          label="Search leads"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: { sm: 320 } }}
        />
        {canManage && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add lead
          </Button>
        )}
      </Stack>
      {loading && !data ? (
        <LoadingState label="Loading leads..." />
      ) : error ? (
        <ErrorState message="The leads could not be loaded." onRetry={() => void reload()} />
      ) : leads.length === 0 ? (
        <EmptyState title="No leads yet" description={canManage ? 'Add your first lead.' : 'Your admins add leads.'} />
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Leads">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Source</TableCell>
                <TableCell>Stage</TableCell>
                <TableCell align="right">Score</TableCell>
                <TableCell>Added</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {leads.map((lead) => (
                <TableRow key={lead.id} hover>
                  <TableCell>
                    <Button size="small" onClick={() => setOpenId(lead.id)} sx={{ textTransform: 'none', p: 0 }}>
                      {`${lead.firstName} ${lead.lastName}`.trim()}
                    </Button>
                    {lead.company && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {lead.company}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{lead.source}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={stageLabels[lead.status] ?? lead.status}
                      color={lead.status === 'converted' ? 'success' : lead.status === 'lost' ? 'default' : 'primary'}
                      variant={lead.status === 'new' ? 'outlined' : 'filled'}
                    />
                  </TableCell>
                  <TableCell align="right">{lead.leadScore}</TableCell>
                  <TableCell>{shortDate(lead.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data?.marketingLeads.pageInfo.hasNextPage && (
        <Button
          onClick={() =>
            void fetchMore({
              variables: { after: data.marketingLeads.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                marketingLeads: {
                  ...fetchMoreResult.marketingLeads,
                  nodes: [...previous.marketingLeads.nodes, ...fetchMoreResult.marketingLeads.nodes],
                },
              }),
            })
          }
        >
          Show more
        </Button>
      )}
      <LeadDialog open={adding} operator={operator} onClose={() => setAdding(false)} />
      {open && <LeadDetail lead={open} canManage={canManage} operator={operator} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
