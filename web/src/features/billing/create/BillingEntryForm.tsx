import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useToast } from '../../../app/toast/toastContext';
import { LoadingState } from '../../../components/LoadingState';
import { visibleFieldError } from '../../../lib/formikErrors';
import { CasePicker, type CaseOption } from '../../cases/form/CasePicker';
import { useInitialCase } from '../../cases/form/useInitialCase';
import {
  DESCRIPTION_MAX_LENGTH,
  billingEntryFormSchema,
  initialBillingEntryValues,
  toCreateInput,
  type BillingEntryFormValues,
} from './billingEntryFormSchema';
import { CREATED_MESSAGE, CREATE_FAILED_MESSAGE, useCreateBillingEntry } from './useCreateBillingEntry';

const formFields = new Set<string>(['case', 'amount', 'description', 'dueDate']);

/** The server's field messages the form can show under a field; the others belong in the toast. */
function splitFieldErrors(fieldErrors: Record<string, string>) {
  const shown = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => formFields.has(field)));
  const unshown = Object.entries(fieldErrors).find(([field]) => !formFields.has(field))?.[1];
  return { shown, unshown };
}

function NewBillingEntryForm({ initialCase }: { initialCase: CaseOption | null }) {
  const showToast = useToast();
  const createEntry = useCreateBillingEntry();

  const form = useFormik<BillingEntryFormValues>({
    initialValues: initialBillingEntryValues(initialCase),
    validationSchema: billingEntryFormSchema,
    onSubmit: async (values, { setErrors, resetForm }) => {
      const input = toCreateInput(values);
      if (!input) return;
      const outcome = await createEntry(input);
      if (outcome.ok) {
        showToast({
          title: CREATED_MESSAGE,
          description: `${outcome.invoiceNumber} was added as pending.`,
          severity: 'success',
        });
        // Back to the start: empty, or the case the page was opened for.
        resetForm();
        return;
      }
      const { shown, unshown } = splitFieldErrors(outcome.fieldErrors);
      setErrors(shown);
      showToast({ title: CREATE_FAILED_MESSAGE, description: unshown ?? outcome.message, severity: 'error' });
    },
  });

  const errorOf = (field: keyof BillingEntryFormValues) => visibleFieldError(form, field);
  const saving = form.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="New billing entry form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CasePicker
            name="case"
            required
            value={form.values.case}
            onChange={(option) => void form.setFieldValue('case', option)}
            onBlur={() => void form.setFieldTouched('case')}
            error={errorOf('case')}
            disabled={saving}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {/*
            Text, not type="number": the amount is kept and sent exactly as typed (a number input
            hands over a float, accepts "1e5" and changes with the mouse wheel). The decimal keypad
            still opens on phones.
          */}
          <TextField
            {...form.getFieldProps('amount')}
            label="Amount"
            required
            placeholder="0.00"
            error={Boolean(errorOf('amount'))}
            helperText={errorOf('amount')}
            disabled={saving}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            {...form.getFieldProps('dueDate')}
            type="date"
            label="Due Date"
            error={Boolean(errorOf('dueDate'))}
            helperText={errorOf('dueDate')}
            disabled={saving}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...form.getFieldProps('description')}
            label="Description"
            multiline
            minRows={2}
            error={Boolean(errorOf('description'))}
            helperText={
              errorOf('description') ??
              `Treatment or service billed (optional, up to ${DESCRIPTION_MAX_LENGTH} characters)`
            }
            disabled={saving}
          />
        </Grid>
        <Grid size={12}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={saving}>
              {saving ? 'Creating...' : 'Create Billing Entry'}
            </Button>
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}

/**
 * New Billing Entry: case (the address's `?caseId=` picks it when the user can see that case), amount,
 * description and due date. New entries are always pending; they join the list at once.
 */
export function BillingEntryForm({ initialCaseId }: { initialCaseId: number | null }) {
  const { loading, initialCase } = useInitialCase(initialCaseId);
  if (loading) return <LoadingState label="Loading the billing form..." />;
  // A new case in the address starts a fresh form.
  return <NewBillingEntryForm key={initialCase?.id ?? 'no-case'} initialCase={initialCase} />;
}
