import type { Role } from '../../gql/graphql';
import { restJson } from '../../lib/restJson';

/** The spec's simple admin panel calls (super admin only on the server). */
export const PANEL_USERS_URL = '/api/admin/users';
export const PANEL_CLINICS_URL = '/api/admin/clinics';
export const panelClinicBillingUrl = (clinicId: number) => `/api/admin/clinics/${clinicId}/billing`;

export interface PanelUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  lastLoginAt: string | null;
  clinic: { id: number; name: string } | null;
  attorney: { id: number; name: string | null; firmName: string | null } | null;
}

export interface PanelUsersPage {
  data: PanelUser[];
  totalCount: number;
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** A clinic as the panel needs it (the server sends more). Money is a decimal string ("349.00"). */
export interface PanelClinic {
  id: number;
  name: string;
  isActive: boolean;
  subscriptionPlan: string;
  billingStatus: string;
  monthlyBillingAmount: string;
  plan: { code: string; name: string; monthlyPrice: string };
}

export interface ClinicBillingChange {
  subscriptionPlan: string;
  billingStatus: string;
  /** The plan's monthly price as the panel shows it; the server bills from its plans table. */
  monthlyBillingAmount: string;
}

export function fetchPanelUsers(cursor: string | null, signal?: AbortSignal): Promise<PanelUsersPage> {
  const url = cursor ? `${PANEL_USERS_URL}?cursor=${encodeURIComponent(cursor)}` : PANEL_USERS_URL;
  return restJson<PanelUsersPage>('GET', url, { signal });
}

export async function fetchPanelClinics(signal?: AbortSignal): Promise<PanelClinic[]> {
  return (await restJson<{ data: PanelClinic[] }>('GET', PANEL_CLINICS_URL, { signal })).data;
}

export async function updateClinicBilling(clinicId: number, change: ClinicBillingChange): Promise<PanelClinic> {
  return (await restJson<{ data: PanelClinic }>('PUT', panelClinicBillingUrl(clinicId), { body: change })).data;
}
