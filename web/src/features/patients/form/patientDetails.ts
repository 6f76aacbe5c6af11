/** The patient details the Create Patient and Edit Patient forms share; names match the API inputs. */
export interface PatientDetailsValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  emergencyContact: string;
  emergencyPhone: string;
  emergencyRelation: string;
  insuranceProvider: string;
  insurancePolicyNumber: string;
  notes: string;
  /** '' until chosen. */
  sex: '' | 'female' | 'male' | 'unknown';
}

export const emptyPatientDetails: PatientDetailsValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  emergencyContact: '',
  emergencyPhone: '',
  emergencyRelation: '',
  insuranceProvider: '',
  insurancePolicyNumber: '',
  notes: '',
  sex: '',
};

/** An optional text input: trimmed, or null when left blank. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The optional details, as the API inputs take them (blank becomes null). */
export function optionalDetailsInput(values: PatientDetailsValues) {
  return {
    emergencyContact: optionalText(values.emergencyContact),
    emergencyPhone: optionalText(values.emergencyPhone),
    emergencyRelation: optionalText(values.emergencyRelation),
    insuranceProvider: optionalText(values.insuranceProvider),
    insurancePolicyNumber: optionalText(values.insurancePolicyNumber),
    notes: optionalText(values.notes),
    sex: values.sex === '' ? null : values.sex,
  };
}
