import type { BusinessDay, Weekday } from '../clinics/business-hours';

/** A moment as the clinic's wall clock shows it. */
export interface LocalTime {
  date: string;
  weekday: Weekday;
  time: string;
}

const weekdayNames: Record<string, Weekday> = {
  Mon: 'monday',
  Tue: 'tuesday',
  Wed: 'wednesday',
  Thu: 'thursday',
  Fri: 'friday',
  Sat: 'saturday',
  Sun: 'sunday',
};

/** The clinic's local date, weekday and "HH:MM" of a moment, in its IANA time zone. */
export function localTimeIn(timeZone: string, moment: Date): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdayNames[parts.weekday],
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** "Mon, Nov 30, 9:00 AM–9:30 AM" in the clinic's time zone, for messages. */
export function describeSlot(timeZone: string, start: Date, end: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day.format(start)}, ${clock.format(start)}–${clock.format(end)}`;
}

/**
 * Why a visit from `start` to `end` falls outside the clinic's opening hours (its local time), or
 * null when it fits: same local day, an open day, from opening to closing.
 */
export function outsideBusinessHours(
  timeZone: string,
  hours: readonly BusinessDay[],
  start: Date,
  end: Date,
): string | null {
  const from = localTimeIn(timeZone, start);
  const to = localTimeIn(timeZone, new Date(end.getTime() - 1));
  const day = hours.find((entry) => entry.day === from.weekday);
  const dayName = from.weekday.charAt(0).toUpperCase() + from.weekday.slice(1);
  if (!day || day.closed || !day.opens || !day.closes) return `The clinic is closed on ${dayName}s`;
  const endTime = localTimeIn(timeZone, end).time;
  if (to.date !== from.date || from.time < day.opens || endTime > day.closes || endTime < from.time)
    return `The clinic is open ${day.opens}–${day.closes} on ${dayName}s (${timeZone})`;
  return null;
}

/** The instant at which the clinic's wall clock reads `date` ("YYYY-MM-DD") at `time` ("HH:MM"). */
export function instantAt(timeZone: string, date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment, asked twice so a guess across a DST change settles.
  let instant = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const local = localTimeIn(timeZone, new Date(instant));
    const [ly, lm, ld] = local.date.split('-').map(Number);
    const [lh, lmin] = local.time.split(':').map(Number);
    instant = asUtc - (Date.UTC(ly, lm - 1, ld, lh, lmin) - instant);
  }
  return new Date(instant);
}
