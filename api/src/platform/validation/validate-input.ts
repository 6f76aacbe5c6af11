import { validate, type ValidationError } from 'class-validator';
import { InputError, type FieldError } from '../errors';

/**
 * A zero byte (PostgreSQL text cannot hold it) or half of a surrogate pair (not Unicode at all;
 * validator's isEmail throws on it): refused before any rule runs, found by the fuzz tests.
 */
// eslint-disable-next-line no-control-regex -- the zero byte is exactly what is refused
const unstorableCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store, for fields that do not pass through an input class (multipart form fields). */
export const isStorableText = (value: string): boolean => !unstorableCharacter.test(value);

/** Trims every string and turns blank strings into null, so "  " never passes for a name. */
function normalize(input: Record<string, unknown>): void {
  const unstorable = Object.entries(input).filter(([, v]) => typeof v === 'string' && unstorableCharacter.test(v));
  if (unstorable.length) {
    throw new InputError(
      unstorable.map(([field]) => ({ field, message: `${field} contains characters that are not allowed` })),
    );
  }
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      input[key] = trimmed === '' ? null : trimmed;
    }
  }
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // One message per field: "is required" wins over format rules that fail for the same missing value.
    const key = ['required', 'isNotEmpty', 'isDefined'].find((k) => k in constraints) ?? Object.keys(constraints)[0];
    return [...(key ? [{ field, message: constraints[key] }] : []), ...flatten(error.children ?? [], field)];
  });
}

/**
 * The one validation step for inputs from every transport: normalizes in place and throws an
 * InputError naming each bad field. Unknown properties are refused (no mass assignment).
 */
export async function validateInput(input: object): Promise<void> {
  normalize(input as Record<string, unknown>);
  const errors = await validate(input, {
    forbidUnknownValues: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    validationError: { target: false },
  });
  if (errors.length) throw new InputError(flatten(errors));
}

/**
 * Keys that name the object machinery, not data: `__proto__` would replace the input's prototype when
 * assigned, and names every object inherits (`constructor`, `hasOwnProperty`, ...) confuse or slip past
 * class-validator's whitelist. No input has such a field, so they are refused by name as unknown.
 */
const objectMachineryKeys: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

/** Builds an input class instance from a REST body (only plain JSON objects) and validates it. */
export async function parseInput<T extends object>(InputClass: new () => T, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new InputError([{ field: 'body', message: 'Send a JSON object' }]);
  }
  const machinery = Object.keys(body).filter((key) => objectMachineryKeys.has(key));
  if (machinery.length) {
    // The words class-validator uses for every other unknown field.
    throw new InputError(machinery.map((field) => ({ field, message: `property ${field} should not exist` })));
  }
  const input = Object.assign(new InputClass(), body);
  await validateInput(input);
  return input;
}
