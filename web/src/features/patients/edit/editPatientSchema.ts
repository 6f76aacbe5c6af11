import * as yup from 'yup';
import { patientRules } from '../form/patientRules';

/** Edit Patient: the address is required too; the date of birth may be left empty (it is then cleared). */
export const editPatientSchema = yup.object({
  firstName: patientRules.firstName(),
  lastName: patientRules.lastName(),
  dateOfBirth: patientRules.dateOfBirth(),
  email: patientRules.email().required('Email is required'),
  phone: patientRules.phone(),
  address: yup.string().trim().required('Street address is required'),
  city: yup.string().trim().required('City is required'),
  state: yup.string().trim().required('State is required'),
  zipCode: yup.string().trim().required('ZIP code is required'),
  emergencyContact: patientRules.optionalText(),
  emergencyPhone: patientRules.optionalText(),
  emergencyRelation: patientRules.optionalText(),
  insuranceProvider: patientRules.optionalText(),
  insurancePolicyNumber: patientRules.optionalText(),
  sex: yup.string().oneOf(['', 'female', 'male', 'unknown'], 'Sex must be female, male or unknown'),
  notes: patientRules.optionalText(),
  status: yup.string().required('Status is required'),
  statusReason: patientRules.optionalText(),
  isActive: yup.boolean(),
});
