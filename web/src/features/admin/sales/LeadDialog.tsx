import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../patients/form/FormTextField';
import type { SalesLeadFieldsFragment } from '../../../gql/graphql';
import { leadStatuses, leadStatusLabels } from './salesFormat';
import { SalesClinicsQuery } from './salesQueries';
import { useSalesActions } from './useSalesActions';

interface LeadValues {
  status: string;
  assignedRepId: number | '';
  clinicId: number | '';
  nextFollowUp: string;
  estimatedValue: string;
  notes: string;
  followedUp: boolean;
}

const leadSchema = Yup.object({
  clinicId: Yup.mixed().when('status', {
    is: 'won',
    then: (schema) => schema.test('clinic', 'Choose the clinic this lead became', (value) => value !== ''),
  }),
  assignedRepId: Yup.mixed().when('status', {
    is: 'won',
    then: (schema) => schema.test('rep', 'Assign the representative who won this lead', (value) => value !== ''),
  }),
  estimatedValue: Yup.string().matches(/^\d{1,8}(\.\d{1,2})?$/, {
    message: 'Amount in dollars and cents',
    excludeEmptyString: true,
  }),
  notes: Yup.string().max(2000),
});

/** The score's parts, each with what it found and its points. */
function ScoreExplanation({ lead }: { lead: SalesLeadFieldsFragment }) {
  return (
    <Table size="small" aria-label={`Why ${lead.companyName} scores ${lead.leadScore}`}>
      <TableHead>
        <TableRow>
          <TableCell>Part</TableCell>
          <TableCell>Found</TableCell>
          <TableCell align="right">Points</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lead.scoreExplanation.map((part) => (
          <TableRow key={part.factor}>
            <TableCell>{part.factor}</TableCell>
            <TableCell>{part.detail}</TableCell>
            <TableCell align="right">
              {part.points} / {part.maxPoints}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Edit a lead: stage, owner, follow-up, value, notes; won names the clinic it became. */
export function LeadDialog({
  lead,
  reps,
  onClose,
}: {
  lead: SalesLeadFieldsFragment | null;
  reps: ReadonlyArray<{ id: number; firstName: string; lastName: string; isActive: boolean }>;
  onClose: () => void;
}) {
  const titleId = useId();
  const { updateLead } = useSalesActions();
  const { data: clinics } = useQuery(SalesClinicsQuery, { skip: !lead });
  return (
    <Dialog open={lead !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{lead ? `${lead.companyName}: lead score ${lead.leadScore}` : 'Lead'}</DialogTitle>
      {lead && (
        <Formik<LeadValues>
          initialValues={{
            status: lead.status,
            assignedRepId: lead.assignedRepId ?? '',
            clinicId: lead.clinicId ?? '',
            nextFollowUp: lead.nextFollowUp ?? '',
            estimatedValue: lead.estimatedValue ?? '',
            notes: lead.notes ?? '',
            followedUp: false,
          }}
          validationSchema={leadSchema}
          onSubmit={async (values, { setErrors }) => {
            const outcome = await updateLead(lead.id, {
              status: values.status,
              assignedRepId: values.assignedRepId === '' ? null : values.assignedRepId,
              clinicId: values.status === 'won' && values.clinicId !== '' ? values.clinicId : null,
              nextFollowUp: values.nextFollowUp || null,
              estimatedValue: values.estimatedValue || null,
              notes: values.notes,
              followedUp: values.followedUp,
            });
            if (outcome.ok) onClose();
            else setErrors(outcome.fieldErrors);
          }}
        >
          {({ isSubmitting, values, setFieldValue }) => (
            <Form noValidate aria-label="Lead">
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {lead.contactName}
                    {lead.email ? ` · ${lead.email}` : ''} · source: {lead.source}
                  </Typography>
                  <ScoreExplanation lead={lead} />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField name="status" label="Status" select>
                      {leadStatuses.map((status) => (
                        <MenuItem key={status} value={status}>
                          {leadStatusLabels[status]}
                        </MenuItem>
                      ))}
                    </FormTextField>
                    <FormTextField name="assignedRepId" label="Representative" select>
                      <MenuItem value="">Nobody yet</MenuItem>
                      {reps
                        .filter((rep) => rep.isActive || rep.id === lead.assignedRepId)
                        .map((rep) => (
                          <MenuItem key={rep.id} value={rep.id}>
                            {rep.firstName} {rep.lastName}
                          </MenuItem>
                        ))}
                    </FormTextField>
                  </Stack>
                  {values.status === 'won' && (
                    <FormTextField
                      name="clinicId"
                      label="Clinic it became"
                      select
                      required
                      helperText="The clinic records this representative as its seller"
                    >
                      {(clinics?.adminUserClinicOptions ?? []).map((clinic) => (
                        <MenuItem key={clinic.id} value={clinic.id}>
                          {clinic.name}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  )}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField
                      name="nextFollowUp"
                      label="Next follow-up"
                      type="date"
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <FormTextField name="estimatedValue" label="Estimated value ($ a year)" />
                  </Stack>
                  <FormTextField name="notes" label="Notes" multiline minRows={2} />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.followedUp}
                        onChange={(_, checked) => void setFieldValue('followedUp', checked)}
                      />
                    }
                    label="I followed up with them today"
                  />
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : 'Save Lead'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
