import { paths } from '../../app/paths';

/** Addresses of the patient screens. */
export const patientPaths = {
  list: paths.patients,
  /** The patient's page (the edit form with their cases and status history). */
  detail: paths.patientDetail,
  edit: (patientId: number) => `${paths.patientDetail(patientId)}/edit`,
  create: '/new-patient',
} as const;
