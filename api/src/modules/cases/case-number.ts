import type { EntityManager } from 'typeorm';
import { allocateClinicNumber, clinicNumberPrefix, peekClinicNumber } from '../clinics/clinic-numbers';

/**
 * CASE-{year}-{n}, n at least 3 digits (PRODUCT.md decision 3), n counted per clinic and the clinic's
 * prefix before it, so it stays unique platform-wide (PRODUCT 11, decision 89): C12-CASE-2026-004.
 */
export function formatCaseNumber(clinicId: number, year: number, n: number): string {
  return `${clinicNumberPrefix(clinicId)}CASE-${year}-${String(n).padStart(3, '0')}`;
}

/** The clinic's next case number of the year, inside the caller's transaction (see allocateClinicNumber). */
export async function allocateCaseNumber(manager: EntityManager, clinicId: number, year: number): Promise<string> {
  return formatCaseNumber(clinicId, year, await allocateClinicNumber(manager, clinicId, 'case', year));
}

/** The operator's preview: without a clinic of their own, the number comes from the patient's clinic. */
export const numberAssignedOnSave = 'Assigned when the case is saved';

/** What the clinic's next number would be now (a preview: the real one is assigned on save). */
export async function previewCaseNumber(manager: EntityManager, clinicId: number, year: number): Promise<string> {
  return formatCaseNumber(clinicId, year, await peekClinicNumber(manager, clinicId, 'case', year));
}
