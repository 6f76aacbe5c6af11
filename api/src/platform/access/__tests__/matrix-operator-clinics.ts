import type { Entry } from './matrix-dsl';

/** The operator's console, Clinics tab and the simple admin panel (/admin-panel, /api/admin/*): its entries of the authorization matrix. */
export const operatorClinicsMatrix: Record<string, Entry> = {};
