import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TitlePage } from '../components/TitlePage';
import { ProvideApollo } from './apollo/ProvideApollo';
import { RequireAuth } from './auth/RequireAuth';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './NotFoundPage';

const SuperAdminLoginPage = lazy(() => import('../features/auth/SuperAdminLoginPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const CasesPage = lazy(() => import('../features/cases/CasesPage'));
const CaseDetailPage = lazy(() => import('../features/cases/detail/CaseDetailPage'));
const EditCasePage = lazy(() => import('../features/cases/edit/EditCasePage'));
const CreateCasePage = lazy(() => import('../features/cases/create/CreateCasePage'));
const AttorneyDetailPage = lazy(() => import('../features/attorneys/AttorneyDetailPage'));
const AttorneysComparisonPage = lazy(() => import('../features/counsel/AttorneysComparisonPage'));
const PatientsPage = lazy(() => import('../features/patients/list/PatientsPage'));
const EditPatientPage = lazy(() => import('../features/patients/edit/EditPatientPage'));
const PatientPage = lazy(() => import('../features/patients/view/PatientPage'));
const CreatePatientPage = lazy(() => import('../features/patients/create/CreatePatientPage'));
const MessagesPage = lazy(() => import('../features/messages/MessagesPage'));
const SchedulePage = lazy(() => import('../features/schedule/SchedulePage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const DevelopersPage = lazy(() => import('../features/developers/DevelopersPage'));
const TasksPage = lazy(() => import('../features/tasks/TasksPage'));
const AutomationPage = lazy(() => import('../features/automation/AutomationPage'));
const AutomationRulePage = lazy(() => import('../features/automation/AutomationRulePage'));
const IntakeDeskPage = lazy(() => import('../features/intake/IntakeDeskPage'));
const MarketingPage = lazy(() => import('../features/marketing/MarketingPage'));
const DocumentsPage = lazy(() => import('../features/documents/DocumentsPage'));
const AttorneyPortalPage = lazy(() => import('../features/attorney-portal/AttorneyPortalPage'));
const BillingPage = lazy(() => import('../features/billing/BillingPage'));
const ClaimsPage = lazy(() => import('../features/claims/ClaimsPage'));
const ClaimPage = lazy(() => import('../features/claims/ClaimPage'));
const AdminPortalPage = lazy(() => import('../features/admin/AdminPortalPage'));
const SalesPage = lazy(() => import('../features/admin/sales/SalesPage'));
const AdminPanelPage = lazy(() => import('../features/admin-panel/AdminPanelPage'));
const ClinicConsolePage = lazy(() => import('../features/clinic-console/ClinicConsolePage'));
const InvitationPage = lazy(() => import('../features/auth/invitation/InvitationPage'));
const PartnerOfferPage = lazy(() => import('../features/funding/PartnerOfferPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/password-reset/ResetPasswordPage'));
const AiDashboardPage = lazy(() => import('../features/ai-dashboard/AiDashboardPage'));
const NoteEditorPage = lazy(() => import('../features/treatment-notes/NoteEditorPage'));
const StartNotePage = lazy(() => import('../features/treatment-notes/StartNotePage'));
const AccountPage = lazy(() => import('../features/account/AccountPage'));
const RecordsRequestsPage = lazy(() => import('../features/records/RecordsRequestsPage'));
const SupportPage = lazy(() => import('../features/support/SupportPage'));
const ProviderDirectoryPage = lazy(() => import('../features/provider-network/ProviderDirectoryPage'));
const ProviderPublicPage = lazy(() => import('../features/provider-network/ProviderPublicPage'));
const ProviderReviewPage = lazy(() => import('../features/provider-network/ProviderReviewPage'));
const NetworkPage = lazy(() => import('../features/provider-network/NetworkPage'));
const PortalApp = lazy(() => import('../features/patient-portal/PortalApp'));
const TestDataPage = lazy(() => import('../features/test-data/TestDataPage'));

/** Protected screens that are not built yet: each shows only its title. */
const titledScreens: ReadonlyArray<{ path: string; title: string }> = [];

/**
 * Every route but the landing page, with the navigation bar and Apollo: one lazily loaded chunk, so a
 * first visit to / downloads none of it.
 */
export default function SignedInApp() {
  return (
    <ProvideApollo>
      <Routes>
        {/* The patient's portal: its own small layout and sign-in with a second factor (decision 415). */}
        <Route path="/portal/*" element={<PortalApp />} />
        <Route element={<Layout />}>
          <Route path="/superadmin" element={<SuperAdminLoginPage />} />
          {/* Outside RequireAuth: an invited user has no password yet; the link's token is the credential. */}
          <Route path="/invitation" element={<InvitationPage />} />
          <Route path="/funding-offer" element={<PartnerOfferPage />} />
          {/* Outside RequireAuth: whoever forgot their password cannot sign in; the emailed token is the credential. */}
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          {/* Outside RequireAuth: the portal and the panel tell anyone but a super admin that access is denied. */}
          <Route path="/admin" element={<AdminPortalPage />} />
          <Route path="/admin/sales" element={<SalesPage />} />
          <Route path="/admin-panel" element={<AdminPanelPage />} />
          {/* Public: the provider directory and pages (the server sends their SEO head); the review link's token is the credential. */}
          <Route path="/providers" element={<ProviderDirectoryPage />} />
          <Route path="/providers/:slug" element={<ProviderPublicPage />} />
          <Route path="/providers/:slug/review" element={<ProviderReviewPage />} />
          <Route element={<RequireAuth />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/ai-dashboard" element={<AiDashboardPage />} />
            <Route path="/cases" element={<CasesPage />} />
            <Route path="/cases/:id" element={<CaseDetailPage />} />
            <Route path="/cases/:id/edit" element={<EditCasePage />} />
            <Route path="/new-case" element={<CreateCasePage />} />
            <Route path="/attorneys" element={<AttorneysComparisonPage />} />
            <Route path="/attorneys/:id" element={<AttorneyDetailPage />} />
            <Route path="/patients" element={<PatientsPage />} />
            <Route path="/patients/:id" element={<PatientPage />} />
            <Route path="/patients/:id/edit" element={<EditPatientPage />} />
            <Route path="/new-patient" element={<CreatePatientPage />} />
            <Route path="/messages" element={<MessagesPage />} />
            <Route path="/schedule" element={<SchedulePage />} />
            <Route path="/notifications" element={<NotificationsPage />} />
            <Route path="/developers" element={<DevelopersPage />} />
            <Route path="/tasks" element={<TasksPage />} />
            <Route path="/automation" element={<AutomationPage />} />
            <Route path="/automation/new" element={<AutomationRulePage />} />
            <Route path="/automation/:id" element={<AutomationRulePage />} />
            <Route path="/intake" element={<IntakeDeskPage />} />
            <Route path="/marketing" element={<MarketingPage />} />
            <Route path="/documents" element={<DocumentsPage />} />
            <Route path="/attorney-portal" element={<AttorneyPortalPage />} />
            <Route path="/billing" element={<BillingPage />} />
            <Route path="/claims" element={<ClaimsPage />} />
            <Route path="/claims/:id" element={<ClaimPage />} />
            <Route path="/clinic" element={<ClinicConsolePage />} />
            <Route path="/notes/new" element={<StartNotePage />} />
            <Route path="/notes/:id" element={<NoteEditorPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/records-requests" element={<RecordsRequestsPage />} />
            <Route path="/support" element={<SupportPage />} />
            <Route path="/network" element={<NetworkPage />} />
            <Route path="/test-data" element={<TestDataPage />} />
            {titledScreens.map(({ path, title }) => (
              <Route key={path} path={path} element={<TitlePage title={title} />} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ProvideApollo>
  );
}
