import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { InvitationDeliveryFieldsFragment, OperatorStaffQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { FormTextField } from '../../patients/form/FormTextField';
import { InvitationLinkPanel } from '../users/InvitationLinkPanel';
import { RoleFields } from './RoleFields';
import {
  EmployeeRoleAssignMutation,
  EmployeeCreateMutation,
  EmployeeRoleCreateMutation,
  EmployeeRoleDeleteMutation,
  EmployeeRoleUpdateMutation,
  EmployeeUpdateMutation,
  EmployeeSetActiveMutation,
  StaffListQuery,
} from './staffDocuments';
import {
  areaLabel,
  emptyNewStaff,
  emptyRole,
  newStaffInput,
  newStaffSchema,
  roleInput,
  roleSchema,
  staffDetailsInput,
  staffDetailsSchema,
  type NewStaffValues,
  type RoleValues,
  type StaffDetailsValues,
} from './staffForms';
import { StaffFormDialog } from './StaffFormDialog';

type Employee = OperatorStaffQuery['employees'][number];
type Role = OperatorStaffQuery['employeeRoles'][number];

function StaffDetailsFields() {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField name="firstName" label="First name" required />
        <FormTextField name="lastName" label="Last name" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField name="department" label="Department" />
        <FormTextField name="phoneExtension" label="Phone extension" />
      </Stack>
    </>
  );
}

/**
 * The console's Staff tab (decisions 440-442, 480-481): operator staff (add with an invitation, edit,
 * assign a role, deactivate) and the roles with the console areas each opens (create, edit, delete).
 */
