import * as yup from 'yup';
import type { OperatorArea } from '../../../gql/graphql';
import { adminTabs } from '../adminTabs';

/** The console areas a role may open, in the console's order: every one but Staff (decision 442). */
export const grantableAreas: readonly { value: OperatorArea; label: string }[] = adminTabs
  .filter((tab) => tab.value !== 'staff')
  .map((tab) => ({ value: tab.value as OperatorArea, label: tab.label }));

export const areaLabel = (area: string): string => adminTabs.find((tab) => tab.value === area)?.label ?? area;

/** A staff member's own details, as the Add and Edit dialogs hold them. */
export interface StaffDetailsValues {
  firstName: string;
  lastName: string;
  department: string;
  phoneExtension: string;
}

export interface NewStaffValues extends StaffDetailsValues {
  email: string;
  /** The chosen role's id as the select holds it ('' for none). */
  roleId: string;
}

export const emptyNewStaff: NewStaffValues = {
  email: '',
  firstName: '',
  lastName: '',
  roleId: '',
  department: '',
  phoneExtension: '',
};

const detailsFields = {
  firstName: yup
    .string()
    .trim()
    .required('First name is required')
    .max(100, 'First name must be at most 100 characters'),
  lastName: yup.string().trim().required('Last name is required').max(100, 'Last name must be at most 100 characters'),
  department: yup.string().trim().max(100, 'Department must be at most 100 characters'),
  phoneExtension: yup.string().trim().max(20, 'Phone extension must be at most 20 characters'),
};

export const staffDetailsSchema = yup.object(detailsFields);

export const newStaffSchema = yup.object({
  ...detailsFields,
  email: yup.string().trim().required('Email is required').email('Email must be a valid email address'),
  roleId: yup.string().required('Choose a role'),
});

const orNull = (text: string) => text.trim() || null;

export const staffDetailsInput = (values: StaffDetailsValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  department: orNull(values.department),
  phoneExtension: orNull(values.phoneExtension),
});

export const newStaffInput = (values: NewStaffValues) => ({
  ...staffDetailsInput(values),
  email: values.email.trim().toLowerCase(),
  roleId: Number(values.roleId),
});

export interface RoleValues {
  roleName: string;
  roleDescription: string;
  permissions: OperatorArea[];
}

export const emptyRole: RoleValues = { roleName: '', roleDescription: '', permissions: [] };

export const roleSchema = yup.object({
  roleName: yup.string().trim().required('Role name is required').max(80, 'Role name must be at most 80 characters'),
  roleDescription: yup.string().trim().max(300, 'Description must be at most 300 characters'),
  permissions: yup.array().of(yup.string().required()).required(),
});

/** The role as the server takes it: the areas each once, in the console's order. */
export const roleInput = (values: RoleValues) => ({
  roleName: values.roleName.trim(),
  roleDescription: orNull(values.roleDescription),
  permissions: grantableAreas.map((area) => area.value).filter((area) => values.permissions.includes(area)),
});
