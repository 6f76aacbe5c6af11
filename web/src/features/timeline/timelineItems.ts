import type { TimelineItemFieldsFragment, TimelineKind } from '../../gql/graphql';

export type TimelineEntry = TimelineItemFieldsFragment;

/** The kind filter's chips, in the order people scan a case. */
export const timelineKindLabels: Record<TimelineKind, string> = {
  visit: 'Visits',
  note: 'Notes',
  billing: 'Bills & payments',
  reduction: 'Reductions',
  document: 'Documents',
  message: 'Messages',
  status: 'Status',
  transfer: 'Transfers',
  claim: 'Claims',
  settlement: 'Settlement',
  alert: 'Alerts',
  records: 'Records requests',
  referral: 'Referrals',
};

export const timelineKindsInOrder = Object.keys(timelineKindLabels) as TimelineKind[];

/**
 * Live items merged into the loaded ones: one entry per id (the newest copy wins, e.g. a bill whose
 * status moved), only the kinds shown, newest first.
 */
export function mergeTimeline(
  live: TimelineEntry[],
  loaded: TimelineEntry[],
  kinds: TimelineKind[] | null,
): TimelineEntry[] {
  const byId = new Map<string, TimelineEntry>();
  for (const item of loaded) byId.set(item.id, item);
  for (const item of live) if (kinds === null || kinds.includes(item.kind)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => {
    const difference = new Date(b.occurredAt).getTime() - new Date(a.occurredAt).getTime();
    return difference !== 0 ? difference : b.id.localeCompare(a.id);
  });
}
