import type { Entry } from './matrix-dsl';

/** The operator's console, Audit, Health and Settings tabs, bulk operations: its entries of the authorization matrix. */
export const operatorSystemMatrix: Record<string, Entry> = {};
