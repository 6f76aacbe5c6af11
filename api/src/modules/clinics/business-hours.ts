/**
 * A clinic's opening hours and time zone (its profile): one entry per weekday, Monday first, either
 * closed or open from `opens` to `closes` ("HH:MM", 24-hour, the clinic's local time, closing after
 * opening). Kept as jsonb on the clinic row; every save is checked by `businessHoursProblems`.
 */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export interface BusinessDay {
  day: Weekday;
  closed: boolean;
  opens: string | null;
  closes: string | null;
}

export const defaultTimeZone = 'America/New_York';

export const defaultBusinessHours: BusinessDay[] = weekdays.map((day) =>
  day === 'saturday' || day === 'sunday'
    ? { day, closed: true, opens: null, closes: null }
    : { day, closed: false, opens: '08:00', closes: '17:00' },
);

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayLabel = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** Each problem of a week of opening hours, with the field it belongs to (`businessHours.2.closes`). */
export function businessHoursProblems(days: readonly BusinessDay[]): { field: string; message: string }[] {
  if (days.length !== weekdays.length || days.some((entry, i) => entry.day !== weekdays[i]))
    return [{ field: 'businessHours', message: 'Give the hours of each weekday once, Monday to Sunday' }];
  const problems: { field: string; message: string }[] = [];
  days.forEach((entry, i) => {
    if (entry.closed) return;
    const field = `businessHours.${i}`;
    if (!entry.opens || !clockTime.test(entry.opens))
      problems.push({ field: `${field}.opens`, message: `${dayLabel(entry.day)}: opening time must be HH:MM` });
    if (!entry.closes || !clockTime.test(entry.closes))
      problems.push({ field: `${field}.closes`, message: `${dayLabel(entry.day)}: closing time must be HH:MM` });
    else if (entry.opens && clockTime.test(entry.opens) && entry.closes <= entry.opens)
      problems.push({
        field: `${field}.closes`,
        message: `${dayLabel(entry.day)}: closing time must be after opening`,
      });
  });
  return problems;
}

/** Whether `zone` is a time zone of the IANA database this runtime knows ("America/Chicago"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
