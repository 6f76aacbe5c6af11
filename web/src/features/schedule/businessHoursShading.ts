import type { SchedulingSetupQuery } from '../../gql/graphql';

type BusinessDay = SchedulingSetupQuery['schedulingSetup']['businessHours'][number];

const weekdayOfJsDay = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const clock = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** Whether a wall-clock slot starts within the clinic's opening hours of its weekday. */
export function isOpenAt(hours: readonly BusinessDay[], wall: Date): boolean {
  const day = hours.find((entry) => entry.day === weekdayOfJsDay[wall.getDay()]);
  if (!day || day.closed || !day.opens || !day.closes) return false;
  const time = clock(wall);
  return time >= day.opens && time < day.closes;
}

/** The hours the day and week views show: an hour before the earliest opening to an hour after the latest closing. */
export function visibleHours(hours: readonly BusinessDay[]): { min: number; max: number } {
  const open = hours.filter((entry) => !entry.closed && entry.opens && entry.closes);
  if (!open.length) return { min: 7, max: 19 };
  const earliest = Math.min(...open.map((entry) => Number(entry.opens!.slice(0, 2))));
  const latest = Math.max(
    ...open.map((entry) => Math.ceil(Number(entry.closes!.slice(0, 2)) + Number(entry.closes!.slice(3)) / 60)),
  );
  return { min: Math.max(0, earliest - 1), max: Math.min(23, latest + 1) };
}
