import type { ChipProps } from '@mui/material/Chip';
import type { PatientStatus } from '../../gql/graphql';
import { humanize } from '../../lib/format';

export const patientStatusLabels: Record<PatientStatus, string> = {
  intake: 'Intake',
  active: 'Active',
  on_hold: 'On Hold',
  discharged: 'Discharged',
  inactive: 'Inactive',
};

/** The statuses a patient can be given, in the order of a patient's course of care. */
export const patientStatuses = Object.keys(patientStatusLabels) as PatientStatus[];

export function isPatientStatus(status: string): status is PatientStatus {
  return Object.hasOwn(patientStatusLabels, status);
}

/** Patient status is text on the server ("intake" by default); values outside the enum are shown as words. */
export function patientStatusLabel(status: string): string {
  return isPatientStatus(status) ? patientStatusLabels[status] : humanize(status);
}

export function patientStatusColor(status: string): ChipProps['color'] {
  switch (status) {
    case 'active':
      return 'success';
    case 'intake':
      return 'info';
    case 'on_hold':
      return 'warning';
    default:
      return 'default';
  }
}
