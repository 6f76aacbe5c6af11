/** "Mon, Jan 4, 9:00 AM" in the clinic's time zone, with the zone named. */
export function describeWallSlot(start: Date, timeZone: string, end?: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day.format(start)}, ${clock.format(start)}${end ? `–${clock.format(end)}` : ''} (${timeZone})`;
}

export const appointmentStatusLabels: Record<string, string> = {
  scheduled: 'Scheduled',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};
