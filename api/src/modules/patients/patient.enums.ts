import { registerEnumType } from 'type-graphql';

/** Where a patient is in their care: new intake, under treatment, paused, discharged or inactive. */
export enum PatientStatus {
  intake = 'intake',
  active = 'active',
  on_hold = 'on_hold',
  discharged = 'discharged',
  inactive = 'inactive',
}
registerEnumType(PatientStatus, { name: 'PatientStatus' });

export enum PatientSortField {
  name = 'name',
  createdAt = 'createdAt',
  dateOfBirth = 'dateOfBirth',
}
registerEnumType(PatientSortField, { name: 'PatientSortField' });
