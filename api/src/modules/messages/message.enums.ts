import { registerEnumType } from 'type-graphql';

/**
 * Who a message is addressed to. The spec's four, plus `clinic` for what an attorney sends to the
 * clinic (decision 27): `internal` stays clinic-only and is never shown to attorneys.
 */
export enum MessageRecipientType {
  patient = 'patient',
  attorney = 'attorney',
  insurance = 'insurance',
  internal = 'internal',
  clinic = 'clinic',
}
registerEnumType(MessageRecipientType, { name: 'MessageRecipientType' });

export const messageRecipientTypes = Object.values(MessageRecipientType);

/** What clinic users may address; attorneys write to the clinic only. */
export const clinicRecipientTypes = [
  MessageRecipientType.patient,
  MessageRecipientType.attorney,
  MessageRecipientType.insurance,
  MessageRecipientType.internal,
] as const;
