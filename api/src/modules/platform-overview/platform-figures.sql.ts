import { Role } from '../../platform/access/role';

/**
 * The platform's headline figures, defined once (docs/decisions.md, "Platform figures"). Each is a
 * SQL fragment over a table alias, so the Overview tab, the simple admin panel and the Revenue tab
 * count alike. Values are literals from our own enums, never client input.
 */

/**
 * A clinic that pays its `monthly_rate` (the spec's monthlyBilling): active, and billed (active or
 * overdue). Trials have not paid yet, and suspended or cancelled clinics are not billed.
 */
export const payingClinic = (clinic: string): string =>
  `(${clinic}.is_active AND ${clinic}.billing_status IN ('active', 'overdue'))`;

/**
 * Monthly revenue as an aggregate over `clinics <clinic>`: the sum of the paying clinics' monthly
 * rates, exact (numeric) and always with two decimals ("0.00" when none), as text.
 */
export const monthlyRevenueSum = (clinic: string): string =>
  `round(coalesce(sum(${clinic}.monthly_rate) FILTER (WHERE ${payingClinic(clinic)}), 0), 2)::text`;

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
