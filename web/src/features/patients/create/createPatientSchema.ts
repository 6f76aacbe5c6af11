import * as yup from 'yup';
import { patientRules } from '../form/patientRules';

/** Create Patient: name, date of birth, email and phone are required; everything else is optional. */
export const createPatientSchema = yup.object({
  firstName: patientRules.firstName(),
  lastName: patientRules.lastName(),
  dateOfBirth: patientRules.dateOfBirth().required('Date of birth is required'),
  email: patientRules.email().required('Email is required'),
  phone: patientRules.phone(),
  address: patientRules.optionalText(),
  city: patientRules.optionalText(),
  state: patientRules.optionalText(),
  zipCode: patientRules.optionalText(),
  emergencyContact: patientRules.optionalText(),
  emergencyPhone: patientRules.optionalText(),
  emergencyRelation: patientRules.optionalText(),
  insuranceProvider: patientRules.optionalText(),
  insurancePolicyNumber: patientRules.optionalText(),
  sex: yup.string().oneOf(['', 'female', 'male', 'unknown'], 'Sex must be female, male or unknown'),
  notes: patientRules.optionalText(),
});
