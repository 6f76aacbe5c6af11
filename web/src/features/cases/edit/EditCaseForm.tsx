import { useState } from 'react';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../app/toast/toastContext';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { visibleFieldError } from '../../../lib/formikErrors';
import { casePaths } from '../casePaths';
import { CaseDetailsFields } from '../form/CaseDetailsFields';
import { editCaseSchema, editCaseValuesOf } from './editCaseSchema';
import { useUpdateCase } from './useUpdateCase';

/** Edits a case's details and settlement amount; the attorney changes only through Transfer Case. */
export function EditCaseForm({ caseRecord }: { caseRecord: CaseDetailFieldsFragment }) {
  const navigate = useNavigate();
  const showToast = useToast();
  const updateCase = useUpdateCase(caseRecord.id);
  const [failure, setFailure] = useState<string | null>(null);
  const detailPath = casePaths.detail(caseRecord.id);

  const form = useFormik({
    initialValues: editCaseValuesOf(caseRecord),
    validationSchema: editCaseSchema,
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      const outcome = await updateCase(values);
      if (outcome.ok) {
        showToast({ title: 'Case updated', description: `${caseRecord.caseNumber} was saved.`, severity: 'success' });
        navigate(detailPath);
        return;
      }
      setFailure(outcome.message);
      setErrors(outcome.fieldErrors);
    },
  });
  const settlementError = visibleFieldError(form, 'settlementAmount');

  return (
    <Card component="form" noValidate onSubmit={form.handleSubmit} aria-label="Edit case form">
      <CardContent>
        <Grid container spacing={2}>
          {failure && (
            <Grid size={12}>
              <Alert severity="error">{failure}</Alert>
            </Grid>
          )}
          <CaseDetailsFields form={form} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...form.getFieldProps('settlementAmount')}
              label="Settlement Amount"
              error={Boolean(settlementError)}
              helperText={settlementError ?? 'Leave empty until the case settles'}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          </Grid>
          <Grid size={12}>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={detailPath} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </Box>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
