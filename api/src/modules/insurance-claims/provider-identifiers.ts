import { registerDecorator } from 'class-validator';

/**
 * The identifiers a claim names its providers by. An NPI is 10 digits whose last is a Luhn check digit
 * computed over "80840" + the first nine (the NPI standard's card-issuer prefix); an EIN is 9 digits.
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // From the right of the 14 digits, every other digit starting with the rightmost is doubled.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

/** An EIN as typed ("12-3456789" or "123456789") as its 9 digits, or null when it is not one. */
export function normalizeEin(value: string): string | null {
  const match = /^(\d{2})-?(\d{7})$/.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
}

export const npiMessage = (label: string) => `${label} must be 10 digits with a valid check digit`;
export const einMessage = (label: string) => `${label} must be 9 digits (12-3456789)`;

/** An optional NPI field (GraphQL and REST alike): 10 digits with a valid check digit. */
export function Npi(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'npi',
      target: target.constructor,
      propertyName: String(key),
      options: { message: npiMessage(label) },
      validator: {
        validate: (value: unknown) =>
          value === null || value === undefined || (typeof value === 'string' && isValidNpi(value)),
      },
    });
}

/** An optional EIN field: 9 digits, with or without the dash. */
export function EmployerId(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'employerId',
      target: target.constructor,
      propertyName: String(key),
      options: { message: einMessage(label) },
      validator: {
        validate: (value: unknown) =>
          value === null || value === undefined || (typeof value === 'string' && normalizeEin(value) !== null),
      },
    });
}
