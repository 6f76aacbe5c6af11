import { registerEnumType } from 'type-graphql';

export enum TicketCategory {
  technical = 'technical',
  billing = 'billing',
  account = 'account',
  data = 'data',
  feature_request = 'feature_request',
  other = 'other',
}
registerEnumType(TicketCategory, { name: 'TicketCategory', description: 'What a support ticket is about' });

export enum TicketPriority {
  low = 'low',
  normal = 'normal',
  high = 'high',
  urgent = 'urgent',
}
registerEnumType(TicketPriority, { name: 'TicketPriority' });

export enum TicketStatus {
  open = 'open',
  pending = 'pending',
  resolved = 'resolved',
  closed = 'closed',
}
registerEnumType(TicketStatus, {
  name: 'TicketStatus',
  description: 'open: the desk works it; pending: waits on the requester (SLA clock paused); resolved; closed',
});

/** Who asked: the requester's role when the ticket was opened. */
export enum TicketRequesterType {
  clinic_staff = 'clinic_staff',
  clinic_admin = 'clinic_admin',
  attorney = 'attorney',
  patient = 'patient',
}
registerEnumType(TicketRequesterType, { name: 'TicketRequesterType' });

export enum TicketSenderType {
  requester = 'requester',
  agent = 'agent',
  system = 'system',
}
registerEnumType(TicketSenderType, { name: 'TicketSenderType' });

export enum TicketEscalationKind {
  first_response = 'first_response',
  resolution = 'resolution',
  manual = 'manual',
}
registerEnumType(TicketEscalationKind, { name: 'TicketEscalationKind' });

export enum TicketEscalationStatus {
  pending = 'pending',
  acknowledged = 'acknowledged',
  resolved = 'resolved',
}
registerEnumType(TicketEscalationStatus, { name: 'TicketEscalationStatus' });

export const ticketCategories = Object.values(TicketCategory);
export const ticketPriorities = Object.values(TicketPriority);
export const ticketStatuses = Object.values(TicketStatus);
export const ticketRequesterTypes = Object.values(TicketRequesterType);
export const ticketSenderTypes = Object.values(TicketSenderType);
export const ticketEscalationKinds = Object.values(TicketEscalationKind);
export const ticketEscalationStatuses = Object.values(TicketEscalationStatus);

/**
 * The SLA by priority (decision 452), in wall-clock minutes from opening, paused while pending:
 * the first answer of an agent, and the resolution.
 */
export const slaMinutes: Record<TicketPriority, { firstResponse: number; resolution: number }> = {
  urgent: { firstResponse: 60, resolution: 8 * 60 },
  high: { firstResponse: 4 * 60, resolution: 24 * 60 },
  normal: { firstResponse: 8 * 60, resolution: 3 * 24 * 60 },
  low: { firstResponse: 24 * 60, resolution: 5 * 24 * 60 },
};

/** The moves a status may make (decision 451); anything else is refused with a message. */
export const allowedStatusMoves: Record<TicketStatus, readonly TicketStatus[]> = {
  open: [TicketStatus.pending, TicketStatus.resolved],
  pending: [TicketStatus.open, TicketStatus.resolved],
  resolved: [TicketStatus.open, TicketStatus.closed],
  closed: [],
};

/** A resolved ticket nobody reopens is closed after this many days (the SLA sweep). */
export const autoCloseResolvedDays = 7;
