import { graphql } from '../../../gql';

export const StaffListQuery = graphql(`
  query OperatorStaff {
    employees {
      id
      email
      firstName
      lastName
      roleId
      roleName
      department
      phoneExtension
      isActive
      hasPassword
      lastActiveAt
    }
    employeeRoles {
      id
      roleName
      roleDescription
      permissions
      isSystemRole
      activeEmployees
    }
  }
`);

export const EmployeeRoleAssignMutation = graphql(`
  mutation EmployeeRoleAssign($input: EmployeeRoleAssignInput!) {
    employeeRoleAssign(input: $input) {
      id
      roleId
      roleName
    }
  }
`);

export const EmployeeSetActiveMutation = graphql(`
  mutation EmployeeSetActive($input: EmployeeActiveInput!) {
    employeeSetActive(input: $input) {
      id
      isActive
    }
  }
`);

export const EmployeeCreateMutation = graphql(`
  mutation EmployeeCreate($input: EmployeeCreateInput!) {
    employeeCreate(input: $input) {
      employee {
        id
        email
      }
      invitation {
        ...InvitationDeliveryFields
      }
    }
  }
`);

export const EmployeeUpdateMutation = graphql(`
  mutation EmployeeUpdate($input: EmployeeUpdateInput!) {
    employeeUpdate(input: $input) {
      id
      firstName
      lastName
      department
      phoneExtension
    }
  }
`);

export const EmployeeRoleCreateMutation = graphql(`
  mutation EmployeeRoleCreate($input: EmployeeRoleCreateInput!) {
    employeeRoleCreate(input: $input) {
      id
      roleName
    }
  }
`);

export const EmployeeRoleUpdateMutation = graphql(`
  mutation EmployeeRoleUpdate($input: EmployeeRoleUpdateInput!) {
    employeeRoleUpdate(input: $input) {
      id
      roleName
      roleDescription
      permissions
    }
  }
`);

export const EmployeeRoleDeleteMutation = graphql(`
  mutation EmployeeRoleDelete($roleId: Int!) {
    employeeRoleDelete(roleId: $roleId)
  }
`);
