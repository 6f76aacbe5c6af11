import * as yup from 'yup';
import type { ClinicProfileFieldsFragment, ClinicProfileInput, Weekday } from '../../../gql/graphql';

/** The form's copy of one weekday's hours: times as the time inputs hold them ('' when unset). */
export interface DayValues {
  day: Weekday;
  closed: boolean;
  opens: string;
  closes: string;
}

export interface ProfileValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  npi: string;
  taxId: string;
  timeZone: string;
  businessHours: DayValues[];
  letterheadText: string;
}

export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Every IANA zone this browser knows (the server checks against its own list too). */
export const timeZones: readonly string[] = Intl.supportedValuesOf('timeZone');

/** An NPI's last digit is a Luhn check over 80840 and its first nine digits (as the server checks). */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

const daySchema = yup.object({
  closed: yup.boolean().required(),
  opens: yup.string().when('closed', {
    is: false,
    then: (schema) => schema.required('Opening time is required').matches(clockTime, 'Opening time must be HH:MM'),
  }),
  closes: yup.string().when('closed', {
    is: false,
    then: (schema) =>
      schema
        .required('Closing time is required')
        .matches(clockTime, 'Closing time must be HH:MM')
        .test('after-opening', 'Closing time must be after opening', function (closes) {
          const opens = (this.parent as DayValues).opens;
          return !closes || !clockTime.test(opens) || closes > opens;
        }),
  }),
});

/** The same rules as the server's, so most mistakes are named before saving. */
export const profileSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(200, 'Name must be at most 200 characters'),
  address: yup.string().trim().max(200, 'Address must be at most 200 characters'),
  city: yup.string().trim().max(100, 'City must be at most 100 characters'),
  state: yup.string().trim().max(50, 'State must be at most 50 characters'),
  zipCode: yup
    .string()
    .trim()
    .matches(/^\d{5}(-\d{4})?$/, { message: 'ZIP code must be 5 digits (or ZIP+4)', excludeEmptyString: true }),
  phone: yup
    .string()
    .trim()
    .matches(/^\+?[0-9().\-\s]{7,20}$/, { message: 'Phone must be a valid phone number', excludeEmptyString: true }),
  email: yup.string().trim().email('Email must be a valid email address'),
  npi: yup
    .string()
    .trim()
    .test('npi', 'NPI must be 10 digits with a valid check digit', (value) => !value || isValidNpi(value)),
  taxId: yup
    .string()
    .trim()
    .matches(/^\d{2}-?\d{7}$/, { message: 'Tax ID (EIN) must be 9 digits (12-3456789)', excludeEmptyString: true }),
  timeZone: yup
    .string()
    .required('Time zone is required')
    .oneOf([...timeZones], 'Time zone must be a time zone such as America/New_York'),
  businessHours: yup.array().of(daySchema).length(7),
  letterheadText: yup.string().trim().max(500, 'Letterhead text must be at most 500 characters'),
});

export function profileValuesOf(profile: ClinicProfileFieldsFragment): ProfileValues {
  return {
    name: profile.name,
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zipCode: profile.zipCode ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    npi: profile.npi ?? '',
    taxId: profile.taxId ?? '',
    timeZone: profile.timeZone,
    businessHours: profile.businessHours.map((day) => ({
      day: day.day,
      closed: day.closed,
      opens: day.opens ?? '',
      closes: day.closes ?? '',
    })),
    letterheadText: profile.letterheadText ?? '',
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function profileInputOf(values: ProfileValues): ClinicProfileInput {
  return {
    name: values.name.trim(),
    address: blankToNull(values.address),
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    zipCode: blankToNull(values.zipCode),
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    npi: blankToNull(values.npi),
    taxId: blankToNull(values.taxId),
    timeZone: values.timeZone,
    businessHours: values.businessHours.map((day) => ({
      day: day.day,
      closed: day.closed,
      opens: day.closed ? null : day.opens,
      closes: day.closed ? null : day.closes,
    })),
    letterheadText: blankToNull(values.letterheadText),
  };
}
