import { addDays, startOfDay, startOfWeek } from 'date-fns';
import { fromWallClock } from './clinicWallClock';

export type ScheduleView = 'day' | 'week';

/** The instants [from, to) a day or week view around `wallDate` (the clinic's wall clock) shows. */
export function calendarRange(view: ScheduleView, wallDate: Date, timeZone: string): { from: string; to: string } {
  const first = view === 'day' ? startOfDay(wallDate) : startOfWeek(wallDate, { weekStartsOn: 0 });
  const last = addDays(first, view === 'day' ? 1 : 7);
  return { from: fromWallClock(first, timeZone).toISOString(), to: fromWallClock(last, timeZone).toISOString() };
}
