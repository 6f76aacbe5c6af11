import { randomUUID } from 'node:crypto';
import { OperatorArea } from '../operator-areas';
import { gql, operatorArea, operatorOnly, rest, type Entry } from './matrix-dsl';

/**
 * Operator staff and feature flags (decisions 440-447): the Staff and Flags tabs are console areas
 * (the matrix's Support Agent has neither, so is refused); /test-data is the super admin's alone
 * (the matrix app runs in demo mode). operator-staff-areas.test.ts checks each seeded role against
 * every area.
 */
const staffArea = operatorArea(OperatorArea.staff);
const flagsArea = operatorArea(OperatorArea.flags);

export const staffMatrix: Record<string, Entry> = {
  'Query.employees': [{ label: 'the Staff tab', call: gql('{ employees { id } }'), roles: staffArea }],
  'Query.employeeRoles': [{ label: 'the Staff tab', call: gql('{ employeeRoles { id } }'), roles: staffArea }],
  'Mutation.employeeRoleAssign': [
    {
      label: 'the same role again',
      call: gql(`mutation($input: EmployeeRoleAssignInput!) { employeeRoleAssign(input: $input) { id } }`, (a) => ({
        input: { employeeId: a.world.staff.employeeId, roleId: a.world.staff.roleId },
      })),
      roles: staffArea,
    },
  ],
  'Mutation.employeeSetActive': [
    {
      label: 'stays active',
      call: gql(`mutation($input: EmployeeActiveInput!) { employeeSetActive(input: $input) { id } }`, (a) => ({
        input: { employeeId: a.world.staff.employeeId, isActive: true },
      })),
      roles: staffArea,
    },
  ],
  'Mutation.employeeRolePermissionsSet': [
    {
      label: 'the same areas again',
      call: gql(
        `mutation($input: EmployeeRolePermissionsInput!) { employeeRolePermissionsSet(input: $input) { id } }`,
        (a) => ({ input: { roleId: a.world.staff.roleId, permissions: ['clinics', 'logs', 'support'] } }),
      ),
      roles: staffArea,
    },
  ],
  'Mutation.employeeCreate': [
    {
      label: 'a new support agent',
      call: gql(
        `mutation($input: EmployeeCreateInput!) { employeeCreate(input: $input) { employee { id } } }`,
        (a) => ({
          input: {
            email: `matrix-staff-${randomUUID()}@example.com`,
            firstName: 'Matrix',
            lastName: 'Agent',
            roleId: a.world.staff.roleId,
          },
        }),
      ),
      roles: staffArea,
    },
  ],
  'Mutation.employeeUpdate': [
    {
      label: 'the same name',
      call: gql(`mutation($input: EmployeeUpdateInput!) { employeeUpdate(input: $input) { id } }`, (a) => ({
        input: { employeeId: a.world.staff.employeeId, firstName: 'Matrix', lastName: 'Staff' },
      })),
      roles: staffArea,
    },
  ],
  'Mutation.employeeRoleCreate': [
    {
      label: 'a new role',
      call: gql(`mutation($input: EmployeeRoleCreateInput!) { employeeRoleCreate(input: $input) { id } }`, () => ({
        input: { roleName: `Matrix ${randomUUID()}`, permissions: ['support'] },
      })),
      roles: staffArea,
    },
  ],
  'Mutation.employeeRoleUpdate': [
    {
      label: 'the same role again',
      call: gql(`mutation($input: EmployeeRoleUpdateInput!) { employeeRoleUpdate(input: $input) { id } }`, (a) => ({
        input: { roleId: a.world.staff.roleId, roleName: 'Support Agent', permissions: ['clinics', 'logs', 'support'] },
      })),
      roles: staffArea,
    },
  ],
  'Mutation.employeeRoleDelete': [
    {
      label: 'a role nobody holds',
      call: gql('mutation($roleId: Int!) { employeeRoleDelete(roleId: $roleId) }', (a) => ({
        roleId: a.world.staff.deletableRoleId,
      })),
      roles: staffArea,
    },
  ],
  'Query.featureFlags': [{ label: 'the Flags tab', call: gql('{ featureFlags { name } }'), roles: flagsArea }],
  'Mutation.featureFlagSet': [
    {
      label: 'a global flag',
      call: gql(`mutation($input: FeatureFlagSetInput!) { featureFlagSet(input: $input) { name } }`, () => ({
        input: { name: 'matrix.global', enabled: true },
      })),
      roles: flagsArea,
    },
  ],
  'Mutation.featureFlagOverrideClear': [
    {
      label: "the world's override",
      call: gql(
        `mutation($input: FeatureFlagOverrideClearInput!) { featureFlagOverrideClear(input: $input) { name } }`,
        (a) => ({ input: { name: 'matrix.override', clinicId: a.world.clinicA.id } }),
      ),
      roles: flagsArea,
    },
  ],
  'Query.testDataSummary': [
    { label: 'demo mode', call: gql('{ testDataSummary { counts { area count } } }'), roles: operatorOnly },
  ],
  'GET /api/test-data': [{ label: 'demo mode', call: rest(), roles: operatorOnly }],
};
