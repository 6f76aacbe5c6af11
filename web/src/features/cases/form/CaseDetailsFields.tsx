import type { FormikProps } from 'formik';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CaseStatus, CaseType } from '../../../gql/graphql';
import { visibleFieldError } from '../../../lib/formikErrors';
import { todayLocalDate } from '../../../lib/localDate';
import { caseStatusLabels, caseTypeLabels } from '../labels';
import type { CaseDetailsValues } from './caseDetailsSchema';

const caseTypes = Object.keys(caseTypeLabels) as CaseType[];
const caseStatuses = Object.keys(caseStatusLabels) as CaseStatus[];

/** Case type, status, accident date, description and internal notes (Create Case and Edit Case). */
export function CaseDetailsFields<Values extends CaseDetailsValues>({ form }: { form: FormikProps<Values> }) {
  const errorOf = (field: keyof CaseDetailsValues) => visibleFieldError(form, field);

  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...form.getFieldProps('caseType')}
          select
          label="Case Type"
          required
          error={Boolean(errorOf('caseType'))}
          helperText={errorOf('caseType')}
        >
          {caseTypes.map((caseType) => (
            <MenuItem key={caseType} value={caseType}>
              {caseTypeLabels[caseType]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...form.getFieldProps('status')}
          select
          label="Status"
          error={Boolean(errorOf('status'))}
          helperText={errorOf('status')}
        >
          {caseStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {caseStatusLabels[status]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...form.getFieldProps('accidentDate')}
          type="date"
          label="Accident Date"
          required
          error={Boolean(errorOf('accidentDate'))}
          helperText={errorOf('accidentDate')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayLocalDate() } }}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...form.getFieldProps('description')}
          label="Description"
          multiline
          minRows={3}
          error={Boolean(errorOf('description'))}
          helperText={errorOf('description')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...form.getFieldProps('notes')}
          label="Internal Notes"
          multiline
          minRows={3}
          error={Boolean(errorOf('notes'))}
          helperText={errorOf('notes') ?? 'Never shown to attorneys'}
        />
      </Grid>
    </>
  );
}
