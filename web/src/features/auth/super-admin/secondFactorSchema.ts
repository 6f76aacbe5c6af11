import * as yup from 'yup';

/** Which of the two second factors the form asks for. */
export type SecondFactorKind = 'code' | 'recoveryCode';

export interface SecondFactorValues {
  answer: string;
}

/** Mirrors the server: a code is 6 digits; a recovery code is checked by the server alone. */
export const secondFactorSchemas: Record<SecondFactorKind, yup.ObjectSchema<SecondFactorValues>> = {
  code: yup.object({
    answer: yup
      .string()
      .required('Enter the 6-digit code from your authenticator app')
      .matches(/^\d{6}$/, 'The code is the 6 digits your authenticator app shows'),
  }),
  recoveryCode: yup.object({
    answer: yup.string().trim().required('Enter one of your recovery codes'),
  }),
};

/** Keeps the digits of what was typed or pasted ("123 456" becomes "123456"), at most six. */
export const codeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);
