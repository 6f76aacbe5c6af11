import type { Role } from '../../gql/graphql';
import { paths } from '../paths';

export interface NavLink {
  label: string;
  to: string;
  /** `exact` highlights the link on its own path only; `prefix` also on the paths below it. */
  match: 'exact' | 'prefix';
  /** A live count shown on the link. */
  badge?: 'unreadMessages';
}

const mainLinks: readonly NavLink[] = [
  { label: 'Dashboard', to: paths.dashboard, match: 'exact' },
  { label: 'AI Dashboard', to: paths.aiDashboard, match: 'prefix' },
  { label: 'Patients', to: paths.patients, match: 'prefix' },
  { label: 'Cases', to: paths.cases, match: 'prefix' },
  { label: 'Messages', to: paths.messages, match: 'prefix', badge: 'unreadMessages' },
  { label: 'Billing', to: paths.billing, match: 'prefix' },
  { label: 'Documents', to: paths.documents, match: 'prefix' },
];

const roleLinks: Partial<Record<Role, NavLink>> = {
  attorney: { label: 'Attorney Portal', to: paths.attorneyPortal, match: 'prefix' },
  clinic_admin: { label: 'Clinic Settings', to: paths.clinicConsole, match: 'prefix' },
  super_admin: { label: 'Admin', to: paths.admin, match: 'prefix' },
};

export function navLinksFor(role: Role | undefined): NavLink[] {
  const extra = role && roleLinks[role];
  return extra ? [...mainLinks, extra] : [...mainLinks];
}

/** Prefix matching is by whole path segments: /cases/12 matches Cases, /cases-archive does not. */
export function isNavLinkActive(link: NavLink, pathname: string): boolean {
  if (pathname === link.to) return true;
  return link.match === 'prefix' && pathname.startsWith(`${link.to}/`);
}
