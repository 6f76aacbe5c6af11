import * as yup from 'yup';
import type { TreatmentPlanFieldsFragment, TreatmentPlanInput, TreatmentPlanStatus } from '../../gql/graphql';

export interface PlanValues {
  visitsPerWeek: string;
  weeks: string;
  startDate: string;
  /** One date (YYYY-MM-DD) per line or comma. */
  reExamDates: string;
  goals: string;
  status: TreatmentPlanStatus;
}

const whole = (label: string, min: number, max: number) =>
  yup
    .string()
    .required(`${label} is required`)
    .matches(/^\d+$/, `${label} must be a whole number from ${min} to ${max}`)
    .test('range', `${label} must be a whole number from ${min} to ${max}`, (value) => {
      const number = Number(value);
      return number >= min && number <= max;
    });

export const planSchema = yup.object({
  visitsPerWeek: whole('Visits per week', 1, 7),
  weeks: whole('Weeks', 1, 104),
  startDate: yup.string().required('Start date is required'),
  reExamDates: yup
    .string()
    .test('dates', 'Write each re-exam date as YYYY-MM-DD', (value) =>
      splitDates(value ?? '').every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)),
    ),
});

const splitDates = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((day) => day.trim())
    .filter(Boolean);

export const emptyPlanValues = (today: string): PlanValues => ({
  visitsPerWeek: '3',
  weeks: '6',
  startDate: today,
  reExamDates: '',
  goals: '',
  status: 'active',
});

export const planValuesOf = (plan: TreatmentPlanFieldsFragment): PlanValues => ({
  visitsPerWeek: String(plan.visitsPerWeek),
  weeks: String(plan.weeks),
  startDate: plan.startDate,
  reExamDates: plan.reExamDates.join(', '),
  goals: plan.goals ?? '',
  status: plan.status,
});

export const planInputOf = (values: PlanValues): TreatmentPlanInput => ({
  visitsPerWeek: Number(values.visitsPerWeek),
  weeks: Number(values.weeks),
  startDate: values.startDate,
  reExamDates: splitDates(values.reExamDates),
  goals: values.goals.trim() || null,
  status: values.status,
});
