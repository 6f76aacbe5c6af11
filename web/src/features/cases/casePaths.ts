import { paths } from '../../app/paths';

/** Addresses of the case screens and of the screens that open a case's context. */
export const casePaths = {
  list: paths.cases,
  detail: paths.caseDetail,
  edit: (caseId: number) => `/cases/${caseId}/edit`,
  create: '/new-case',
  /** Where Create Case returns: the dashboard's cases view. */
  dashboardList: `${paths.dashboard}?view=cases`,
  aiAnalysis: (caseId: number) => `${paths.aiDashboard}?caseId=${caseId}`,
  documents: (caseId: number) => `${paths.documents}?caseId=${caseId}`,
  /** The case's conversation in Secure Messaging. */
  messages: (caseId: number) => `${paths.messages}?case=${caseId}`,
} as const;
