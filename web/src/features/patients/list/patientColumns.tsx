import Chip from '@mui/material/Chip';
import type { DataTableColumn } from '../../../components/DataTable';
import { formatLocalDate } from '../../../lib/format';
import { patientStatusLabel } from '../labels';
import { PatientStatusChip } from '../PatientStatusChip';
import type { RegistryPatient } from './usePatientRegistry';

/** The registry's columns (phones keep name, phone and status); the accessors are also the values of Export Selected. */
export const patientColumns: ReadonlyArray<DataTableColumn<RegistryPatient>> = [
  { id: 'name', header: 'Name', accessor: (patient) => patient.fullName, sortable: true, key: true },
  { id: 'email', header: 'Email', accessor: (patient) => patient.email },
  { id: 'phone', header: 'Phone', accessor: (patient) => patient.phone, key: true },
  {
    id: 'dateOfBirth',
    header: 'Date of Birth',
    accessor: (patient) => patient.dateOfBirth,
    render: (patient) => (patient.dateOfBirth ? formatLocalDate(patient.dateOfBirth) : ''),
    sortable: true,
  },
  {
    id: 'status',
    header: 'Status',
    key: true,
    accessor: (patient) => patientStatusLabel(patient.status),
    render: (patient) => <PatientStatusChip status={patient.status} />,
  },
  {
    id: 'active',
    header: 'Active',
    accessor: (patient) => (patient.isActive ? 'Yes' : 'No'),
    render: (patient) => (
      <Chip
        size="small"
        label={patient.isActive ? 'Yes' : 'No'}
        color={patient.isActive ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
];
