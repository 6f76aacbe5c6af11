/** Client routes that code links to; the full route table lives in App.tsx. */
export const paths = {
  landing: '/',
  login: '/?login=true',
  dashboard: '/dashboard',
  superAdminLogin: '/superadmin',
  admin: '/admin',
  clinicConsole: '/clinic',
  attorneyPortal: '/attorney-portal',
  aiDashboard: '/ai-dashboard',
  patients: '/patients',
  cases: '/cases',
  messages: '/messages',
  notifications: '/notifications',
  billing: '/billing',
  documents: '/documents',
  caseDetail: (id: number) => `/cases/${id}`,
  patientDetail: (id: number) => `/patients/${id}`,
} as const;
