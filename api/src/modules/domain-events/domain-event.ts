/**
 * What happened in a clinic that automation rules and webhook subscribers may react to. A module
 * records one inside the transaction of the change (DomainEvents.record), so a rolled-back change
 * leaves no event and a committed one always has it. Events carry ids, never PHI: a consumer reads
 * the record it needs under its own rules.
 */
export const domainEventKinds = [
  'case.status_changed',
  'appointment.missed',
  'note.signed',
  'document.uploaded',
  'reduction.requested',
] as const;

export type DomainEventKind = (typeof domainEventKinds)[number];

export interface DomainEvent {
  kind: DomainEventKind;
  clinicId: number;
  /** The case and patient the event is about, when it is about one. */
  caseId: number | null;
  patientId: number | null;
  /** The id of the record that changed (the case, appointment, note, document or reduction request). */
  recordId: string;
  /** When it happened (ISO 8601), from the database's clock of the change's transaction. */
  occurredAt: string;
  /** Who made the change; null for the system (a job). */
  actorUserId: string | null;
  /** A few plain facts about the change that rules test (e.g. { from: 'active', to: 'settled' }); never PHI. */
  facts: Record<string, string | number | boolean | null>;
}

/** What reacts to events: automation rules, webhook deliveries. Each must be idempotent per event id. */
export type DomainEventConsumer<TServices> = (
  event: DomainEvent & { id: string },
  services: TServices,
) => Promise<void>;
