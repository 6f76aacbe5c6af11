/**
 * The GraphQL root fields a signed-in patient may call (decision 410): the portal's own, and
 * signing out. Every other @Authorized root field answers FORBIDDEN to a patient, whatever roles it
 * names, so a field added later is closed to patients until it is listed here. Nested fields are
 * reached only through these roots and keep their own rules.
 */
export const patientRootFields: ReadonlySet<string> = new Set([
  'Query.me',
  'Query.portalMe',
  'Query.portalAppointments',
  'Query.portalDocuments',
  'Query.portalStatement',
  'Query.portalMessages',
  'Query.portalFamilyMembers',
  'Mutation.logout',
  'Mutation.portalAppointmentConfirm',
  'Mutation.portalAppointmentCancel',
  'Mutation.portalMessageSend',
  'Mutation.portalPreferencesUpdate',
  'Mutation.portalFamilyGrant',
  'Mutation.portalFamilySetPermission',
  'Mutation.portalFamilyRevoke',
  'Subscription.notificationAdded',
  'Subscription.portalMessageAdded',
]);

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

export const patientMayCall = (parentType: string, fieldName: string): boolean =>
  !rootTypes.has(parentType) || patientRootFields.has(`${parentType}.${fieldName}`);

/**
 * The root fields operator staff may call besides the console's (decision 441): their own session and
 * notifications. Every other @Authorized root field answers FORBIDDEN to operator staff unless its roles
 * name `operator_staff` (the console's operations, each guarded by its area), so no clinic, attorney or
 * patient operation reaches them, whatever it checks further down.
 */
export const operatorStaffRootFields: ReadonlySet<string> = new Set([
  'Query.me',
  'Mutation.logout',
  'Query.notifications',
  'Query.notificationUnreadCount',
  'Query.notificationPreferences',
  'Mutation.notificationMarkRead',
  'Mutation.notificationMarkAllRead',
  'Mutation.notificationPreferenceSet',
  'Subscription.notificationAdded',
]);

export const operatorStaffMayCall = (parentType: string, fieldName: string, roles: readonly string[]): boolean =>
  !rootTypes.has(parentType) ||
  roles.includes('operator_staff') ||
  operatorStaffRootFields.has(`${parentType}.${fieldName}`);
