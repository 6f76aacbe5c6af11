import type { Entry } from './matrix-dsl';

/** The operator's console, Users tab: roles, activation, force logout, new accounts: its entries of the authorization matrix. */
export const operatorUsersMatrix: Record<string, Entry> = {};
