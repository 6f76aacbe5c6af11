import { registerEnumType } from 'type-graphql';

/** What a timeline item is about; the kind filter's values. One source file per kind (sources/). */
export enum TimelineKind {
  visit = 'visit',
  note = 'note',
  billing = 'billing',
  reduction = 'reduction',
  document = 'document',
  message = 'message',
  status = 'status',
  transfer = 'transfer',
  claim = 'claim',
  settlement = 'settlement',
  alert = 'alert',
  records = 'records',
  referral = 'referral',
}

registerEnumType(TimelineKind, { name: 'TimelineKind', description: 'What a case timeline item is about' });

export const timelineKinds = Object.values(TimelineKind);
