import type { PatientEditFieldsFragment, PatientUpdateInput } from '../../../gql/graphql';
import { optionalDetailsInput, optionalText, type PatientDetailsValues } from '../form/patientDetails';
import { isPatientStatus } from '../labels';

export interface EditPatientValues extends PatientDetailsValues {
  status: string;
  /** Why the status changed; asked for only when it did. */
  statusReason: string;
  isActive: boolean;
}

export function editValuesOf(patient: PatientEditFieldsFragment): EditPatientValues {
  return {
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth ?? '',
    email: patient.email ?? '',
    phone: patient.phone ?? '',
    address: patient.address ?? '',
    city: patient.city ?? '',
    state: patient.state ?? '',
    zipCode: patient.zipCode ?? '',
    emergencyContact: patient.emergencyContact ?? '',
    emergencyPhone: patient.emergencyPhone ?? '',
    emergencyRelation: patient.emergencyRelation ?? '',
    insuranceProvider: patient.insuranceProvider ?? '',
    insurancePolicyNumber: patient.insurancePolicyNumber ?? '',
    sex: (patient.sex ?? '') as PatientDetailsValues['sex'],
    notes: patient.notes ?? '',
    status: patient.status,
    statusReason: '',
    isActive: patient.isActive,
  };
}

/**
 * The `patientUpdate` input: every field is sent, so a cleared optional field becomes null (an empty
 * date of birth too). The status and its reason are sent only when the status was changed.
 */
export function updateInput(values: EditPatientValues, initialStatus: string): PatientUpdateInput {
  const statusChange =
    values.status !== initialStatus && isPatientStatus(values.status)
      ? { status: values.status, statusReason: optionalText(values.statusReason) }
      : {};
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: optionalText(values.dateOfBirth),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    ...optionalDetailsInput(values),
    isActive: values.isActive,
    ...statusChange,
  };
}