export function StaffTab() {
  const showToast = useToast();
  const { data, loading, error, refetch } = useQuery(StaffListQuery, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [StaffListQuery];
  const [assign, assigning] = useMutation(EmployeeRoleAssignMutation, { refetchQueries });
  const [setActive, activating] = useMutation(EmployeeSetActiveMutation, { refetchQueries });
  const [createEmployee] = useMutation(EmployeeCreateMutation, { refetchQueries });
  const [updateEmployee] = useMutation(EmployeeUpdateMutation, { refetchQueries });
  const [createRole] = useMutation(EmployeeRoleCreateMutation, { refetchQueries });
  const [updateRole] = useMutation(EmployeeRoleUpdateMutation, { refetchQueries });
  const [deleteRole, deletingRole] = useMutation(EmployeeRoleDeleteMutation, { refetchQueries });
  const [adding, setAdding] = useState(false);
  const [invited, setInvited] = useState<{ email: string; delivery: InvitationDeliveryFieldsFragment } | null>(null);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [roleEditing, setRoleEditing] = useState<Role | 'new' | null>(null);
  const [roleDeleting, setRoleDeleting] = useState<Role | null>(null);

  /** Runs a save: null once done (with a toast), else the refused fields' messages (a toast when none names a field). */
  const save = async (
    run: () => Promise<unknown>,
    done: string,
    { fieldsShown = true } = {},
  ): Promise<Record<string, string> | null> => {
    try {
      await run();
      showToast({ title: done, severity: 'success' });
      return null;
    } catch (failure) {
      const fields = fieldsShown ? formFieldErrorsOf(failure, {}, ['BAD_USER_INPUT', 'CONFLICT']) : {};
      if (Object.keys(fields).length === 0)
        showToast({ title: 'Error', description: errorMessageOf(failure), severity: 'error' });
      return fields;
    }
  };

  if (loading && !data) return <LoadingState label="Loading staff..." />;
  if (error && !data)
    return <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  const busy = assigning.loading || activating.loading;
  const failure = assigning.error ?? activating.error;
  const roles = data?.employeeRoles ?? [];
  const employees = data?.employees ?? [];
  const roleBeingEdited = roleEditing === 'new' ? null : roleEditing;

  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      {failure && <Alert severity="error">{errorMessageOf(failure)}</Alert>}
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
            Operator staff
          </Typography>
          <Button variant="contained" onClick={() => setAdding(true)} disabled={roles.length === 0}>
            Add staff member
          </Button>
        </Stack>
        {employees.length === 0 && (
          <EmptyState
            title="No operator staff"
            description="Add a staff member: they get an invitation to set a password and sign in at /superadmin."
          />
        )}
        {employees.map((employee) => (
          <Card variant="outlined" key={employee.id} data-testid="employee">
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {employee.firstName} {employee.lastName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {employee.email}
                    {employee.department ? ` · ${employee.department}` : ''}
                    {employee.phoneExtension ? ` · ext. ${employee.phoneExtension}` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {employee.lastActiveAt
                      ? `Last active ${formatDateTime(employee.lastActiveAt)}`
                      : 'Has not signed in yet'}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1}>
                  <Chip
                    size="small"
                    label={employee.isActive ? 'Active' : 'Deactivated'}
                    color={employee.isActive ? 'success' : 'default'}
                  />
                  {!employee.hasPassword && <Chip size="small" label="Invited" color="info" variant="outlined" />}
                </Stack>
                <TextField
                  select
                  size="small"
                  label="Role"
                  value={employee.roleId ?? ''}
                  disabled={busy}
                  sx={{ minWidth: 180, width: { sm: 220 } }}
                  onChange={(event) =>
                    void assign({
                      variables: { input: { employeeId: employee.id, roleId: Number(event.target.value) } },
                    }).catch(() => undefined)
                  }
                >
                  {roles.map((role) => (
                    <MenuItem key={role.id} value={role.id}>
                      {role.roleName}
                    </MenuItem>
                  ))}
                </TextField>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="text"
                    onClick={() => setEditing(employee)}
                    aria-label={`Edit ${employee.firstName} ${employee.lastName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outlined"
                    color={employee.isActive ? 'error' : 'primary'}
                    disabled={busy}
                    onClick={() =>
                      void setActive({
                        variables: { input: { employeeId: employee.id, isActive: !employee.isActive } },
                      }).catch(() => undefined)
                    }
                  >
                    {employee.isActive ? 'Deactivate' : 'Reactivate'}
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
            Roles
          </Typography>
          <Button variant="outlined" onClick={() => setRoleEditing('new')}>
            New role
          </Button>
        </Stack>
        {roles.map((role) => (
          <Card variant="outlined" key={role.id} data-testid="employee-role">
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <Stack sx={{ mr: 'auto', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {role.roleName} · {role.activeEmployees} active
                    {role.isSystemRole ? ' · system role' : ''}
                  </Typography>
                  {role.roleDescription && (
                    <Typography variant="body2" color="text.secondary">
                      {role.roleDescription}
                    </Typography>
                  )}
                </Stack>
                <Stack direction="row" spacing={1}>
                  <Button variant="text" onClick={() => setRoleEditing(role)} aria-label={`Edit role ${role.roleName}`}>
                    Edit
                  </Button>
                  {!role.isSystemRole && (
                    <Button
                      variant="text"
                      color="error"
                      onClick={() => setRoleDeleting(role)}
                      aria-label={`Delete role ${role.roleName}`}
                    >
                      Delete
                    </Button>
                  )}
                </Stack>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {role.permissions.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    No console areas yet
                  </Typography>
                )}
                {role.permissions.map((area) => (
                  <Chip key={area} size="small" label={areaLabel(area)} variant="outlined" />
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>

      <StaffFormDialog<NewStaffValues>
        open={adding}
        title="Add staff member"
        intro="They get an invitation to choose a password (it works once and expires in 7 days), then sign in at /superadmin and set up their authenticator."
        submitLabel="Add and invite"
        initialValues={emptyNewStaff}
        validationSchema={newStaffSchema}
        onClose={() => setAdding(false)}
        onSubmit={async (values) => {
          const sent: { delivery?: InvitationDeliveryFieldsFragment } = {};
          const refused = await save(async () => {
            const { data: created } = await createEmployee({ variables: { input: newStaffInput(values) } });
            sent.delivery = created?.employeeCreate.invitation;
          }, 'Staff member added');
          if (!refused) {
            setAdding(false);
            if (sent.delivery) setInvited({ email: newStaffInput(values).email, delivery: sent.delivery });
          }
          return refused;
        }}
      >
        {() => (
          <>
            <FormTextField name="email" label="Email" type="email" required autoFocus />
            <StaffDetailsFields />
            <FormTextField name="roleId" label="Role" select required>
              {roles.map((role) => (
                <MenuItem key={role.id} value={String(role.id)}>
                  {role.roleName}
                </MenuItem>
              ))}
            </FormTextField>
          </>
        )}
      </StaffFormDialog>

      <Dialog
        open={invited !== null}
        onClose={() => setInvited(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="staff-invited"
      >
        <DialogTitle id="staff-invited">Staff member added</DialogTitle>
        <DialogContent>
          {invited && <InvitationLinkPanel email={invited.email} delivery={invited.delivery} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setInvited(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>

      <StaffFormDialog<StaffDetailsValues>
        open={editing !== null}
        title={editing ? `Edit ${editing.firstName} ${editing.lastName}` : 'Edit staff member'}
        submitLabel="Save"
        initialValues={{
          firstName: editing?.firstName ?? '',
          lastName: editing?.lastName ?? '',
          department: editing?.department ?? '',
          phoneExtension: editing?.phoneExtension ?? '',
        }}
        validationSchema={staffDetailsSchema}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (!editing) return null;
          const refused = await save(
            () => updateEmployee({ variables: { input: { employeeId: editing.id, ...staffDetailsInput(values) } } }),
            'Staff member saved',
          );
          if (!refused) setEditing(null);
          return refused;
        }}
      >
        {() => <StaffDetailsFields />}
      </StaffFormDialog>

      <StaffFormDialog<RoleValues>
        open={roleEditing !== null}
        title={roleBeingEdited ? `Edit role ${roleBeingEdited.roleName}` : 'New role'}
        intro="A change counts on the staff's next request."
        submitLabel={roleBeingEdited ? 'Save role' : 'Create role'}
        initialValues={
          roleBeingEdited
            ? {
                roleName: roleBeingEdited.roleName,
                roleDescription: roleBeingEdited.roleDescription ?? '',
                permissions: roleBeingEdited.permissions,
              }
            : emptyRole
        }
        validationSchema={roleSchema}
        onClose={() => setRoleEditing(null)}
        onSubmit={async (values) => {
          const refused = roleBeingEdited
            ? await save(
                () => updateRole({ variables: { input: { roleId: roleBeingEdited.id, ...roleInput(values) } } }),
                'Role saved',
              )
            : await save(() => createRole({ variables: { input: roleInput(values) } }), 'Role created');
          if (!refused) setRoleEditing(null);
          return refused;
        }}
      >
        {() => <RoleFields systemRole={roleBeingEdited?.isSystemRole ?? false} />}
      </StaffFormDialog>

      <ConfirmDialog
        open={roleDeleting !== null}
        title="Delete this role?"
        message={
          roleDeleting
            ? `${roleDeleting.roleName} will be removed. A role that staff still hold cannot be deleted.`
            : ''
        }
        confirmLabel={deletingRole.loading ? 'Deleting...' : 'Delete role'}
        destructive
        onCancel={() => setRoleDeleting(null)}
        onConfirm={() => {
          if (!roleDeleting) return;
          void save(() => deleteRole({ variables: { roleId: roleDeleting.id } }), 'Role deleted', {
            fieldsShown: false,
          }).then(() => setRoleDeleting(null));
        }}
      />
    </Stack>
  );
}
