import { instantAt, localTimeIn } from '../scheduling/clinic-local-time';

/** "HH:MM" to "HH:MM" on the clinic's wall clock; the window may span midnight (21:00 to 08:00). */
export interface QuietHours {
  start: string;
  end: string;
}

function isQuiet(time: string, quiet: QuietHours): boolean {
  if (quiet.start === quiet.end) return false;
  return quiet.start < quiet.end ? time >= quiet.start && time < quiet.end : time >= quiet.start || time < quiet.end;
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * When a message planned for `planned` may go out: `planned` itself, or the end of the quiet hours it
 * falls in (the clinic's time zone).
 */
export function outsideQuietHours(timeZone: string, quiet: QuietHours, planned: Date): Date {
  const local = localTimeIn(timeZone, planned);
  if (!isQuiet(local.time, quiet)) return planned;
  // Before midnight in a window that spans it, the quiet hours end tomorrow.
  const endsTomorrow = quiet.start > quiet.end && local.time >= quiet.start;
  return instantAt(timeZone, endsTomorrow ? nextDay(local.date) : local.date, quiet.end);
}

/**
 * When an appointment's reminder `offsetMinutes` before its start goes out: moved out of the quiet
 * hours, or null when that moves it to the start of the appointment or later (the reminder is skipped).
 */
export function appointmentReminderTime(
  timeZone: string,
  quiet: QuietHours,
  appointmentStart: Date,
  offsetMinutes: number,
): Date | null {
  const planned = new Date(appointmentStart.getTime() - offsetMinutes * 60_000);
  const at = outsideQuietHours(timeZone, quiet, planned);
  return at.getTime() < appointmentStart.getTime() ? at : null;
}
