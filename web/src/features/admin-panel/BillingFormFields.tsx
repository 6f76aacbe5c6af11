import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatMoney } from '../../lib/format';
import { visibleFieldError } from '../../lib/formikErrors';
import { billingStatusLabels, billingStatuses, isBillingStatus } from '../admin/clinics/clinicLabels';
import type { PanelClinic } from './adminPanelApi';
import type { UpdateBillingValues } from './updateBillingSchema';

export interface PlanChoice {
  code: string;
  name: string;
  /** What the plan bills a month (the plans table). */
  monthlyPrice: string;
  /** Taken off sale: only a clinic already on it keeps it. */
  offSale: boolean;
}

export const statusLabel = (status: string) => (isBillingStatus(status) ? billingStatusLabels[status] : status);

function currentBilling(clinic: PanelClinic): string {
  return `Now: ${clinic.plan.name}, ${statusLabel(clinic.billingStatus)}, ${formatMoney(clinic.monthlyBillingAmount)}/mo`;
}

interface BillingFormFieldsProps {
  clinics: readonly PanelClinic[];
  plans: readonly PlanChoice[];
}

/** Clinic, plan and status selects and the Update Billing button; choosing a clinic fills in its plan and status. */
export function BillingFormFields({ clinics, plans }: BillingFormFieldsProps) {
  const form = useFormikContext<UpdateBillingValues>();
  const chosenClinic = clinics.find((clinic) => String(clinic.id) === form.values.clinicId);
  const chosenPlan = plans.find((plan) => plan.code === form.values.subscriptionPlan);
  const errorOf = (field: keyof UpdateBillingValues) => visibleFieldError(form, field);

  const chooseClinic = (event: ChangeEvent<HTMLInputElement>) => {
    const clinic = clinics.find((candidate) => String(candidate.id) === event.target.value);
    void form.setValues({
      clinicId: event.target.value,
      subscriptionPlan: clinic?.subscriptionPlan ?? '',
      billingStatus: clinic?.billingStatus ?? '',
    });
  };

  const planHelp = chosenPlan
    ? `Bills ${formatMoney(chosenPlan.monthlyPrice)} a month`
    : 'The amount billed comes from the plan';

  return (
    <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          {...form.getFieldProps('clinicId')}
          onChange={chooseClinic}
          label="Clinic"
          select
          required
          fullWidth
          error={Boolean(errorOf('clinicId'))}
          helperText={errorOf('clinicId') ?? (chosenClinic ? currentBilling(chosenClinic) : ' ')}
        >
          {clinics.map((clinic) => (
            <MenuItem key={clinic.id} value={String(clinic.id)}>
              {clinic.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          {...form.getFieldProps('subscriptionPlan')}
          label="Plan"
          select
          required
          fullWidth
          error={Boolean(errorOf('subscriptionPlan'))}
          helperText={errorOf('subscriptionPlan') ?? planHelp}
        >
          {plans.map((plan) => (
            <MenuItem key={plan.code} value={plan.code}>
              {`${plan.name} (${formatMoney(plan.monthlyPrice)}/mo${plan.offSale ? ', off sale' : ''})`}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          {...form.getFieldProps('billingStatus')}
          label="Status"
          select
          required
          fullWidth
          error={Boolean(errorOf('billingStatus'))}
          helperText={errorOf('billingStatus') ?? ' '}
        >
          {billingStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {billingStatusLabels[status]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={form.isSubmitting}
          sx={{ minHeight: 56, whiteSpace: 'nowrap' }}
        >
          {form.isSubmitting ? 'Updating...' : 'Update Billing'}
        </Button>
      </Grid>
    </Grid>
  );
}
