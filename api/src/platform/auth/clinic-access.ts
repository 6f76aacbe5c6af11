import { clinicRoles } from '../access/role';

/** What a user of a clinic the operator has deactivated reads at sign-in (the spec has no text for it). */
export const inactiveClinicMessage = "Your clinic's account is inactive. Please contact support.";

/** The audit reason of that refusal (`login_denied`). */
export const inactiveClinicReason = 'clinic inactive';

/**
 * SQL over `users u`: false for a clinic user whose clinic is inactive. Attorneys and the operator
 * belong to no clinic and are never affected. Sign-in refuses on it, and the session lookup checks
 * it too, so a session opened while the clinic was being deactivated opens nothing.
 */
export const clinicOpenSql = `NOT EXISTS (SELECT 1 FROM clinics inactive_clinic
   WHERE inactive_clinic.id = u.clinic_id AND NOT inactive_clinic.is_active
     AND u.role IN (${clinicRoles.map((role) => `'${role}'`).join(', ')}))`;
