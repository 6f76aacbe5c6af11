import { paths } from '../../app/paths';

/** The dashboard's views, chosen by `?view=` (spec: "other views may be reached by /dashboard?view=cases"). */
export type DashboardView = 'summary' | 'cases' | 'overview';

export const dashboardViews: ReadonlyArray<{ view: DashboardView; label: string; to: string }> = [
  { view: 'summary', label: 'Summary', to: paths.dashboard },
  { view: 'cases', label: 'All Cases', to: `${paths.dashboard}?view=cases` },
  { view: 'overview', label: 'Platform Overview', to: `${paths.dashboard}?view=overview` },
];

export function dashboardViewOf(viewParam: string | null): DashboardView {
  return viewParam === 'cases' || viewParam === 'overview' ? viewParam : 'summary';
}
