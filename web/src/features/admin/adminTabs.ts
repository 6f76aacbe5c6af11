/** The portal's sections in the spec's order; the open one is kept in the address as `?tab=<value>`. */
export const adminTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'users', label: 'Users' },
  { value: 'clinics', label: 'Clinics' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'intake', label: 'Intake' },
  { value: 'billing', label: 'Billing' },
  { value: 'revenue', label: 'Revenue' },
  { value: 'sales', label: 'Sales' },
  { value: 'funding', label: 'Funding' },
  { value: 'audit', label: 'Audit' },
  { value: 'health', label: 'Health' },
  { value: 'email', label: 'E-mail' },
  { value: 'settings', label: 'Settings' },
  { value: 'providers', label: 'Providers' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'support', label: 'Support' },
  { value: 'logs', label: 'Logs' },
  { value: 'flags', label: 'Flags' },
  { value: 'staff', label: 'Staff' },
] as const;

export type AdminTab = (typeof adminTabs)[number]['value'];

/** The tab shown when the address names none (or an unknown one): the spec's first, Overview. */
export const DEFAULT_ADMIN_TAB: AdminTab = 'overview';
