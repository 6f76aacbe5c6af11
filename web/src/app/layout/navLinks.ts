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

const linksByRole: Record<Role, readonly NavLink[]> = {
  // Tasks are the clinic's own work list (decision 186).
  // Workflow rules are the clinic's own operations too (decision 292).
  // The provider network: referrals, the public profile and reviews (decision 397).
  // The public intake's requests matched to the clinic (decision 406).
  clinic_staff: [...clinicUserLinks, links.tasks, links.automation, links.recordsRequests, links.network, links.intake],
  clinic_admin: [
    ...clinicUserLinks,
    links.tasks,
    links.automation,
    links.recordsRequests,
    links.network,
    links.intake,
    links.clinicSettings,
  ],
  attorney: [
    links.dashboard,
    links.aiDashboard,
    links.cases,
    links.messages,
    links.billing,
    links.documents,
    links.patients,
    links.recordsRequests,
    links.attorneyPortal,
    links.network,
  ],
  super_admin: [...clinicLinks.filter((link) => link !== links.aiDashboard), links.admin],
  // A patient's app is /portal, with its own layout (decision 415): nothing of the clinic's navigation.
  patient: [],
  // Operator staff work in the console only (decision 441).
  operator_staff: [links.admin],
};

export function navLinksFor(role: Role | undefined): NavLink[] {
  return [...(role ? linksByRole[role] : clinicLinks)];
}

/** Prefix matching is by whole path segments: /cases/12 matches Cases, /cases-archive does not. */
export function isNavLinkActive(link: NavLink, pathname: string): boolean {
  if (pathname === link.to) return true;
  return link.match === 'prefix' && pathname.startsWith(`${link.to}/`);
}
