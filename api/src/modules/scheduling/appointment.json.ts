import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { AppointmentView } from './appointment.type';

/** The REST shape of an appointment: the GraphQL fields, with the same field rules (notes hidden from attorneys). */
export const appointmentJson = (scope: Scope, appointment: AppointmentView) =>
  redactFields(AppointmentView, scope, appointment);
