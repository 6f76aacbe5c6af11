/** The state column: the stored codes are two-letter states and `other`. */
export function waitlistStateLabel(state: string): string {
  return state === 'other' ? 'Other' : state;
}

const joinedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** When someone joined, as a calendar date in the browser's time zone ("Mar 5, 2025"). */
export function formatJoinedDate(isoDateTime: string): string {
  return joinedDate.format(new Date(isoDateTime));
}
