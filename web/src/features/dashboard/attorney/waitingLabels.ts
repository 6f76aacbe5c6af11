import type { WaitingItemKind } from '../../../gql/graphql';

export const waitingKindLabels: Record<WaitingItemKind, string> = {
  counter_offer: 'Counter offer',
  new_document: 'New document',
  unread_messages: 'Unread messages',
  bill_submitted: 'Bill submitted',
};

export interface WaitingCountsShape {
  counterOffers: number;
  newDocuments: number;
  unreadMessages: number;
  submittedBills: number;
}

/** The counts line under the card's title, one entry per kind, in the order an attorney acts on them. */
export function waitingCountLines(counts: WaitingCountsShape): { label: string; count: number }[] {
  return [
    { label: 'Counter offers', count: counts.counterOffers },
    { label: 'Unread messages', count: counts.unreadMessages },
    { label: 'Bills submitted', count: counts.submittedBills },
    { label: 'New documents', count: counts.newDocuments },
  ];
}
