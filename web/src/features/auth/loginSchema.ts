import * as yup from 'yup';

/** Mirrors the server's LoginInput rules: both fields required, email well formed. */
export const loginSchema = yup.object({
  email: yup.string().trim().required('Email is required').email('Enter a valid email address'),
  password: yup.string().required('Password is required'),
});

export type LoginCredentials = yup.InferType<typeof loginSchema>;
