import { Role } from '../../platform/access/role';

/**
 * The platform's headline figures, defined once (docs/decisions.md, "Platform figures"). Each is a
 * SQL fragment over a table alias, so the Overview tab, the simple admin panel and the Revenue tab
 * count alike. Values are literals from our own enums, never client input.
 */

/**
 * A clinic's monthly recurring revenue at a moment: the `mrr` of its latest subscription history row
 * at or before it (decision 119: the period amount per month while active or overdue, else 0), 0 for a
 * clinic with no history yet. One probe of subscription_events_clinic_idx per clinic. The Overview,
 * the simple admin panel, the Billing tab and the Revenue tab all read revenue through this rule.
 */
export const clinicMrrAt = (clinic: string, at = 'now()'): string =>
  `coalesce((SELECT e.mrr FROM subscription_events e
              WHERE e.clinic_id = ${clinic}.id AND e.occurred_at <= ${at}
              ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1), 0)`;

/**
 * Monthly revenue as an aggregate over `clinics <clinic>`: the sum of the clinics' MRR now, exact
 * (numeric) and always with two decimals ("0.00" when none), as text.
 */
export const monthlyRevenueSum = (clinic: string, at = 'now()'): string =>
  `round(coalesce(sum(${clinicMrrAt(clinic, at)}), 0), 2)::text`;

/** The same figure as a scalar subquery, to drop into any SELECT list. */
export const monthlyRevenueSubquery = `(SELECT ${monthlyRevenueSum('revenue_clinic')} FROM clinics revenue_clinic)`;

/** A clinic counted as active on the platform. */
export const activeClinic = (clinic: string): string => `${clinic}.is_active`;

/** A user who may sign in. */
export const activeUser = (user: string): string => `${user}.is_active`;

/** A platform operator's account (active or not). */
export const superAdminUser = (user: string): string => `${user}.role = '${Role.super_admin}'`;

/** A case still being worked: the plan limits' definition (clinics/plan-limits.ts), counted alike everywhere. */
export { activeCase } from '../clinics/plan-limits';
