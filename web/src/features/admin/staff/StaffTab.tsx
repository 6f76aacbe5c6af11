import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { graphql } from '../../../gql';
import { errorMessageOf } from '../../../lib/graphqlErrors';

const StaffDocument = graphql(`
  query OperatorStaff {
    employees {
      id
      email
      firstName
      lastName
      roleId
      roleName
      department
      isActive
    }
    employeeRoles {
      id
      roleName
      roleDescription
      permissions
      activeEmployees
    }
  }
`);

const AssignDocument = graphql(`
  mutation EmployeeRoleAssign($input: EmployeeRoleAssignInput!) {
    employeeRoleAssign(input: $input) {
      id
      roleId
      roleName
    }
  }
`);

const SetActiveDocument = graphql(`
  mutation EmployeeSetActive($input: EmployeeActiveInput!) {
    employeeSetActive(input: $input) {
      id
      isActive
    }
  }
`);

/** The console's Staff tab: operator staff, their roles (assign, deactivate) and what each role may open. */
export function StaffTab() {
  const { data, loading, error, refetch } = useQuery(StaffDocument, { fetchPolicy: 'cache-and-network' });
  const [assign, assigning] = useMutation(AssignDocument, { refetchQueries: [StaffDocument] });
  const [setActive, activating] = useMutation(SetActiveDocument, { refetchQueries: [StaffDocument] });
  if (loading && !data) return <LoadingState label="Loading staff..." />;
  if (error && !data)
    return <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  const busy = assigning.loading || activating.loading;
  const failure = assigning.error ?? activating.error;
  const roles = data?.employeeRoles ?? [];
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      {failure && <Alert severity="error">{errorMessageOf(failure)}</Alert>}
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Operator staff
        </Typography>
        {(data?.employees ?? []).length === 0 && (
          <EmptyState title="No operator staff" description="Staff sign in at the Super Admin login." />
        )}
        {(data?.employees ?? []).map((employee) => (
          <Card variant="outlined" key={employee.id} data-testid="employee">
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <Stack sx={{ mr: 'auto', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {employee.firstName} {employee.lastName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {employee.email}
                    {employee.department ? ` · ${employee.department}` : ''}
                  </Typography>
                </Stack>
                <Chip
                  size="small"
                  label={employee.isActive ? 'Active' : 'Deactivated'}
                  color={employee.isActive ? 'success' : 'default'}
                />
                <TextField
                  select
                  size="small"
                  label="Role"
                  value={employee.roleId ?? ''}
                  disabled={busy}
                  sx={{ minWidth: 180 }}
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
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Roles
        </Typography>
        {roles.map((role) => (
          <Card variant="outlined" key={role.id}>
            <CardContent>
              <Typography sx={{ fontWeight: 600 }}>
                {role.roleName} · {role.activeEmployees} active
              </Typography>
              {role.roleDescription && (
                <Typography variant="body2" color="text.secondary">
                  {role.roleDescription}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {role.permissions.map((area) => (
                  <Chip key={area} size="small" label={area} variant="outlined" />
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
