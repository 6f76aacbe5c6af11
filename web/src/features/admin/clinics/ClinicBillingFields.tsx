import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatMoney } from '../../../lib/format';
import { visibleFieldError } from '../../../lib/formikErrors';
import { FormTextField } from '../../patients/form/FormTextField';
import { ClinicActiveField } from './ClinicActiveField';
import { billingStatusLabels, billingStatuses } from './clinicLabels';
import type { ClinicCardData, PlanData } from './clinicQueries';
import type { ManageClinicValues } from './manageClinicSchema';

interface PlanOption {
  code: string;
  name: string;
  monthlyPrice: string | null;
}

/** The plans on sale, plus the clinic's own plan if it was taken off sale (a clinic may stay on it). */
function planOptions(plans: readonly PlanData[], current: ClinicCardData['plan']): PlanOption[] {
  const options: PlanOption[] = plans.map(({ code, name, monthlyPrice }) => ({ code, name, monthlyPrice }));
  if (!options.some((option) => option.code === current.code))
    options.push({ code: current.code, name: current.name, monthlyPrice: null });
  return options;
}

interface ClinicBillingFieldsProps {
  plans: readonly PlanData[];
  currentPlan: ClinicCardData['plan'];
}

/**
 * Plan, billing status, monthly billing and the Active switch. Choosing another plan fills in that
 * plan's monthly price from the plans table; the amount itself is the plan's (issue 21: the server
 * refuses any other), so it is shown read-only.
 */
export function ClinicBillingFields({ plans, currentPlan }: ClinicBillingFieldsProps) {
  const form = useFormikContext<ManageClinicValues>();
  const options = planOptions(plans, currentPlan);
  // The server's refusal of a plan the clinic is above lands here too, so it must stay readable.
  const planError = visibleFieldError(form, 'subscriptionPlan');

  const choosePlan = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = options.find((option) => option.code === event.target.value);
    void form.setFieldValue('subscriptionPlan', event.target.value);
    if (chosen?.monthlyPrice) void form.setFieldValue('monthlyBilling', chosen.monthlyPrice);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...form.getFieldProps('subscriptionPlan')}
          onChange={choosePlan}
          label="Plan"
          select
          required
          error={Boolean(planError)}
          helperText={planError}
        >
          {options.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.monthlyPrice
                ? `${option.name} (${formatMoney(option.monthlyPrice)}/mo)`
                : `${option.name} (off sale)`}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="billingStatus" label="Billing Status" select required>
          {billingStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {billingStatusLabels[status]}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="monthlyBilling"
          label="Monthly Billing ($)"
          required
          helperText="Set by the plan: choose another plan to change it"
          slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <ClinicActiveField />
      </Grid>
    </Grid>
  );
}
