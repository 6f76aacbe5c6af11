import type { Entry } from './matrix-dsl';

/** The operator's console, Overview tab: platform figures and the full export: its entries of the authorization matrix. */
export const operatorOverviewMatrix: Record<string, Entry> = {};
