import * as yup from 'yup';

export const MIN_PASSWORD_LENGTH = 12;

export interface SetPasswordValues {
  password: string;
  confirmPassword: string;
}

export const emptySetPasswordValues: SetPasswordValues = { password: '', confirmPassword: '' };

/** The rules the server applies too (it also refuses a password containing the email address). */
export const setPasswordSchema = yup.object({
  password: yup
    .string()
    .required('Password is required')
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024, 'Password must be at most 1024 characters')
    .test('no-padding', 'Password must not start or end with a space', (value) => !value || value.trim() === value),
  confirmPassword: yup
    .string()
    .required('Repeat the password')
    .oneOf([yup.ref('password')], 'The passwords do not match'),
});
