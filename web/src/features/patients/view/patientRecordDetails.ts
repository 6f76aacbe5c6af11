import type { PatientRecordQuery } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/format';
import type { PatientDetail } from './PatientDetailList';

type PatientRecord = NonNullable<PatientRecordQuery['patient']>;

/** "12 Elm St, Springfield, IL 62701" from the parts that are recorded. */
export function postalAddress(patient: Pick<PatientRecord, 'address' | 'city' | 'state' | 'zipCode'>): string {
  const region = [patient.state, patient.zipCode].filter(Boolean).join(' ');
  return [patient.address, patient.city, region].filter(Boolean).join(', ');
}

/** The read-only record's sections, in the order of the clinic's form. */
export function patientRecordSections(patient: PatientRecord): { title: string; details: PatientDetail[] }[] {
  return [
    {
      title: 'Personal and contact',
      details: [
        { label: 'Date of birth', value: patient.dateOfBirth && formatLocalDate(patient.dateOfBirth) },
        { label: 'Phone', value: patient.phone },
        { label: 'Email', value: patient.email },
        { label: 'Address', value: postalAddress(patient) },
      ],
    },
    {
      title: 'Emergency contact',
      details: [
        { label: 'Name', value: patient.emergencyContact },
        { label: 'Relation', value: patient.emergencyRelation },
        { label: 'Phone', value: patient.emergencyPhone },
      ],
    },
    {
      title: 'Insurance',
      details: [
        { label: 'Provider', value: patient.insuranceProvider },
        { label: 'Policy number', value: patient.insurancePolicyNumber },
      ],
    },
  ];
}
