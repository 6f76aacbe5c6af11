import { graphql } from '../../../gql';

export const StaffDocument = graphql(`
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

export const AssignDocument = graphql(`
  mutation EmployeeRoleAssign($input: EmployeeRoleAssignInput!) {
    employeeRoleAssign(input: $input) {
      id
      roleId
      roleName
    }
  }
`);

export const SetActiveDocument = graphql(`
  mutation EmployeeSetActive($input: EmployeeActiveInput!) {
    employeeSetActive(input: $input) {
      id
      isActive
    }
  }
`);

export const EmployeeCreateDocument = graphql(`
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

export const EmployeeUpdateDocument = graphql(`
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

export const EmployeeRoleCreateDocument = graphql(`
  mutation EmployeeRoleCreate($input: EmployeeRoleCreateInput!) {
    employeeRoleCreate(input: $input) {
      id
      roleName
    }
  }
`);

export const EmployeeRoleUpdateDocument = graphql(`
  mutation EmployeeRoleUpdate($input: EmployeeRoleUpdateInput!) {
    employeeRoleUpdate(input: $input) {
      id
      roleName
      roleDescription
      permissions
    }
  }
`);

export const EmployeeRoleDeleteDocument = graphql(`
  mutation EmployeeRoleDelete($roleId: Int!) {
    employeeRoleDelete(roleId: $roleId)
  }
`);
