import * as yup from 'yup';
import { patientRules } from '../form/patientRules';

/** The Add Patient dialog: only the name is required; a given email must be well formed. */
export const addPatientSchema = yup.object({
  firstName: patientRules.firstName(),
  lastName: patientRules.lastName(),
  email: patientRules.email(),
  phone: patientRules.optionalText(),
  emergencyContact: patientRules.optionalText(),
  emergencyPhone: patientRules.optionalText(),
});

/** The dialog starts with every field empty. */
export const emptyQuickAddValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  emergencyContact: '',
  emergencyPhone: '',
};

export type QuickAddValues = typeof emptyQuickAddValues;
