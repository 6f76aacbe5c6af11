import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  Matches,
  MaxLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';

/**
 * Field rules shared by every input class, so GraphQL and REST validate alike and every message
 * names its field. Text is trimmed before validation (see `normalizeInput`).
 */

const applyAll =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

/** Present and not blank. */
export function Required(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'required',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} is required` },
      validator: {
        validate: (value: unknown) =>
          value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === ''),
      },
    });
}

/** Optional free text with a length cap. */
export function OptionalText(label: string, max = 255): PropertyDecorator {
  return applyAll(IsOptional(), MaxLength(max, { message: `${label} must be at most ${max} characters` }));
}

export function RequiredText(label: string, max = 255): PropertyDecorator {
  return applyAll(Required(label), MaxLength(max, { message: `${label} must be at most ${max} characters` }));
}

/** One of a fixed list of values; the message lists them. */
export function OneOf(
  label: string,
  values: readonly string[],
  options: { required: boolean } = { required: true },
): PropertyDecorator {
  return applyAll(
    options.required ? Required(label) : IsOptional(),
    IsIn(values as string[], { message: `${label} must be one of: ${values.join(', ')}` }),
  );
}

export function Email(label = 'Email', options: { required: boolean } = { required: false }): PropertyDecorator {
  return applyAll(
    options.required ? Required(label) : IsOptional(),
    IsEmail({}, { message: `${label} must be a valid email address` }),
    MaxLength(254, { message: `${label} must be at most 254 characters` }),
  );
}

const phonePattern = /^\+?[0-9().\-\s]{7,20}$/;

export function Phone(label = 'Phone', options: { required: boolean } = { required: false }): PropertyDecorator {
  return applyAll(
    options.required ? Required(label) : IsOptional(),
    Matches(phonePattern, { message: `${label} must be a valid phone number` }),
  );
}

export function ZipCode(label = 'ZIP code', options: { required: boolean } = { required: false }): PropertyDecorator {
  return applyAll(
    options.required ? Required(label) : IsOptional(),
    Matches(/^\d{5}(-\d{4})?$/, { message: `${label} must be 5 digits (or ZIP+4)` }),
  );
}

/**
 * The latest calendar date anywhere on Earth now (UTC+14). A date a user picks as "today" in their
 * own time zone is never later than this, so "not in the future" never refuses a user's today.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A LocalDate (already shape-checked by the scalar) that is not in the future and not before 1900. */
export function PastDate(label: string, validationOptions?: ValidationOptions): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'pastDate',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be a date between 1900 and today`, ...validationOptions },
      validator: {
        validate: (value: unknown) => {
          if (value === null || value === undefined) return true;
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          return value >= '1900-01-01' && value <= latestToday();
        },
      },
    });
}

/** A money amount (Decimal scalar string): not negative, at most 99,999,999.99 (numeric(10,2)). */
export function MoneyAmount(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'moneyAmount',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be between 0 and 99,999,999.99 with at most 2 decimals` },
      validator: {
        validate: (value: unknown) =>
          value === null || value === undefined || (typeof value === 'string' && /^\d{1,8}(\.\d{1,2})?$/.test(value)),
      },
    });
}

/** A money amount (Decimal scalar string) above 0, at most 99,999,999.99, with at most 2 decimals. */
export function PositiveMoneyAmount(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'positiveMoneyAmount',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be more than 0 and at most 99,999,999.99, with at most 2 decimals` },
      validator: {
        validate: (value: unknown) =>
          value === null ||
          value === undefined ||
          (typeof value === 'string' && /^\d{1,8}(\.\d{1,2})?$/.test(value) && Number(value) > 0),
      },
    });
}

/** A percentage (Decimal scalar string) above 0 and below 100, with at most 2 decimals. */
export function Percentage(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'percentage',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be more than 0 and less than 100, with at most 2 decimals` },
      validator: {
        validate: (value: unknown) =>
          value === null ||
          value === undefined ||
          (typeof value === 'string' && /^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) > 0),
      },
    });
}

/** The largest id a PostgreSQL integer column holds; GraphQL's Int stops there, REST's JSON numbers must too. */
export const maxRecordId = 2_147_483_647;

/** The id of a record chosen by the client: a whole number from 1 to the database integer's maximum. */
export function RecordId(message: string): PropertyDecorator {
  return applyAll(IsInt({ message }), Min(1, { message }), Max(maxRecordId, { message }));
}

/** A real calendar day written YYYY-MM-DD (REST bodies reach here without the LocalDate scalar's check). */
export function CalendarDate(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'calendarDate',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be a date (YYYY-MM-DD)` },
      validator: {
        validate: (value: unknown) => {
          if (value === null || value === undefined) return true;
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const day = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
        },
      },
    });
}

/** A moment written in ISO 8601 with its offset ("2026-11-30T09:00:00-05:00" or "...Z"). */
export function Instant(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'instant',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be a date and time with its offset (ISO 8601)` },
      validator: {
        validate: (value: unknown) =>
          value === null ||
          value === undefined ||
          (typeof value === 'string' &&
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
            !Number.isNaN(Date.parse(value))),
      },
    });
}
