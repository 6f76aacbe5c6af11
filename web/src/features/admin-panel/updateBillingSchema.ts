import * as yup from 'yup';

export interface UpdateBillingValues {
  /** The chosen clinic's id as the select holds it ('' until one is chosen). */
  clinicId: string;
  subscriptionPlan: string;
  billingStatus: string;
}

export const emptyUpdateBillingValues: UpdateBillingValues = { clinicId: '', subscriptionPlan: '', billingStatus: '' };

export const updateBillingSchema = yup.object({
  clinicId: yup.string().required('Choose a clinic'),
  subscriptionPlan: yup.string().required('Choose a plan'),
  billingStatus: yup.string().required('Choose a billing status'),
});
