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

const links = {
  dashboard: { label: 'Dashboard', to: paths.dashboard, match: 'exact' },
  aiDashboard: { label: 'AI Dashboard', to: paths.aiDashboard, match: 'prefix' },
  patients: { label: 'Patients', to: paths.patients, match: 'prefix' },
  cases: { label: 'Cases', to: paths.cases, match: 'prefix' },
  schedule: { label: 'Schedule', to: paths.schedule, match: 'prefix' },
  messages: { label: 'Messages', to: paths.messages, match: 'prefix', badge: 'unreadMessages' },
  tasks: { label: 'Tasks', to: paths.tasks, match: 'prefix' },
  automation: { label: 'Automation', to: paths.automation, match: 'prefix' },
  intake: { label: 'Intake', to: paths.intake, match: 'prefix' },
  marketing: { label: 'Marketing', to: paths.marketing, match: 'prefix' },
  billing: { label: 'Billing', to: paths.billing, match: 'prefix' },
  claims: { label: 'Claims', to: paths.claims, match: 'prefix' },
  documents: { label: 'Documents', to: paths.documents, match: 'prefix' },
  attorneyPortal: { label: 'Attorney Portal', to: paths.attorneyPortal, match: 'prefix' },
  clinicSettings: { label: 'Clinic Settings', to: paths.clinicConsole, match: 'prefix' },
  admin: { label: 'Admin', to: paths.admin, match: 'prefix' },
  recordsRequests: { label: 'Records requests', to: paths.recordsRequests, match: 'prefix' },
  network: { label: 'Network', to: paths.network, match: 'prefix' },
} as const satisfies Record<string, NavLink>;

/** The spec's bar, for clinic users (and before anyone is known). */
const clinicLinks: readonly NavLink[] = [
  links.dashboard,
  links.aiDashboard,
  links.patients,
  links.cases,
  links.messages,
  links.billing,
  links.documents,
];

/**
 * Each role's bar follows the server's rules: attorneys read their cases' patients (read-only), cases,
 * messages, submitted bills and documents, the AI dashboard over their own cases, and have their portal;
 * the operator has no AI scope (decision 195) and runs the platform from Admin.
 */
/**
 * The clinic's own users also have the schedule and file insurance claims; the operator reads clinics'
 * calendars and claims through the API.
 */
const clinicUserLinks: readonly NavLink[] = [
  ...clinicLinks.slice(0, 4),
  links.schedule,
  ...clinicLinks.slice(4, 6),
  links.claims,
  ...clinicLinks.slice(6),
];

/**
 * Each role's bar in two parts: the sections used all day stay in view, the rest open from "More"
 * (the bar had grown to 15 links). On a phone the drawer lists both, the second under "More".
 */
export interface NavSections {
  primary: readonly NavLink[];
  more: readonly NavLink[];
}

/** The clinic's own work beyond the main sections, for staff and admins alike. */
const clinicMore: readonly NavLink[] = [
  // Tasks are the clinic's own work list (decision 186).
  links.tasks,
  // Workflow rules are the clinic's own operations too (decision 292).
  links.automation,
  links.recordsRequests,
  // The provider network: referrals, the public profile and reviews (decision 397).
  links.network,
  // The public intake's requests matched to the clinic (decision 406).
  links.intake,
  // Marketing and CRM: staff read and log activities, admins manage (decision 460).
  links.marketing,
];

const sectionsByRole: Record<Role, NavSections> = {
  clinic_staff: { primary: clinicUserLinks, more: clinicMore },
  clinic_admin: { primary: clinicUserLinks, more: [...clinicMore, links.clinicSettings] },
  attorney: {
    primary: [
      links.dashboard,
      links.aiDashboard,
      links.cases,
      links.messages,
      links.billing,
      links.documents,
      links.patients,
      links.attorneyPortal,
    ],
    more: [links.recordsRequests, links.network],
  },
  super_admin: { primary: [...clinicLinks.filter((link) => link !== links.aiDashboard), links.admin], more: [] },
  // A patient's app is /portal, with its own layout (decision 415): nothing of the clinic's navigation.
  patient: { primary: [], more: [] },
  // Operator staff work in the console only (decision 441).
  operator_staff: { primary: [links.admin], more: [] },
};

export function navSectionsFor(role: Role | undefined): NavSections {
  return role ? sectionsByRole[role] : { primary: clinicLinks, more: [] };
}

/** Every link of the role's bar, "More" included, in order. */
export function navLinksFor(role: Role | undefined): NavLink[] {
  const { primary, more } = navSectionsFor(role);
  return [...primary, ...more];
}

/** Prefix matching is by whole path segments: /cases/12 matches Cases, /cases-archive does not. */
export function isNavLinkActive(link: NavLink, pathname: string): boolean {
  if (pathname === link.to) return true;
  return link.match === 'prefix' && pathname.startsWith(`${link.to}/`);
}
