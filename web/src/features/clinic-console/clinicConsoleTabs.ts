/** The clinic console's sections; the open one is kept in the address as `?tab=<value>`. */
export const clinicConsoleTabs = [
  { value: 'users', label: 'Users' },
  { value: 'profile', label: 'Profile' },
  { value: 'scheduling', label: 'Scheduling' },
  { value: 'plan', label: 'Plan & usage' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'fee-schedule', label: 'Fee schedule' },
  { value: 'webhooks', label: 'Webhooks' },
  { value: 'reminders', label: 'Reminders' },
  { value: 'alerts', label: 'Alerts' },
] as const;

export type ClinicConsoleTab = (typeof clinicConsoleTabs)[number]['value'];

export const DEFAULT_CLINIC_CONSOLE_TAB: ClinicConsoleTab = 'users';
