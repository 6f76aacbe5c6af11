import * as Yup from 'yup';

/** Mirrors ClinicAlertSettingsInput's rules (api/src/modules/alerts/alert.input.ts). */
export const alertSettingsSchema = Yup.object({
  gapDays: Yup.number()
    .typeError('Gap days must be a whole number')
    .required('Gap days is required')
    .integer('Gap days must be a whole number')
    .min(1, 'Gap days must be between 1 and 365')
    .max(365, 'Gap days must be between 1 and 365'),
  planBehindVisits: Yup.number()
    .typeError('Visits behind must be a whole number')
    .required('Visits behind is required')
    .integer('Visits behind must be a whole number')
    .min(1, 'Visits behind must be between 1 and 100')
    .max(100, 'Visits behind must be between 1 and 100'),
  reExamGraceDays: Yup.number()
    .typeError('Re-exam grace days must be a whole number')
    .required('Re-exam grace days is required')
    .integer('Re-exam grace days must be a whole number')
    .min(0, 'Re-exam grace days must be between 0 and 90')
    .max(90, 'Re-exam grace days must be between 0 and 90'),
});

/** Mirrors StatutePeriodInput's period rule. */
export const statutePeriodSchema = Yup.object({
  periodMonths: Yup.number()
    .typeError('Period must be a whole number of months')
    .required('Period is required')
    .integer('Period must be a whole number of months')
    .min(1, 'Period must be between 1 and 240 months')
    .max(240, 'Period must be between 1 and 240 months'),
  notes: Yup.string().max(500, 'Notes must be at most 500 characters'),
});
