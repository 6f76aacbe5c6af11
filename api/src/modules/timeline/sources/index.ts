import type { TimelineSource } from '../timeline-source';
import { alertsSource } from './alerts.source';
import { billsSource, ledgerSource } from './billing.source';
import { claimsSource } from './claims.source';
import { documentsSource } from './documents.source';
import { messagesSource } from './messages.source';
import { notesSource } from './notes.source';
import { recordsSource } from './records.source';
import { referralsSource } from './referrals.source';
import { reductionsSource } from './reductions.source';
import { settlementSource } from './settlement.source';
import { caseOpenedSource, statusChangesSource } from './status.source';
import { transfersSource } from './transfers.source';
import { visitsSource } from './visits.source';

/**
 * Every source of the case timeline, by name. The name is what a live event carries (`ref` names one
 * record of one source). Add a source: one file in this folder and one line here.
 */
export const timelineSources = {
  visits: visitsSource,
  notes: notesSource,
  bills: billsSource,
  ledger: ledgerSource,
  reductions: reductionsSource,
  documents: documentsSource,
  messages: messagesSource,
  caseOpened: caseOpenedSource,
  statusChanges: statusChangesSource,
  transfers: transfersSource,
  claims: claimsSource,
  settlement: settlementSource,
  alerts: alertsSource,
  records: recordsSource,
  referrals: referralsSource,
} satisfies Record<string, TimelineSource>;

export type TimelineSourceName = keyof typeof timelineSources;

export const isTimelineSourceName = (name: string): name is TimelineSourceName =>
  Object.prototype.hasOwnProperty.call(timelineSources, name);
