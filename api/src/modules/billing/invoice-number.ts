import type { EntityManager } from 'typeorm';
import { allocateClinicNumber, clinicNumberPrefix } from '../clinics/clinic-numbers';

/** INV-{year}-{n}, n six digits, counted per clinic, after the clinic's prefix (decision 89). */
export function formatInvoiceNumber(clinicId: number, year: number, n: number): string {
  return `${clinicNumberPrefix(clinicId)}INV-${year}-${String(n).padStart(6, '0')}`;
}

/** The clinic's next invoice number of the year, inside the caller's transaction (see allocateClinicNumber). */
export async function allocateInvoiceNumber(manager: EntityManager, clinicId: number, year: number): Promise<string> {
  return formatInvoiceNumber(clinicId, year, await allocateClinicNumber(manager, clinicId, 'invoice', year));
}
