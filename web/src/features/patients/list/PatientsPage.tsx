import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { AddPatientDialog } from '../add/AddPatientDialog';
import { usePatientAbilities } from '../patientAbilities';
import { patientPaths } from '../patientPaths';
import { patientColumns } from './patientColumns';
import { PatientsLoadError } from './PatientsLoadError';
import { usePatientRegistry, type RegistryPatient } from './usePatientRegistry';

const patientId = (patient: RegistryPatient) => patient.id;
const patientName = (patient: RegistryPatient) => patient.fullName;

export default function PatientsPage() {
  const navigate = useNavigate();
  const registry = usePatientRegistry();
  const { canAdd, canEdit } = usePatientAbilities();
  const [addDialogOpen, setAddDialogOpen] = useState(false);
  const openAddDialog = () => setAddDialogOpen(true);

  return (
    <>
      <PageHeader
        title="Patients"
        actions={
          canAdd && (
            <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={openAddDialog}>
              Add Patient
            </Button>
          )
        }
      />
      {registry.error ? (
        <PatientsLoadError error={registry.error} onRetry={() => refetchInBackground(registry.refetch)} />
      ) : (
        <DataTable
          mode="server"
          title="Patient Registry"
          description="Search by name, email or phone."
          columns={patientColumns}
          rows={registry.patients}
          getRowId={patientId}
          getRowLabel={patientName}
          query={registry.query}
          onQueryChange={registry.changeQuery}
          totalCount={registry.totalCount}
          reachablePageCount={registry.reachablePageCount}
          loading={registry.loading}
          loadingLabel="Loading patients..."
          searchLabel="Search patients"
          emptyTitle="No patients found"
          emptyDescription={
            registry.search
              ? `No patient matches "${registry.search}".`
              : 'Add your first patient to start their record.'
          }
          emptyAction={
            registry.search || !canAdd ? undefined : (
              <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={openAddDialog}>
                Add First Patient
              </Button>
            )
          }
          selectable
          exportFileName="patients"
          onView={(patient) => navigate(patientPaths.detail(patient.id))}
          onEdit={canEdit ? (patient) => navigate(patientPaths.edit(patient.id)) : undefined}
        />
      )}
      <AddPatientDialog open={addDialogOpen} onClose={() => setAddDialogOpen(false)} />
    </>
  );
}
