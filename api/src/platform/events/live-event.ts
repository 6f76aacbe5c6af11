/**
 * What travels between api processes: ids only (PITFALLS: NOTIFY payloads stay tiny). Each process
 * loads the record itself and decides per subscriber what may be delivered.
 */
export type LiveEvent =
  | { type: 'message.added'; id: number }
  | { type: 'billing.changed'; id: number }
  | { type: 'ledger.changed'; id: number }
  | { type: 'settlement.changed'; id: number }
  | { type: 'notification.added'; id: number }
  /** An appointment a patient confirmed or cancelled in the portal: the clinic's schedule follows. */
  | { type: 'appointment.changed'; id: number }
  /** A funding request (`id`) moved: the partner answered, or the attorney's side changed it. */
  | { type: 'funding.changed'; id: number }
  /** A message on a support ticket (the requester's subscription never carries an internal note). */
  | { type: 'ticket.message'; id: number }
  /** Something happened on case `id`: one record (`ref`) of one timeline source (`source`). */
  | { type: 'case.activity'; id: number; source: string; ref: number }
  | { type: 'session.ended'; sessionIds?: string[]; userId?: string };

export type LiveEventType = LiveEvent['type'];

/** A record event whose ids are SQL expressions of a statement (`sent.id`), for notifyInStatementSql. */
export type LiveEventSql =
  | { type: Exclude<LiveEventType, 'case.activity' | 'session.ended'>; idSql: string }
  | { type: 'case.activity'; idSql: string; source: string; refSql: string };

/** The JSON text of a LiveEvent, as SQL; parseLiveEvent reads it like one sent from JavaScript. */
export function liveEventPayloadSql(event: LiveEventSql): string {
  if (event.type === 'case.activity') {
    if (!/^[A-Za-z]{1,40}$/.test(event.source)) throw new Error(`Not a timeline source: ${event.source}`);
    return `json_build_object('type', 'case.activity', 'id', ${event.idSql}, 'source', '${event.source}', 'ref', ${event.refSql})::text`;
  }
  return `json_build_object('type', '${event.type}', 'id', ${event.idSql})::text`;
}

/** Parses an event from the wire; anything malformed is dropped, never trusted. */
export function parseLiveEvent(raw: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const event = value as Record<string, unknown>;
  switch (event.type) {
    case 'message.added':
    case 'billing.changed':
    case 'ledger.changed':
    case 'settlement.changed':
    case 'notification.added':
    case 'appointment.changed':
    case 'funding.changed':
    case 'ticket.message':
      return Number.isSafeInteger(event.id) ? { type: event.type, id: event.id as number } : null;
    case 'case.activity':
      return Number.isSafeInteger(event.id) &&
        Number.isSafeInteger(event.ref) &&
        typeof event.source === 'string' &&
        /^[A-Za-z]{1,40}$/.test(event.source)
        ? { type: event.type, id: event.id as number, source: event.source, ref: event.ref as number }
        : null;
    case 'session.ended': {
      const sessionIds = Array.isArray(event.sessionIds)
        ? event.sessionIds.filter((id): id is string => typeof id === 'string')
        : undefined;
      const userId = typeof event.userId === 'string' ? event.userId : undefined;
      return sessionIds || userId ? { type: event.type, sessionIds, userId } : null;
    }
    default:
      return null;
  }
}
