/** The Audit tab's filters as typed; blank means "any". Dates are YYYY-MM-DD, read as whole UTC days. */
export interface AuditFilterValues {
  action: string;
  entityType: string;
  from: string;
  to: string;
  actor: string;
}

export const noAuditFilters: AuditFilterValues = { action: '', entityType: '', from: '', to: '', actor: '' };

export const DATE_ORDER_MESSAGE = 'The "to" date must be the same as or after the "from" date';

/** A problem the server would refuse anyway, shown under the "to" date before asking. */
export function dateOrderError(values: Pick<AuditFilterValues, 'from' | 'to'>): string | null {
  return values.from && values.to && values.to < values.from ? DATE_ORDER_MESSAGE : null;
}

/** The filter to send: only the fields that are set. */
export function auditFilterInput(values: AuditFilterValues) {
  return {
    action: values.action || null,
    entityType: values.entityType || null,
    from: values.from || null,
    to: values.to || null,
    actor: values.actor.trim() || null,
  };
}

export const hasAuditFilters = (values: AuditFilterValues) =>
  Object.values(auditFilterInput(values)).some((value) => value !== null);
