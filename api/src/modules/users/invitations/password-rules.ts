import type { FieldError } from '../../../platform/errors';

export const minPasswordLength = 12;
export const maxPasswordLength = 1024;

/**
 * The rules for a password a person chooses (NIST SP 800-63B: length over composition rules). The
 * sign-in forms accept up to 1024 characters, so a longer one could never be typed back in.
 */
export function passwordProblems(password: string, email: string, field = 'password'): FieldError[] {
  if (password === '') return [{ field, message: 'Password is required' }];
  // scrypt would hash "pw\0" as "pw" (HMAC pads its key with zero bytes), and sign-in refuses it anyway.
  if (password.includes('\u0000')) return [{ field, message: 'Password contains characters that are not allowed' }];
  // Sign-in forms trim what they send, so a password that starts or ends with a space could not be typed back.
  if (password.trim() !== password) return [{ field, message: 'Password must not start or end with a space' }];
  if (password.length < minPasswordLength)
    return [{ field, message: `Password must be at least ${minPasswordLength} characters` }];
  if (password.length > maxPasswordLength)
    return [{ field, message: `Password must be at most ${maxPasswordLength} characters` }];
  const lower = password.toLowerCase();
  const localPart = email.toLowerCase().split('@')[0];
  if (lower === email.toLowerCase() || (localPart.length >= 4 && lower.includes(localPart)))
    return [{ field, message: 'Password must not contain your email address' }];
  if (new Set(lower).size < 4) return [{ field, message: 'Password must use at least 4 different characters' }];
  return [];
}
