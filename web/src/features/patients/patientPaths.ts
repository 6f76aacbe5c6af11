import { paths } from '../../app/paths';

/** Addresses of the patient screens. */
export const patientPaths = {
  list: paths.patients,
  /** The patient's page: the edit form for clinic users and the operator, a read-only record for attorneys. */
  detail: paths.patientDetail,
  edit: (patientId: number) => `${paths.patientDetail(patientId)}/edit`,
  create: '/new-patient',
} as const;
