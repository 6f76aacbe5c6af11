import * as yup from 'yup';
import type { WaitlistJoinInput } from '../../../gql/graphql';

/** The server's lists (WaitlistJoinInput); the value is sent, the label shown. */
export const waitlistStates = [
  { value: 'NJ', label: 'New Jersey (NJ)' },
  { value: 'NY', label: 'New York (NY)' },
  { value: 'FL', label: 'Florida (FL)' },
  { value: 'CA', label: 'California (CA)' },
  { value: 'TX', label: 'Texas (TX)' },
  { value: 'other', label: 'Other' },
] as const;

export const monthlyCaseRanges = ['10-25', '25-50', '50-100', '100+'] as const;

/** The server's length limits. */
const TEXT_MAX = 200;
const EMAIL_MAX = 254;

export interface WaitlistFormValues {
  name: string;
  email: string;
  practiceName: string;
  state: string;
  monthlyPICases: string;
  attorneyReferral: string;
}

export const initialWaitlistValues: WaitlistFormValues = {
  name: '',
  email: '',
  practiceName: '',
  state: '',
  monthlyPICases: '',
  attorneyReferral: '',
};

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Spec: name, email, practice name, state and monthly PI cases required; attorney referral optional. */
export const waitlistSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(TEXT_MAX, tooLong('Name', TEXT_MAX)),
  email: yup
    .string()
    .trim()
    .required('Email is required')
    .email('Enter a valid email address')
    .max(EMAIL_MAX, tooLong('Email', EMAIL_MAX)),
  practiceName: yup
    .string()
    .trim()
    .required('Practice name is required')
    .max(TEXT_MAX, tooLong('Practice name', TEXT_MAX)),
  state: yup
    .string()
    .required('Choose your state')
    .oneOf(
      waitlistStates.map((state) => state.value),
      'Choose your state',
    ),
  monthlyPICases: yup
    .string()
    .required('Choose how many PI cases you see a month')
    .oneOf([...monthlyCaseRanges], 'Choose how many PI cases you see a month'),
  attorneyReferral: yup.string().trim().max(TEXT_MAX, tooLong('Attorney referral', TEXT_MAX)),
});

/** The mutation's input: text trimmed, an empty referral sent as null. */
export function toWaitlistInput(values: WaitlistFormValues): WaitlistJoinInput {
  const attorneyReferral = values.attorneyReferral.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    practiceName: values.practiceName.trim(),
    state: values.state,
    monthlyPICases: values.monthlyPICases,
    attorneyReferral: attorneyReferral === '' ? null : attorneyReferral,
  };
}
