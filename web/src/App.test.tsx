import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AppRoutes } from './App';
import { AttorneyDetailQuery } from './features/attorneys/attorneyDetailQuery';
import { NextCaseNumberPreviewQuery } from './features/cases/create/NextCaseNumberField';
import { CaseDetailQuery } from './features/cases/detail/caseDetailQuery';
import { CasesQuery } from './features/cases/list/useCaseConnection';
import { DashboardStatsQuery } from './features/dashboard/DashboardStatsSection';
import { RecentCasesQuery } from './features/dashboard/RecentCasesCard';
import { RecentPatientsQuery } from './features/dashboard/RecentPatientsCard';
import { PatientEditQuery } from './features/patients/edit/EditPatientPage';
import { PatientRegistryQuery } from './features/patients/list/usePatientRegistry';
import { aUser, currentUserMock, graphqlError } from './test/fixtures';
import { renderWithProviders } from './test/renderWithProviders';
import { AttorneyPortalSummaryQuery } from './features/attorney-portal/PortalSummaryCards';
import {
  AttorneyPortalMessageAddedSubscription,
  AttorneyRecentMessagesQuery,
} from './features/attorney-portal/recentActivity';
import { DocumentsQuery } from './features/documents/useDocumentConnection';
import { DocumentUploadPolicyQuery } from './features/documents/useUploadPolicy';
import { BillingEntriesQuery } from './features/billing/list/billingEntriesQuery';
import { BillingStatusChangedSubscription } from './features/billing/live/billingStatusChangedSubscription';
import { BillingSummaryQuery } from './features/billing/summary/billingSummaryQuery';
import { ContactMessagesQuery } from './features/admin/contact/contactQueries';
import { pendingMessagingMocks } from './features/messages/test/messageFixtures';
import { LandingPlansQuery } from './features/landing/pricing/plansQuery';
import { WaitlistEntriesQuery, WaitlistStatsQuery } from './features/admin/waitlist/waitlistQueries';
import { PlatformOverviewQuery } from './features/admin/overview/overviewQueries';
import { AdminClinicPlansQuery } from './features/admin/clinics/clinicQueries';
import { TestDataQuery } from './features/test-data/testDataQuery';

/** Each page's own data is tested with the page; here it simply never arrives, whatever the variables. */
const pendingPageData: MockLink.MockedResponse[] = [
  DashboardStatsQuery,
  RecentCasesQuery,
  RecentPatientsQuery,
  PatientRegistryQuery,
  PatientEditQuery,
  CasesQuery,
  CaseDetailQuery,
  NextCaseNumberPreviewQuery,
  AttorneyDetailQuery,
  DocumentsQuery,
  DocumentUploadPolicyQuery,
  AttorneyPortalSummaryQuery,
  AttorneyRecentMessagesQuery,
  AttorneyPortalMessageAddedSubscription,
  BillingSummaryQuery,
  BillingEntriesQuery,
  BillingStatusChangedSubscription,
  LandingPlansQuery,
  WaitlistEntriesQuery,
  WaitlistStatsQuery,
  ContactMessagesQuery,
  PlatformOverviewQuery,
  AdminClinicPlansQuery,
]
  .map((query): MockLink.MockedResponse => ({
    request: { query, variables: () => true },
    delay: Number.POSITIVE_INFINITY,
    maxUsageCount: Number.POSITIVE_INFINITY,
  }))
  .concat(pendingMessagingMocks);

/** /test-data is the super admin's (in demo mode): anyone else is refused, as the server does. */
const testDataRefused: MockLink.MockedResponse = {
  request: { query: TestDataQuery },
  result: { errors: [graphqlError('Only super admins can do this', 'FORBIDDEN')] },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderRoute(route: string, user: ReturnType<typeof aUser> | null) {
  renderWithProviders(<AppRoutes />, { route, mocks: [currentUserMock(user), ...pendingPageData, testDataRefused] });
}

const mainNavigation = { name: 'Main navigation' };

describe('AppRoutes', () => {
  it.each(['/', '/landing'])('shows the landing page at %s without the navigation bar', async (route) => {
    renderRoute(route, null);

    expect(await screen.findByRole('heading', { level: 1, name: 'Casebridge' })).toBeInTheDocument();
    expect(
      screen.getByText('Case management for personal-injury chiropractic clinics and the attorneys they work with'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', mainNavigation)).not.toBeInTheDocument();
  });

  it('shows the 404 page, with the navigation bar, for an unknown route', async () => {
    renderRoute('/no-such-page', null);

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    // The bar is there; its sections are for signed-in users.
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', mainNavigation)).not.toBeInTheDocument();
  });

  it('shows the super admin login to a signed-out visitor, without the signed-in navigation', async () => {
    renderRoute('/superadmin', null);

    expect(await screen.findByRole('heading', { level: 1, name: 'Super Admin Login' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', mainNavigation)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/patients', 'Patients'],
    ['/patients/7', 'Edit Patient'],
    ['/patients/7/edit', 'Edit Patient'],
    ['/cases', 'Cases'],
    ['/cases/12', 'Case Detail'],
    ['/cases/12/edit', 'Edit Case'],
    ['/new-case', 'Create Case'],
    ['/new-patient', 'Create Patient'],
    ['/attorneys/3', 'Attorney Detail'],
    ['/attorney-portal', 'Attorney Portal'],
    ['/messages', 'Secure Messaging'],
    ['/billing', 'Billing & Payments'],
    ['/documents', 'Document Management'],
    ['/ai-dashboard', 'AI Dashboard'],
    ['/test-data', 'Test Data'],
    ['/admin', 'Super Admin Portal'],
    ['/admin/sales', 'Sales Commission Management'],
  ])('shows %s as "%s" with the navigation bar when signed in', async (route, title) => {
    renderRoute(route, aUser());

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', mainNavigation)).toBeInTheDocument();
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
  });

  it('shows a super admin the portal at /admin, with its tabs', async () => {
    renderRoute('/admin', aUser({ role: 'super_admin', clinicId: null, clinic: null, fullName: 'Avery Quinn' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Super Admin Portal' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Admin portal sections' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit Super Admin' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', mainNavigation)).toBeInTheDocument();
  });

  it.each([
    ['a clinic user', aUser()],
    ['a signed-out visitor', null],
  ])('tells %s at /admin that access is denied, without the logged-out redirect', async (_who, user) => {
    renderRoute('/admin', user);

    expect(
      await screen.findByText("Access Denied: You don't have permission to access the admin portal."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
  });

  it.each([
    ['a clinic user', aUser()],
    ['a signed-out visitor', null],
  ])('tells %s at /admin-panel that access is denied, without the logged-out redirect', async (_who, user) => {
    renderRoute('/admin-panel', user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(
      screen.getByText("Access Denied: You don't have permission to access the admin portal."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Billing' })).not.toBeInTheDocument();
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
  });

  it('shows a super admin the simple admin panel at /admin-panel', async () => {
    // The panel's REST calls stay unanswered here; the page tests cover their answers.
    Object.defineProperty(window, 'fetch', { configurable: true, value: () => new Promise(() => undefined) });
    try {
      renderRoute(
        '/admin-panel',
        aUser({ role: 'super_admin', clinicId: null, clinic: null, fullName: 'Avery Quinn' }),
      );

      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Clinic Billing' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Users' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', mainNavigation)).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'fetch');
    }
  });

  it('does not show a protected page to a signed-out visitor', async () => {
    renderRoute('/patients', null);

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Patients' })).not.toBeInTheDocument();
  });
});
