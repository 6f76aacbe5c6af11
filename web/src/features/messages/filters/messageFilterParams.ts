import { parseRecordId } from '../../../lib/recordId';
import type { MessageFilter } from '../../../gql/graphql';

/** What Secure Messaging shows, kept in the address: `?case=12&unread=1&q=mri`. */
export interface MessageFilterParams {
  /** The open conversation (a case), or null for every case. */
  caseId: number | null;
  unreadOnly: boolean;
  search: string;
}

export function readMessageFilterParams(searchParams: URLSearchParams): MessageFilterParams {
  const caseId = parseRecordId(searchParams.get('case') ?? undefined);
  return {
    caseId: caseId.kind === 'valid' ? caseId.id : null,
    unreadOnly: searchParams.get('unread') === '1',
    search: searchParams.get('q')?.trim() ?? '',
  };
}

/** The address's parameters after `changes`, leaving the others (e.g. `?caseId=` of the compose form) alone. */
export function writeMessageFilterParams(
  searchParams: URLSearchParams,
  changes: Partial<MessageFilterParams>,
): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  if ('caseId' in changes) set('case', changes.caseId ? String(changes.caseId) : null);
  if ('unreadOnly' in changes) set('unread', changes.unreadOnly ? '1' : null);
  if ('search' in changes) set('q', changes.search?.trim() || null);
  return next;
}

/** The server's filter, or null when nothing narrows the list (so it shares the cache of the live lists). */
export function messageFilterOf({ unreadOnly, search }: MessageFilterParams): MessageFilter | null {
  if (!unreadOnly && !search) return null;
  return { ...(unreadOnly ? { unread: true } : {}), ...(search ? { search } : {}) };
}
