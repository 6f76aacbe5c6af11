import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import type { AdminUserClinicOptionsQuery as ClinicOptions } from '../../../gql/graphql';
import { FormTextField } from '../../patients/form/FormTextField';
import { AdminUserClinicOptionsQuery } from './userAdminQueries';

type ClinicOption = ClinicOptions['adminUserClinicOptions'][number];

function seatsLabel(clinic: ClinicOption): string {
  return clinic.maxUsers === null
    ? `${clinic.activeUsers} users, ${clinic.planName}`
    : `${clinic.activeUsers} of ${clinic.maxUsers} users, ${clinic.planName}`;
}

/**
 * The clinic of a clinic user, with each clinic's seats under its plan. Inactive clinics and clinics
 * at their user limit cannot be chosen, except the one the user is already in.
 */
export function ClinicSelectField({ current = null }: { current?: { id: number; name: string } | null }) {
  const { data, loading, error } = useQuery(AdminUserClinicOptionsQuery);
  const clinics = data?.adminUserClinicOptions ?? [];
  const currentClinicId = current?.id ?? null;

  return (
    <FormTextField
      name="clinicId"
      label="Clinic"
      select
      required
      helperText={
        error ? 'Could not load the clinics' : loading ? 'Loading clinics...' : 'Clinic roles belong to one clinic'
      }
    >
      {/* The user's clinic stays a valid choice while the list loads. */}
      {current && !clinics.some((clinic) => clinic.id === current.id) && (
        <MenuItem value={String(current.id)}>{current.name}</MenuItem>
      )}
      {clinics.map((clinic) => {
        const isCurrent = clinic.id === currentClinicId;
        const full = clinic.maxUsers !== null && clinic.activeUsers >= clinic.maxUsers;
        const reason = !clinic.isActive ? 'inactive' : full ? 'no seat left' : null;
        return (
          <MenuItem key={clinic.id} value={String(clinic.id)} disabled={!isCurrent && reason !== null}>
            {clinic.name} ({seatsLabel(clinic)}
            {!isCurrent && reason ? `, ${reason}` : ''})
          </MenuItem>
        );
      })}
    </FormTextField>
  );
}
