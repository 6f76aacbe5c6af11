import type { EntityManager } from 'typeorm';
import { allocateClinicNumber, clinicNumberPrefix } from '../clinics/clinic-numbers';

/** C{clinic}-CLM-{year}-{n}, n six digits, counted per clinic (decision 176). */
export function formatClaimNumber(clinicId: number, year: number, n: number): string {
  return `${clinicNumberPrefix(clinicId)}CLM-${year}-${String(n).padStart(6, '0')}`;
}

export async function allocateClaimNumber(manager: EntityManager, clinicId: number, year: number): Promise<string> {
  return formatClaimNumber(clinicId, year, await allocateClinicNumber(manager, clinicId, 'claim', year));
}
