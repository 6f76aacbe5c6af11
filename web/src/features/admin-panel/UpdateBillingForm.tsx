import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatMoney } from '../../lib/format';
import type { PanelClinic } from './adminPanelApi';
import { BillingFormFields, statusLabel, type PlanChoice } from './BillingFormFields';
import { emptyUpdateBillingValues, updateBillingSchema, type UpdateBillingValues } from './updateBillingSchema';
import { useUpdateClinicBilling } from './useUpdateClinicBilling';

interface UpdateBillingFormProps {
  clinics: readonly PanelClinic[];
  /** The plans on sale (the plans table). */
  plans: readonly { code: string; name: string; monthlyPrice: string }[];
  /** After a successful update, so the clinic list can load again. */
  onUpdated: () => void;
}

type Result = { severity: 'success' | 'error'; message: string };

const successMessage = (clinic: PanelClinic) =>
  `Billing updated: ${clinic.name} is now on ${clinic.plan.name} (${statusLabel(clinic.billingStatus)}) at ${formatMoney(clinic.monthlyBillingAmount)} a month.`;

/** The panel's billing form: a clinic's plan and status, with the amount billed taken from the plan. */
export function UpdateBillingForm({ clinics, plans, onUpdated }: UpdateBillingFormProps) {
  const update = useUpdateClinicBilling();
  const [result, setResult] = useState<Result>();

  // Plans taken off sale stay choosable for a clinic already on them.
  const choices: PlanChoice[] = plans.map(({ code, name, monthlyPrice }) => ({
    code,
    name,
    monthlyPrice,
    offSale: false,
  }));
  for (const { plan } of clinics)
    if (!choices.some((choice) => choice.code === plan.code))
      choices.push({ code: plan.code, name: plan.name, monthlyPrice: plan.monthlyPrice, offSale: true });

  const submit = async (values: UpdateBillingValues, helpers: FormikHelpers<UpdateBillingValues>) => {
    setResult(undefined);
    const plan = choices.find((choice) => choice.code === values.subscriptionPlan);
    if (!plan) return; // the select offers only these choices
    const outcome = await update(Number(values.clinicId), {
      subscriptionPlan: plan.code,
      billingStatus: values.billingStatus,
      monthlyBillingAmount: plan.monthlyPrice,
    });
    if (outcome.ok) {
      setResult({ severity: 'success', message: successMessage(outcome.clinic) });
      onUpdated();
    } else {
      helpers.setErrors(outcome.fieldErrors);
      setResult({ severity: 'error', message: outcome.message });
    }
  };

  return (
    <Formik initialValues={emptyUpdateBillingValues} validationSchema={updateBillingSchema} onSubmit={submit}>
      <Box component={Form} noValidate aria-label="Update clinic billing" sx={{ p: 2.5 }}>
        <BillingFormFields clinics={clinics} plans={choices} />
        {result && (
          <Alert severity={result.severity} sx={{ mt: 2 }} onClose={() => setResult(undefined)}>
            {result.message}
          </Alert>
        )}
      </Box>
    </Formik>
  );
}
