import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { IntakeSort, IntakeStatus } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { IntakeCard, type IntakeCardData } from './IntakeCard';
import {
  IntakeClinicChoicesQuery,
  IntakeCloseMutation,
  IntakeConvertMutation,
  IntakeDeskQuery,
  IntakeMarkContactedMutation,
} from './intakeDeskQueries';

const statusOptions = [
  { value: '', label: 'Open (new and contacted)' },
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'converted', label: 'Converted' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

function CloseDialog({ intake, onDone }: { intake: IntakeCardData | null; onDone: () => void }) {
  const [close] = useMutation(IntakeCloseMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { reason: '' },
    enableReinitialize: true,
    validationSchema: Yup.object({
      reason: Yup.string().trim().required('Reason is required').max(500, 'Reason must be at most 500 characters'),
    }),
    onSubmit: async ({ reason }) => {
      if (!intake) return;
      setFailure(null);
      try {
        await close({ variables: { input: { intakeId: intake.id, reason: reason.trim() } } });
        form.resetForm();
        onDone();
      } catch (error) {
        setFailure(errorMessageOf(error));
      }
    },
  });
  return (
    <Dialog open={intake !== null} onClose={onDone} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <DialogTitle>Close intake {intake?.intakeCode}</DialogTitle>
        <DialogContent>
          <TextField
            {...form.getFieldProps('reason')}
            id="intake-close-reason"
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            error={Boolean(form.touched.reason && form.errors.reason)}
            helperText={form.touched.reason && form.errors.reason}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onDone}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            Close intake
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function ConvertDialog({
  intake,
  operator,
  onDone,
}: {
  intake: IntakeCardData | null;
  operator: boolean;
  onDone: (converted?: IntakeCardData) => void;
}) {
  const [convert, { loading }] = useMutation(IntakeConvertMutation);
  const clinics = useQuery(IntakeClinicChoicesQuery, { skip: !operator || intake === null });
  const [clinicId, setClinicId] = useState<number | ''>('');
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = clinicId === '' ? (intake?.matchedClinicId ?? '') : clinicId;
  const run = async () => {
    if (!intake) return;
    setFailure(null);
    try {
      const { data } = await convert({
        variables: { input: { intakeId: intake.id, clinicId: operator && chosen !== '' ? chosen : null } },
      });
      setClinicId('');
      onDone(data?.intakeConvert);
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };
  return (
    <Dialog open={intake !== null} onClose={() => onDone()} fullWidth maxWidth="xs">
      <DialogTitle>Convert {intake ? `${intake.firstName} ${intake.lastName}` : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Creates the patient and an active case in one step
          {intake?.matchedAttorneyName
            ? `, with ${intake.matchedAttorneyName} as the attorney`
            : ', without an attorney'}
          . The intake keeps the link to both.
        </DialogContentText>
        {operator && (
          <TextField
            select
            id="intake-convert-clinic"
            label="Clinic"
            fullWidth
            sx={{ mt: 2 }}
            value={chosen}
            onChange={(event) => setClinicId(Number(event.target.value))}
            helperText={
              intake?.matchedClinicId ? 'The matched clinic unless you choose another' : 'No clinic matched: choose one'
            }
          >
            {(clinics.data?.adminClinics.nodes ?? []).map((node) => (
              <MenuItem key={node.id} value={node.id}>
                {node.clinic.name}
                {node.clinic.state ? ` (${[node.clinic.city, node.clinic.state].filter(Boolean).join(', ')})` : ''}
              </MenuItem>
            ))}
            {intake?.matchedClinicId && !clinics.data && (
              <MenuItem value={intake.matchedClinicId}>{intake.matchedClinicName}</MenuItem>
            )}
          </TextField>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone()}>Cancel</Button>
        <Button variant="contained" onClick={() => void run()} disabled={loading || (operator && chosen === '')}>
          Convert
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The intake desk: the operator's every intake, a clinic's those matched to it; filters, the triage
 * reasons, and the moves new -> contacted -> converted / closed (decisions 402, 406, 407).
 */
export function IntakeDesk() {
  const { user } = useCurrentUser();
  const operator = user?.role === 'super_admin';
  const toast = useToast();
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [minScore, setMinScore] = useState('');
  const [sort, setSort] = useState<IntakeSort>('newest');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const open = status === '';
  const filter = {
    status: status === '' || status === 'all' ? null : (status as IntakeStatus),
    search: debouncedSearch || null,
    minScore: minScore === '' ? null : Number(minScore),
    openOnly: open,
  };
  const list = useQuery(IntakeDeskQuery, {
    variables: { filter, sort, first: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const [markContacted] = useMutation(IntakeMarkContactedMutation);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [closing, setClosing] = useState<IntakeCardData | null>(null);
  const [converting, setConverting] = useState<IntakeCardData | null>(null);

  const contacted = async (intake: IntakeCardData) => {
    setBusyId(intake.id);
    try {
      await markContacted({ variables: { id: intake.id } });
      toast({ title: `${intake.intakeCode} marked contacted`, severity: 'success' });
    } catch (error) {
      toast({ title: errorMessageOf(error), severity: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  // The previous answer stays on screen while a new filter is read, so cards do not blink away.
  const shown = list.data ?? list.previousData;
  const nodes = shown?.intakes.nodes ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
        <TextField
          id="intake-search"
          label="Search name, phone, e-mail or code"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <TextField
          id="intake-status"
          select
          label="Status"
          size="small"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          {statusOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="intake-min-score"
          select
          label="Least score"
          size="small"
          value={minScore}
          onChange={(event) => setMinScore(event.target.value)}
        >
          {['', '40', '70'].map((value) => (
            <MenuItem key={value} value={value}>
              {value === '' ? 'Any' : `${value}+`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="intake-sort"
          select
          label="Order"
          size="small"
          value={sort}
          onChange={(event) => setSort(event.target.value as IntakeSort)}
        >
          <MenuItem value={'newest'}>Newest first</MenuItem>
          <MenuItem value={'score'}>Highest score first</MenuItem>
        </TextField>
      </Box>
      {list.error && !shown ? (
        <ErrorState message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.loading && !shown ? (
        <LoadingState label="Loading intakes..." />
      ) : nodes.length === 0 ? (
        <EmptyState
          title="No intakes here"
          description="Requests for help from the public form at /get-help appear here with their triage score."
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-label="Intakes" role="list">
          {nodes.map((intake) => (
            <Box role="listitem" key={intake.id}>
              <IntakeCard
                intake={intake}
                busy={busyId === intake.id}
                onContacted={() => void contacted(intake)}
                onConvert={() => setConverting(intake)}
                onClose={() => setClosing(intake)}
              />
            </Box>
          ))}
          {list.data?.intakes.pageInfo.hasNextPage && (
            <Button
              onClick={() =>
                void list.fetchMore({
                  variables: { after: list.data?.intakes.pageInfo.endCursor },
                  updateQuery: (previous, { fetchMoreResult }) => ({
                    intakes: {
                      ...fetchMoreResult.intakes,
                      nodes: [...previous.intakes.nodes, ...fetchMoreResult.intakes.nodes],
                    },
                  }),
                })
              }
            >
              Load more
            </Button>
          )}
        </Box>
      )}
      <CloseDialog
        intake={closing}
        onDone={() => {
          setClosing(null);
        }}
      />
      <ConvertDialog
        intake={converting}
        operator={operator}
        onDone={(converted) => {
          setConverting(null);
          if (converted)
            toast({
              title: `Converted: case ${converted.convertedCaseNumber} opened for ${converted.firstName} ${converted.lastName}`,
              severity: 'success',
            });
        }}
      />
    </Box>
  );
}
