import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RequireAuth } from './app/auth/RequireAuth';
import { Layout } from './app/layout/Layout';
import { NotFoundPage } from './app/NotFoundPage';
import { RootErrorBoundary } from './app/RootErrorBoundary';
import { ToastProvider } from './app/toast/ToastProvider';
import { LoadingState } from './components/LoadingState';
import { TitlePage } from './components/TitlePage';
import { theme } from './theme';

const LandingPage = lazy(() => import('./features/landing/LandingPage'));
const SuperAdminLoginPage = lazy(() => import('./features/auth/SuperAdminLoginPage'));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage'));
const CasesPage = lazy(() => import('./features/cases/CasesPage'));
const CaseDetailPage = lazy(() => import('./features/cases/detail/CaseDetailPage'));
const EditCasePage = lazy(() => import('./features/cases/edit/EditCasePage'));
const CreateCasePage = lazy(() => import('./features/cases/create/CreateCasePage'));
const AttorneyDetailPage = lazy(() => import('./features/attorneys/AttorneyDetailPage'));
const PatientsPage = lazy(() => import('./features/patients/list/PatientsPage'));
const EditPatientPage = lazy(() => import('./features/patients/edit/EditPatientPage'));
const CreatePatientPage = lazy(() => import('./features/patients/create/CreatePatientPage'));
const MessagesPage = lazy(() => import('./features/messages/MessagesPage'));
const DocumentsPage = lazy(() => import('./features/documents/DocumentsPage'));
const AttorneyPortalPage = lazy(() => import('./features/attorney-portal/AttorneyPortalPage'));
const BillingPage = lazy(() => import('./features/billing/BillingPage'));
const AdminPortalPage = lazy(() => import('./features/admin/AdminPortalPage'));

/** Protected screens that are not built yet: each shows only its title. */
const titledScreens: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/ai-dashboard', title: 'AI Dashboard' },
  { path: '/test-data', title: 'Test Data' },
  { path: '/admin/sales', title: 'Sales Commission Management' },
  { path: '/admin-panel', title: 'Admin Panel' },
];

/** Every route of the spec's route table, plus /cases/:id/edit, /superadmin and /admin/sales. */
export function AppRoutes() {
  return (
    <RootErrorBoundary>
      <Suspense fallback={<LoadingState fullScreen />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/landing" element={<LandingPage />} />
          <Route element={<Layout />}>
            <Route path="/superadmin" element={<SuperAdminLoginPage />} />
            {/* Outside RequireAuth: the portal itself tells anyone but a super admin that access is denied. */}
            <Route path="/admin" element={<AdminPortalPage />} />
            <Route element={<RequireAuth />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/cases" element={<CasesPage />} />
              <Route path="/cases/:id" element={<CaseDetailPage />} />
              <Route path="/cases/:id/edit" element={<EditCasePage />} />
              <Route path="/new-case" element={<CreateCasePage />} />
              <Route path="/attorneys/:id" element={<AttorneyDetailPage />} />
              <Route path="/patients" element={<PatientsPage />} />
              <Route path="/patients/:id" element={<EditPatientPage />} />
              <Route path="/patients/:id/edit" element={<EditPatientPage />} />
              <Route path="/new-patient" element={<CreatePatientPage />} />
              <Route path="/messages" element={<MessagesPage />} />
              <Route path="/documents" element={<DocumentsPage />} />
              <Route path="/attorney-portal" element={<AttorneyPortalPage />} />
              <Route path="/billing" element={<BillingPage />} />
              {titledScreens.map(({ path, title }) => (
                <Route key={path} path={path} element={<TitlePage title={title} />} />
              ))}
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RootErrorBoundary>
  );
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <BrowserRouter>
          <ToastProvider>
            <AppRoutes />
          </ToastProvider>
        </BrowserRouter>
      </ApolloProvider>
    </ThemeProvider>
  );
}
