import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { Patient } from './patient.entity';

/** The REST shape of a patient: its fields (under the field rules) and its full name. */
export function patientJson(scope: Scope, patient: Patient) {
  return { ...redactFields(Patient, scope, patient), fullName: `${patient.firstName} ${patient.lastName}`.trim() };
}
