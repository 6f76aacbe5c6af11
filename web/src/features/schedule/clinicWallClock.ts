/**
 * The calendar shows the clinic's wall clock whatever the browser's time zone (decision 147):
 * react-big-calendar lays events out by the browser's local time, so each instant is handed to it
 * as a "wall-clock Date" whose local fields are the clinic's, and turned back into an instant when
 * the person books or drags.
 */

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsIn(timeZone: string, instant: Date): WallParts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as unknown as WallParts;
  return parts;
}

/** The instant as a Date whose browser-local fields read the clinic's wall clock. */
export function toWallClock(instant: Date, timeZone: string): Date {
  const p = partsIn(timeZone, instant);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, instant.getMilliseconds());
}

/** The instant whose clinic wall clock reads the browser-local fields of `wall`. */
export function fromWallClock(wall: Date, timeZone: string): Date {
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
  );
  // The zone's offset at that moment; asked twice so a guess across a DST change settles.
  let instant = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const p = partsIn(timeZone, new Date(instant));
    const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
    instant = asUtc - offset;
  }
  return new Date(instant);
}
