import { registerEnumType } from 'type-graphql';

/** Who a request is addressed to (the spec's providerType). */
export enum RecordsProviderType {
  clinic = 'clinic',
  physician = 'physician',
  hospital = 'hospital',
  imaging = 'imaging',
  physical_therapy = 'physical_therapy',
  pharmacy = 'pharmacy',
  other = 'other',
}

/** What is asked for (the spec's recordType): records, bills, or both. */
export enum RecordsRecordType {
  medical_records = 'medical_records',
  billing_records = 'billing_records',
  records_and_bills = 'records_and_bills',
  imaging = 'imaging',
}

/** How the request reaches the provider (the spec's requestMethod). */
export enum RecordsRequestMethod {
  platform = 'platform',
  email = 'email',
  fax = 'fax',
  portal = 'portal',
}

export enum RecordsPriority {
  low = 'low',
  normal = 'normal',
  high = 'high',
  urgent = 'urgent',
}

/**
 * pending -> sent -> received, or partial (something arrived, something is missing: still open) ->
 * received; pending, sent and partial may be cancelled (decision 371).
 */
export enum RecordsStatus {
  pending = 'pending',
  sent = 'sent',
  partial = 'partial',
  received = 'received',
  cancelled = 'cancelled',
}

/** Which side asked: the law firm (on its case) or the clinic (to an outside provider, for its patient). */
export enum RecordsRequesterSide {
  attorney = 'attorney',
  clinic = 'clinic',
}

export enum RecordsDisclosureKind {
  document = 'document',
  statement = 'statement',
}

registerEnumType(RecordsProviderType, { name: 'RecordsProviderType' });
registerEnumType(RecordsRecordType, { name: 'RecordsRecordType' });
registerEnumType(RecordsRequestMethod, { name: 'RecordsRequestMethod' });
registerEnumType(RecordsPriority, { name: 'RecordsPriority' });
registerEnumType(RecordsStatus, {
  name: 'RecordsStatus',
  description: 'pending, sent, partial (open), received, cancelled',
});
registerEnumType(RecordsRequesterSide, { name: 'RecordsRequesterSide' });
registerEnumType(RecordsDisclosureKind, { name: 'RecordsDisclosureKind' });

export const openStatuses: readonly RecordsStatus[] = [
  RecordsStatus.pending,
  RecordsStatus.sent,
  RecordsStatus.partial,
];

/** Follow-ups go out this many days after the request is sent, then again at the same interval (decision 373). */
export const followUpIntervalDays = 7;

/** The allowed moves; anything else is refused with transitionRefusal's message. */
export const allowedTransitions: Record<RecordsStatus, readonly RecordsStatus[]> = {
  pending: [RecordsStatus.sent, RecordsStatus.cancelled],
  sent: [RecordsStatus.partial, RecordsStatus.received, RecordsStatus.cancelled],
  partial: [RecordsStatus.partial, RecordsStatus.received, RecordsStatus.cancelled],
  received: [],
  cancelled: [],
};

export function transitionRefusal(from: RecordsStatus, to: RecordsStatus): string | null {
  if (allowedTransitions[from].includes(to)) return null;
  if (from === RecordsStatus.received) return 'This request is already received; it can no longer change';
  if (from === RecordsStatus.cancelled) return 'This request is cancelled; it can no longer change';
  if (from === RecordsStatus.pending) return 'This request has not been sent yet; mark it sent first';
  return `A ${from} request cannot become ${to}`;
}
