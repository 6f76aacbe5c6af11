import type { EntityManager } from 'typeorm';
import { allocateClinicNumber } from '../clinics/clinic-numbers';

/** INV-{year}-{n}, n six digits, counted per clinic (decision 89). */
export function formatInvoiceNumber(year: number, n: number): string {
  return `INV-${year}-${String(n).padStart(6, '0')}`;
}

/** The clinic's next invoice number of the year, inside the caller's transaction (see allocateClinicNumber). */
export async function allocateInvoiceNumber(manager: EntityManager, clinicId: number, year: number): Promise<string> {
  return formatInvoiceNumber(year, await allocateClinicNumber(manager, clinicId, 'invoice', year));
}
