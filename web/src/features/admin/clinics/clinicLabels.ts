/** The billing statuses a clinic may have (the clinics table's CHECK), in the order the portal offers them. */
export const billingStatuses = ['trial', 'active', 'overdue', 'suspended', 'cancelled'] as const;
export type BillingStatus = (typeof billingStatuses)[number];

export const billingStatusLabels: Record<BillingStatus, string> = {
  trial: 'Trial',
  active: 'Active',
  overdue: 'Overdue',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};

export const billingStatusColors: Record<BillingStatus, 'info' | 'success' | 'warning' | 'error' | 'default'> = {
  trial: 'info',
  active: 'success',
  overdue: 'warning',
  suspended: 'error',
  cancelled: 'default',
};

export function isBillingStatus(value: string | null | undefined): value is BillingStatus {
  return (billingStatuses as readonly string[]).includes(value ?? '');
}

/** The spec's plan for a new clinic (its price comes from the plans table). */
export const NEW_CLINIC_PLAN_CODE = 'starter';
