import * as yup from 'yup';
import type { AiFeatures } from '../../../gql/graphql';

export interface SystemSettingsValues {
  maxUploadMb: number | '';
  sessionTimeoutMinutes: number | '';
  aiFeatures: AiFeatures;
}

export const aiFeatureChoices: { value: AiFeatures; label: string }[] = [
  { value: 'all', label: 'All features' },
  { value: 'analysis', label: 'Case analysis only' },
  { value: 'predictions', label: 'Predictions only' },
  { value: 'none', label: 'None' },
];

const uploadMessage = 'Max upload size must be a whole number of MB from 1 to 1024';
const timeoutMessage = 'Session timeout must be a whole number of minutes from 5 to 1440';

/** An emptied number box is "missing" (required), not "not a number". */
const blankAsMissing = (value: unknown, original: unknown) => (original === '' ? undefined : value);

/** Mirrors SystemSettingsInput's rules, with the server's messages. */
export const systemSettingsSchema = yup.object({
  maxUploadMb: yup
    .number()
    .transform(blankAsMissing)
    .typeError(uploadMessage)
    .required('Max upload size is required')
    .integer(uploadMessage)
    .min(1, uploadMessage)
    .max(1024, uploadMessage),
  sessionTimeoutMinutes: yup
    .number()
    .transform(blankAsMissing)
    .typeError(timeoutMessage)
    .required('Session timeout is required')
    .integer(timeoutMessage)
    .min(5, timeoutMessage)
    .max(1440, timeoutMessage),
  aiFeatures: yup
    .mixed<AiFeatures>()
    .oneOf(aiFeatureChoices.map((choice) => choice.value))
    .required('AI features is required'),
});
