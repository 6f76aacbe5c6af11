import type { TimelineItem } from './timeline.type';

/** A timeline item in the REST answer. */
export const timelineItemJson = (item: TimelineItem) => ({
  id: item.id,
  caseId: item.caseId,
  kind: item.kind,
  event: item.event,
  sourceId: item.sourceId,
  occurredAt: item.occurredAt.toISOString(),
  summary: item.summary,
  actorName: item.actorName,
  link: item.link,
});
