import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CoverageFieldsFragment, CoverageType, InsuredRelationship } from '../../gql/graphql';
import { visibleFieldError } from '../../lib/formikErrors';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { coverageTypeLabels, insuredRelationshipLabels } from './claimLabels';
import { CaseCoveragesQuery, CoverageCreateMutation, CoverageUpdateMutation } from './claimOperations';
import {
  coverageFieldsOf,
  coverageSchema,
  coverageTextFields,
  coverageValuesOf,
  type CoverageValues,
} from './coverageSchema';

interface CoverageDialogProps {
  caseId: number;
  /** The coverage to edit; a new one when null. */
  coverage: CoverageFieldsFragment | null;
  onClose: () => void;
}

/** Adds or edits a case's coverage: the payer a claim goes to. */
export function CoverageDialog({ caseId, coverage, onClose }: CoverageDialogProps) {
  const titleId = useId();
  const refetchQueries = [{ query: CaseCoveragesQuery, variables: { caseId } }];
  const [create] = useMutation(CoverageCreateMutation, { refetchQueries });
  const [update] = useMutation(CoverageUpdateMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<CoverageValues>({
    initialValues: coverageValuesOf(coverage),
    validationSchema: coverageSchema,
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      try {
        const fields = coverageFieldsOf(values);
        if (coverage) await update({ variables: { input: { id: coverage.id, ...fields } } });
        else await create({ variables: { input: { caseId, ...fields } } });
        onClose();
      } catch (error) {
        setErrors(fieldErrorsOf(error));
        setFailure(errorMessageOf(error));
      }
    },
  });
  const errorOf = (field: keyof CoverageValues) => visibleFieldError(form, field);
  const title = coverage ? `Edit ${coverage.carrierName}` : 'Add Coverage';

  return (
    <Dialog open onClose={() => !form.isSubmitting && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={form.handleSubmit} aria-label={title}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Coverage Type"
                {...form.getFieldProps('coverageType')}
                onChange={(event) => void form.setFieldValue('coverageType', event.target.value as CoverageType)}
              >
                {Object.entries(coverageTypeLabels).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Patient Is the Insured's"
                {...form.getFieldProps('insuredRelationship')}
                onChange={(event) =>
                  void form.setFieldValue('insuredRelationship', event.target.value as InsuredRelationship)
                }
              >
                {Object.entries(insuredRelationshipLabels).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {coverageTextFields.map(([field, label]) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...form.getFieldProps(field)}
                  fullWidth
                  label={label}
                  required={field === 'carrierName'}
                  error={Boolean(errorOf(field))}
                  helperText={errorOf(field)}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Saving...' : 'Save Coverage'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
