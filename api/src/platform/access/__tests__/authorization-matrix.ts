import { Role } from '../role';
import {
  everyone,
  clinicAndOperator,
  clinicOnly,
  caseAttorneyOnly,
  operatorOnly,
  operatorAndClinicAdmin,
  eachOwn,
  eachOwnWithStaff,
  gql,
  byId,
  input,
  rest,
  ws,
  nodeIds,
  listIds,
  restIds,
  csvCaseNumbers,
  patientDetails,
  patientAddress,
  newCase,
  attorneyDetails,
  type Entry,
} from './matrix-dsl';
import { operatorClinicsMatrix } from './matrix-operator-clinics';
import { operatorOverviewMatrix } from './matrix-operator-overview';
import { operatorRevenueMatrix } from './matrix-operator-revenue';
import { salesMatrix } from './matrix-sales';
import { operatorSystemMatrix } from './matrix-operator-system';
import { operatorBillingMatrix } from './matrix-operator-billing';
import { operatorUsersMatrix } from './matrix-operator-users';
import { clinicConsoleMatrix } from './matrix-clinic-console';
import { treatmentNotesMatrix } from './matrix-treatment-notes';
import { schedulingMatrix } from './matrix-scheduling';
import { subscriptionsMatrix } from './matrix-subscriptions';
import { tasksMatrix } from './matrix-tasks';
import { timelineMatrix } from './matrix-timeline';
import { webhooksMatrix } from './matrix-webhooks';
import { remindersMatrix } from './matrix-reminders';
import { portalMatrix } from './matrix-portal';
import { settlementMatrix } from './matrix-settlement';
import { recordsMatrix } from './matrix-records';
import { alertsMatrix } from './matrix-alerts';
import { providerNetworkMatrix } from './matrix-provider-network';
import { automationMatrix } from './matrix-automation';
import { counselMatrix } from './matrix-counsel';
import { fundingMatrix } from './matrix-funding';
import { supportMatrix } from './matrix-support';
import { aiPredictionsMatrix } from './matrix-ai-predictions';
import { aiDocumentsMatrix } from './matrix-ai-documents';
import { claimsMatrix } from './matrix-claims';
import { aiInsightsMatrix } from './matrix-ai-insights';
import { aiChatMatrix } from './matrix-ai-chat';
import { apiTokensMatrix } from './matrix-api-tokens';
import { intakeMatrix } from './matrix-intake';
import { marketingMatrix } from './matrix-marketing';
import { staffMatrix } from './matrix-staff';
import { demoResetMatrix } from './matrix-demoreset';

/**
 * THE AUTHORIZATION MATRIX: every GraphQL operation and every REST route the app serves, and what
 * each role may do with it. authorization-matrix.test.ts fails when an operation or route has no
 * entry here, or when an entry names something that no longer exists: a new operation cannot ship
 * unchecked. Add the entry in the same change as the operation.
 *
 * Keys: `Query.x`, `Mutation.x`, `Subscription.x` for GraphQL; `METHOD /path` (as declared on the
 * Express router) for REST. An entry is either `{ public: 'why' }` or a list of checks.
 *
 * Verdicts, per role (clinic_staff, clinic_admin, attorney, super_admin):
 *   allow   The role's own record is answered. Every record out of its scope (another clinic's,
 *           another attorney's case, a case with no attorney) gets exactly the answer of a missing
 *           id (same status, code, message, or the same null / empty list), and writes nothing.
 *   any     Every tenant's record is in scope (the operator): another clinic's record is answered.
 *   forbid  A role rule refuses the role even on its own record: FORBIDDEN (403). Out-of-scope
 *           ids still answer exactly as a missing one, and nothing is written.
 *   hidden  The role never reads such records: every id, its own clinic's included, answers
 *           exactly as a missing one (404), and nothing is written.
 * For checks without a target id: allow/any = answered (lists: every row in the role's scope),
 * forbid = FORBIDDEN.
 *
 * Every non-public check also proves a signed-out caller is refused (GraphQL UNAUTHENTICATED with
 * no data, REST 401, WebSocket connection refused) and that nothing is written.
 */

export type { Call, CallArgs, Check, Entry, Verdict, Verdicts } from './matrix-dsl';

// --- The matrix ---------------------------------------------------------------------------------

export const matrix: Record<string, Entry> = {
  // Sign-in and the session
  'Query.me': { public: 'Answers null to a signed-out caller: the web app asks who, if anyone, is signed in' },
  'Mutation.login': { public: 'Signing in is how a session starts' },
  'Mutation.logout': [
    {
      label: 'ends the session',
      call: gql('mutation { logout }'),
      roles: { ...everyone, patient: 'allow', operator_staff: 'allow' },
      ownSession: true,
    },
  ],
  'POST /api/auth/login': { public: 'Signing in is how a session starts' },
  'POST /api/auth/logout': { public: 'Ends the presented session if there is one; harmless (and empty) without' },
  'GET /api/login': {
    public: 'A redirect to the sign-in dialog, or to the default external sign-in when one is configured; no data',
  },
  'GET /api/auth/login': { public: 'A redirect to the sign-in dialog; no data' },
  'Mutation.superAdminSignIn': {
    public: "The super admin's password step; its session can only answer the second factor",
  },
  'Mutation.superAdminVerify': { public: 'The second factor of a pending super admin session; nothing without one' },
  'POST /superadmin/api/login': {
    public: "The super admin's password step; its session can only answer the second factor",
  },
  'POST /superadmin/api/verify': { public: 'The second factor of a pending super admin session; nothing without one' },
  'POST /superadmin/api/logout': { public: 'Ends the presented session if there is one; harmless (and empty) without' },
  'GET /superadmin/api/auth-check': [{ label: 'the signed-in super admin', call: rest(), roles: operatorOnly }],
  'GET /api/auth/user': [{ label: 'the signed-in user', call: rest(), roles: everyone }],
  // External sign-in (OpenID Connect): redirects only; proven in platform/auth/oidc/__tests__/oidc.test.ts
  'Query.authProviders': { public: 'The login dialog lists the configured external sign-in providers: ids and labels' },
  'Query.externalLoginErrorMessage': {
    public: 'The login dialog turns a refused external sign-in code into its message; a fixed table, no data',
  },
  'GET /api/auth/oidc/:provider/start': {
    public: 'Starting an external sign-in: records a single-use attempt and redirects to the provider',
  },
  'GET /api/auth/oidc/:provider/callback': {
    public: 'Where the provider sends the browser back; signs in only with the attempt cookie and a valid ID token',
  },
  'POST /api/auth/oidc/:provider/callback': {
    public: "Apple's form_post answer: redirected to the GET callback with its parameters; reads and writes nothing",
  },
  // The public landing page
  'Query.plans': { public: 'The pricing section: plan names, prices and limits, no tenant data' },
  'Mutation.waitlistJoin': { public: "The landing page's waitlist form; writes only the visitor's own row" },
  'POST /api/waitlist': { public: "The landing page's waitlist form; writes only the visitor's own row" },
  'Mutation.contactMessageSend': { public: "The landing page's contact form; answers only the new message's id" },
  'POST /api/contact': { public: "The landing page's contact form; answers only the new message's id" },
  // The operator's console (super admin with a verified second factor)
  'Query.waitlistEntries': [
    { label: 'list', call: gql('{ waitlistEntries(first: 5) { nodes { id } totalCount } }'), roles: operatorOnly },
  ],
  'Query.waitlistStats': [{ label: 'cards', call: gql('{ waitlistStats { total pending } }'), roles: operatorOnly }],
  'Mutation.waitlistEntrySetContacted': [
    {
      label: 'toggle',
      call: gql('mutation($id: Int!) { waitlistEntrySetContacted(id: $id, isContacted: true) { id } }', (a) => ({
        id: a.world.waitlist.changeId,
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.waitlistEntrySetNotes': [
    {
      label: 'notes',
      call: gql(
        'mutation($id: Int!) { waitlistEntrySetNotes(id: $id, input: { notes: "Called twice" }) { id } }',
        (a) => ({ id: a.world.waitlist.changeId }),
      ),
      roles: operatorOnly,
    },
  ],
  'Mutation.waitlistEntryDelete': [
    {
      label: 'delete',
      call: gql('mutation($id: Int!) { waitlistEntryDelete(id: $id) }', (a) => ({
        id: a.world.waitlist.deleteIds.graphql,
      })),
      roles: operatorOnly,
    },
  ],
  'Query.contactMessages': [
    { label: 'inbox', call: gql('{ contactMessages(first: 5) { nodes { id } openCount } }'), roles: operatorOnly },
  ],
  'Mutation.contactMessageSetHandled': [
    {
      label: 'handled',
      call: gql('mutation($id: Int!) { contactMessageSetHandled(id: $id, handled: true) { id } }', (a) => ({
        id: a.world.contactMessageId,
      })),
      roles: operatorOnly,
    },
  ],
  'GET /superadmin/api/waitlist': [{ label: 'list', call: rest(), roles: operatorOnly }],
  'PUT /superadmin/api/waitlist/:id/contact': [
    {
      label: 'toggle',
      call: rest({
        path: (a) => `/superadmin/api/waitlist/${a.world.waitlist.changeId}/contact`,
        body: () => ({ isContacted: false }),
      }),
      roles: operatorOnly,
    },
  ],
  'PUT /superadmin/api/waitlist/:id/notes': [
    {
      label: 'notes',
      call: rest({
        path: (a) => `/superadmin/api/waitlist/${a.world.waitlist.changeId}/notes`,
        body: () => ({ notes: 'Sent pricing' }),
      }),
      roles: operatorOnly,
    },
  ],
  'DELETE /superadmin/api/waitlist/:id': [
    {
      label: 'delete',
      call: rest({ path: (a) => `/superadmin/api/waitlist/${a.world.waitlist.deleteIds.rest}` }),
      roles: operatorOnly,
    },
  ],
  'GET /healthz': { public: 'Liveness probe for the load balancer; no data' },
  'GET /readyz': { public: 'Readiness probe (database up, migrations applied); no data' },

  // Patients
  'Query.patients': [
    {
      label: 'list',
      call: gql('{ patients(first: 100, sortBy: createdAt, sortDirection: desc) { nodes { id } totalCount } }'),
      roles: everyone,
      rows: { kind: 'patient', ids: nodeIds('patients') },
    },
  ],
  'Query.patient': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { patient(id: $id) { id fullName cases { id } statusHistory { newStatus } } }'),
      target: 'patient',
      roles: everyone,
    },
  ],
  'Query.recentPatients': [
    {
      label: 'list',
      call: gql('{ recentPatients(limit: 100) { id } }'),
      roles: everyone,
      rows: { kind: 'patient', ids: listIds('recentPatients') },
    },
  ],
  'Mutation.patientQuickAdd': [
    {
      label: 'create',
      call: input('mutation($input: PatientQuickAddInput!) { patientQuickAdd(input: $input) { id } }', () => ({
        firstName: 'Quinn',
        lastName: 'Matrix',
      })),
      roles: clinicOnly,
    },
  ],
  'Mutation.patientCreate': [
    {
      label: 'create',
      call: input('mutation($input: PatientCreateInput!) { patientCreate(input: $input) { id } }', patientDetails),
      roles: clinicOnly,
    },
  ],
  'Mutation.patientUpdate': [
    {
      label: 'by id',
      call: gql(
        'mutation($id: Int!, $input: PatientUpdateInput!) { patientUpdate(id: $id, input: $input) { id } }',
        (a) => ({
          id: a.id,
          input: { ...patientDetails(), ...patientAddress },
        }),
      ),
      target: 'patient',
      roles: clinicAndOperator,
      fresh: true,
    },
  ],
  'GET /api/patients': [
    {
      label: 'list',
      call: rest({ path: () => '/api/patients?limit=100&sortBy=createdAt&sortDirection=desc' }),
      roles: everyone,
      rows: { kind: 'patient', ids: restIds },
    },
  ],
  'POST /api/patients': [{ label: 'create', call: rest({ body: () => patientDetails() }), roles: clinicOnly }],
  'GET /api/patients/:id': [{ label: 'by id', call: rest(), target: 'patient', roles: everyone }],
  'PUT /api/patients/:id': [
    {
      label: 'by id',
      call: rest({
        body: () => ({ ...patientDetails(), ...patientAddress }),
        headers: (a): Record<string, string> => (a.csrfToken ? { 'x-csrf-token': a.csrfToken } : {}),
      }),
      target: 'patient',
      roles: clinicAndOperator,
      fresh: true,
    },
  ],

  // Attorneys (a directory shared by every clinic; an attorney reads only their own record)
  'Query.attorneys': [
    {
      label: 'list',
      call: gql('{ attorneys(first: 100) { nodes { id } totalCount } }'),
      roles: everyone,
      rows: { kind: 'attorney', ids: nodeIds('attorneys') },
    },
  ],
  'Query.attorney': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { attorney(id: $id) { id fullName caseCount cases { id } } }'),
      target: 'attorney',
      roles: everyone,
    },
  ],
  'Mutation.attorneyCreate': [
    {
      label: 'create',
      call: input('mutation($input: AttorneyCreateInput!) { attorneyCreate(input: $input) { id } }', attorneyDetails),
      roles: clinicAndOperator,
    },
  ],
  'GET /api/attorneys': [
    {
      label: 'list',
      call: rest({ path: () => '/api/attorneys?limit=100' }),
      roles: everyone,
      rows: { kind: 'attorney', ids: restIds },
    },
  ],
  'POST /api/attorneys': [{ label: 'create', call: rest({ body: attorneyDetails }), roles: clinicAndOperator }],
  'GET /api/attorneys/:id': [{ label: 'by id', call: rest(), target: 'attorney', roles: everyone }],

  // Cases
  'Query.cases': [
    {
      label: 'list',
      call: gql('{ cases(first: 100) { nodes { id } totalCount totalInScope } }'),
      roles: everyone,
      rows: { kind: 'case', ids: nodeIds('cases') },
    },
  ],
  'Query.case': [
    {
      label: 'by id',
      call: byId(
        'query($id: Int!) { case(id: $id) { id caseNumber patient { id } attorney { id } transfers { id } } }',
      ),
      target: 'case',
      roles: everyone,
    },
  ],
  'Query.recentCases': [
    {
      label: 'list',
      call: gql('{ recentCases(limit: 100) { id } }'),
      roles: everyone,
      rows: { kind: 'case', ids: listIds('recentCases') },
    },
  ],
  'Query.nextCaseNumberPreview': [
    { label: 'preview', call: gql('{ nextCaseNumberPreview }'), roles: clinicAndOperator },
  ],
  'Mutation.caseCreate': [
    {
      label: 'for a patient',
      call: input('mutation($input: CaseCreateInput!) { caseCreate(input: $input) { id } }', newCase),
      target: 'patient',
      roles: clinicAndOperator,
      fresh: true,
    },
  ],
  'Mutation.caseUpdate': [
    {
      label: 'by id',
      call: gql('mutation($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { id } }', (a) => ({
        id: a.id,
        input: { caseType: 'slip_fall', status: 'attorney_review', accidentDate: '2024-02-01', description: 'Edited' },
      })),
      target: 'case',
      roles: clinicAndOperator,
      fresh: true,
    },
  ],
  'Mutation.caseTransfer': [
    {
      label: 'by id',
      call: gql(
        'mutation($id: Int!, $input: CaseTransferInput!) { caseTransfer(id: $id, input: $input) { id } }',
        (a) => ({
          id: a.id,
          // Own cases are attorney X's (the operator's: attorney Y's): move each to the other one.
          input: {
            toAttorneyId: a.role === Role.super_admin ? a.world.attorneyX.id : a.world.attorneyY.id,
            reason: 'Client changed firms',
          },
        }),
      ),
      target: 'case',
      roles: clinicAndOperator,
      fresh: true,
    },
  ],
  'GET /api/cases': [
    {
      label: 'list',
      call: rest({ path: () => '/api/cases?limit=100' }),
      roles: everyone,
      rows: { kind: 'case', ids: restIds },
    },
  ],
  'GET /api/v1/cases': [
    {
      label: 'list',
      call: rest({ path: () => '/api/v1/cases?limit=100' }),
      roles: everyone,
      rows: { kind: 'case', ids: restIds },
    },
  ],
  'GET /api/cases/:id': [{ label: 'by id', call: rest(), target: 'case', roles: everyone }],
  'POST /api/cases': [
    { label: 'for a patient', call: rest({ body: newCase }), target: 'patient', roles: clinicAndOperator, fresh: true },
  ],
  'GET /api/audit-log': [
    {
      label: 'of a case',
      call: rest({ path: (a) => `/api/audit-log?entityType=case&entityId=${a.id}` }),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'of a patient',
      call: rest({ path: (a) => `/api/audit-log?entityType=patient&entityId=${a.id}` }),
      target: 'patient',
      roles: everyone,
    },
  ],

  // Dashboard and the attorney portal
  'Query.dashboardStats': [
    {
      label: 'figures',
      call: gql('{ dashboardStats { activeCases activePatients pendingTasks monthlyRevenue } }'),
      roles: everyone,
      summary: true,
    },
  ],
  'GET /api/dashboard/stats': [{ label: 'figures', call: rest(), roles: everyone, summary: true }],
  'Query.attorneyPortalSummary': [
    {
      label: 'figures',
      call: gql('{ attorneyPortalSummary { activeCases settledCases averageSettlement answeredMessages } }'),
      roles: caseAttorneyOnly,
      summary: true,
    },
  ],
  'Query.attorneyDashboard': [
    {
      label: 'figures',
      call: gql(
        '{ attorneyDashboard { clinics { clinicId totalCases } waiting { kind caseId } waitingCounts { counterOffers newDocuments unreadMessages submittedBills } } }',
      ),
      roles: caseAttorneyOnly,
      summary: true,
    },
  ],
  'GET /api/attorney-portal/dashboard': [{ label: 'figures', call: rest(), roles: caseAttorneyOnly, summary: true }],
  'GET /api/attorney-portal/cases.csv': [
    {
      label: 'export',
      call: rest(),
      roles: caseAttorneyOnly,
      summary: true,
      rows: { kind: 'caseNumber', ids: csvCaseNumbers },
    },
  ],

  // Messages
  'Query.messages': [
    {
      label: 'of a case',
      call: byId('query($id: Int) { messages(caseId: $id, first: 100) { nodes { id } } }'),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'list',
      call: gql('{ messages(first: 100) { nodes { id } } }'),
      roles: everyone,
      rows: { kind: 'message', ids: nodeIds('messages') },
    },
    {
      label: 'searched',
      call: gql('{ messages(first: 100, filter: { search: "e" }) { nodes { id } } }'),
      roles: everyone,
      rows: { kind: 'message', ids: nodeIds('messages') },
    },
  ],
  'Query.messageConversations': [
    {
      label: 'list',
      call: gql('{ messageConversations(first: 100) { nodes { caseId } } }'),
      roles: everyone,
      rows: {
        kind: 'case',
        ids: (body) =>
          (
            (body as { data: { messageConversations?: { nodes: { caseId: number }[] } } }).data.messageConversations
              ?.nodes ?? []
          ).map((node) => node.caseId),
      },
    },
  ],
  'Query.unreadMessageCount': [{ label: 'count', call: gql('{ unreadMessageCount }'), roles: everyone, summary: true }],
  'Mutation.messageSend': [
    {
      label: 'on a case',
      call: input('mutation($input: MessageSendInput!) { messageSend(input: $input) { id } }', (a) => ({
        caseId: a.id,
        subject: 'Matrix',
        content: 'Checking in',
      })),
      target: 'case',
      roles: everyone,
    },
  ],
  'Mutation.messagesMarkRead': [
    {
      label: 'by id',
      call: gql('mutation($ids: [Int!]!) { messagesMarkRead(ids: $ids) }', (a) => ({ ids: [a.id] })),
      target: 'message',
      roles: everyone,
      fresh: true,
      // An internal message on the attorney's own case must look like a missing one too.
      extraForeign: (world, role) => (role === Role.attorney ? [world.shared.home.internalMessageId] : []),
    },
  ],
  'Mutation.messagesMarkAllRead': [
    {
      label: 'of a case',
      call: gql('mutation($id: Int) { messagesMarkAllRead(caseId: $id) }', (a) => ({ id: a.id })),
      target: 'case',
      roles: everyone,
      fresh: true,
    },
  ],
  'Subscription.messageAdded': [
    {
      label: 'of a case',
      call: ws('subscription($id: Int) { messageAdded(caseId: $id) { id } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'GET /api/messages': [
    {
      label: 'of a case',
      call: rest({ path: (a) => `/api/messages?caseId=${a.id}&limit=100` }),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'list',
      call: rest({ path: () => '/api/messages?limit=100' }),
      roles: everyone,
      rows: { kind: 'message', ids: restIds },
    },
  ],
  'POST /api/messages': [
    {
      label: 'on a case',
      call: rest({ body: (a) => ({ caseId: a.id, subject: 'Matrix', content: 'Checking in' }) }),
      target: 'case',
      roles: everyone,
    },
  ],

  // Notifications: a person's own, for every role (the operator too); another's is "not found"
  'Query.notifications': [
    {
      label: 'list',
      call: gql('{ notifications(first: 100) { nodes { id } } }'),
      roles: eachOwnWithStaff,
      rows: { kind: 'notification', ids: nodeIds('notifications') },
    },
  ],
  'Query.notificationUnreadCount': [
    { label: 'count', call: gql('{ notificationUnreadCount }'), roles: eachOwnWithStaff },
  ],
  'Query.notificationPreferences': [
    { label: 'own', call: gql('{ notificationPreferences { kind delivery } }'), roles: eachOwnWithStaff },
  ],
  'Mutation.notificationMarkRead': [
    {
      label: 'by id',
      call: byId('mutation($id: Int!) { notificationMarkRead(id: $id) { id } }'),
      target: 'notification',
      roles: eachOwnWithStaff,
      fresh: true,
      extraForeign: (world) => world.notifications.others,
    },
  ],
  'Mutation.notificationMarkAllRead': [
    { label: 'own', call: gql('mutation { notificationMarkAllRead }'), roles: eachOwnWithStaff },
  ],
  'Mutation.notificationPreferenceSet': [
    {
      label: 'own',
      call: gql('mutation { notificationPreferenceSet(kind: reduction, delivery: daily_digest) { kind delivery } }'),
      roles: eachOwnWithStaff,
    },
  ],
  'Mutation.notificationDigestRunNow': [
    { label: 'run', call: gql('mutation { notificationDigestRunNow { emails notifications } }'), roles: operatorOnly },
  ],
  'Query.outboundEmails': [
    { label: 'list', call: gql('{ outboundEmails(first: 5) { nodes { id subject } } }'), roles: operatorOnly },
  ],
  'Subscription.notificationAdded': [
    // A patient's own notifications are theirs too (the portal shows none yet): decision 410.
    {
      label: 'own',
      call: ws('subscription { notificationAdded { id } }'),
      roles: { ...eachOwnWithStaff, patient: 'allow' },
    },
  ],
  'GET /api/notifications': [
    {
      label: 'list',
      call: rest({ path: () => '/api/notifications?limit=100' }),
      roles: eachOwn,
      rows: { kind: 'notification', ids: restIds },
    },
  ],
  'POST /api/notifications/:id/read': [
    {
      label: 'by id',
      call: rest(),
      target: 'notification',
      roles: eachOwn,
      fresh: true,
      extraForeign: (world) => world.notifications.others,
    },
  ],
  'POST /api/notifications/read-all': [{ label: 'own', call: rest(), roles: eachOwn }],

  // Documents
  'Query.documents': [
    {
      label: 'of a case',
      call: byId('query($id: Int) { documents(caseId: $id, first: 100) { nodes { id } } }'),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'list',
      call: gql('{ documents(first: 100) { nodes { id } } }'),
      roles: everyone,
      rows: { kind: 'document', ids: nodeIds('documents') },
    },
  ],
  'Query.documentUploadPolicy': [
    { label: 'policy', call: gql('{ documentUploadPolicy { maxBytes allowedExtensions } }'), roles: everyone },
  ],
  'Mutation.documentDelete': [
    {
      label: 'by id',
      call: byId('mutation($id: Int!) { documentDelete(id: $id) }'),
      target: 'document',
      // Attorneys may delete only what they uploaded themselves; the fixture was uploaded by the clinic.
      roles: { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'forbid', super_admin: 'any' },
      fresh: true,
      deletes: true,
    },
  ],
  'GET /api/documents': [
    {
      label: 'of a case',
      call: rest({ path: (a) => `/api/documents?caseId=${a.id}&limit=100` }),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'list',
      call: rest({ path: () => '/api/documents?limit=100' }),
      roles: everyone,
      rows: { kind: 'document', ids: restIds },
    },
  ],
  'POST /api/documents/upload': [
    {
      label: 'to a case',
      call: rest({ form: (a) => ({ caseId: String(a.id), documentType: 'report' }) }),
      target: 'case',
      roles: everyone,
    },
  ],
  'GET /api/documents/:id/download': [{ label: 'by id', call: rest(), target: 'document', roles: everyone }],

  // Billing
  'Query.billingEntries': [
    {
      label: 'of a case',
      call: byId('query($id: Int) { billingEntries(filter: { caseId: $id }, first: 100) { nodes { id } } }'),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'of a case, with their coded lines',
      call: byId(
        'query($id: Int) { billingEntries(filter: { caseId: $id }, first: 100) { nodes { id lines { procedureCode amount } } } }',
      ),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'list',
      call: gql('{ billingEntries(first: 100) { nodes { id } } }'),
      roles: everyone,
      rows: { kind: 'billing', ids: nodeIds('billingEntries') },
    },
  ],
  'Query.billingSummary': [
    {
      label: 'figures',
      call: gql('{ billingSummary { totalBilled outstanding paidThisMonth denied entryCount } }'),
      roles: everyone,
      summary: true,
    },
  ],
  'Mutation.billingEntryCreate': [
    {
      label: 'on a case',
      call: input('mutation($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }', (a) => ({
        caseId: a.id,
        amount: '10.00',
      })),
      target: 'case',
      roles: clinicOnly,
    },
  ],
  'Mutation.billingStatusChange': [
    {
      label: 'by id',
      call: input(
        'mutation($input: BillingStatusChangeInput!) { billingStatusChange(input: $input) { id status } }',
        (a) => ({ id: a.id, status: 'denied' }),
      ),
      target: 'billing',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Subscription.billingStatusChanged': [
    {
      label: 'of a case',
      call: ws('subscription($id: Int) { billingStatusChanged(caseId: $id) { id } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'GET /api/v1/billing': [
    {
      label: 'of a case',
      call: rest({ path: (a) => `/api/v1/billing?caseId=${a.id}&limit=100` }),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'list',
      call: rest({ path: () => '/api/v1/billing?limit=100' }),
      roles: everyone,
      rows: { kind: 'billing', ids: restIds },
    },
  ],
  'POST /api/v1/billing': [
    {
      label: 'on a case',
      call: rest({ body: (a) => ({ caseId: a.id, amount: 10 }) }),
      target: 'case',
      roles: clinicOnly,
    },
  ],
  'PATCH /api/v1/billing/:id/status': [
    {
      label: 'by id',
      call: rest({ body: () => ({ status: 'denied' }) }),
      target: 'billing',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'GET /api/v1/billing/:id/invoice.pdf': [{ label: 'by id', call: rest(), target: 'billing', roles: everyone }],
  'GET /api/cases/:id/statement.pdf': [{ label: 'of a case', call: rest(), target: 'case', roles: everyone }],
  'GET /api/cases/:id/statement.csv': [{ label: 'of a case', call: rest(), target: 'case', roles: everyone }],
  'GET /api/billing/clinic-invoices/:invoiceId/pdf': [
    {
      label: 'by id',
      call: rest({ path: (a) => `/api/billing/clinic-invoices/${a.id}/pdf` }),
      target: 'clinicInvoice',
      roles: operatorAndClinicAdmin,
    },
  ],

  // The lien ledger
  'Query.caseLedger': [
    {
      label: 'of a case',
      call: byId(
        'query($id: Int!) { caseLedger(caseId: $id) { caseId balance entries { id } reductionRequests { id } } }',
      ),
      target: 'case',
      roles: everyone,
    },
  ],
  'Mutation.reductionRequest': [
    {
      label: 'on a case',
      call: input('mutation($input: ReductionRequestInput!) { reductionRequest(input: $input) { caseId } }', (a) => ({
        caseId: a.id,
        percentage: '10.00',
        reason: 'Policy limits',
      })),
      target: 'case',
      roles: caseAttorneyOnly,
      fresh: true,
    },
  ],
  'Mutation.reductionRespond': [
    {
      label: 'by request id',
      call: input('mutation($input: ReductionRespondInput!) { reductionRespond(input: $input) { caseId } }', (a) => ({
        requestId: a.id,
        // The clinic answers a pending request; the attorney may only withdraw it.
        action: a.role === Role.attorney ? 'withdraw' : 'reject',
      })),
      target: 'reductionRequest',
      roles: { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'allow', super_admin: 'forbid' },
      fresh: true,
    },
  ],
  'Mutation.settlementRecord': [
    {
      label: 'on a case',
      call: input('mutation($input: SettlementRecordInput!) { settlementRecord(input: $input) { caseId } }', (a) => ({
        caseId: a.id,
        settlementAmount: '25000.00',
        settlementDate: '2024-06-01',
      })),
      target: 'case',
      roles: caseAttorneyOnly,
      fresh: true,
    },
  ],
  'Mutation.ledgerPaymentRecord': [
    {
      label: 'on a case',
      call: input('mutation($input: LedgerPaymentInput!) { ledgerPaymentRecord(input: $input) { caseId } }', (a) => ({
        caseId: a.id,
        amount: '10.00',
        receivedDate: '2024-06-01',
        paymentMethod: 'check',
      })),
      target: 'case',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.ledgerClose': [
    {
      label: 'on a case',
      call: input('mutation($input: LedgerCloseInput!) { ledgerClose(input: $input) { caseId closedAt } }', (a) => ({
        caseId: a.id,
      })),
      target: 'case',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Subscription.caseLedgerChanged': [
    {
      label: 'of a case',
      call: ws('subscription($id: Int!) { caseLedgerChanged(caseId: $id) { caseId } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'GET /api/v1/cases/:id/ledger': [{ label: 'of a case', call: rest(), target: 'case', roles: everyone }],
  'GET /api/ledger/reductions/:id/letter.pdf': [
    { label: 'by request id', call: rest(), target: 'reductionLetter', roles: everyone },
  ],

  // The rest of the operator's console, one file per area
  ...operatorOverviewMatrix,
  ...operatorRevenueMatrix,
  ...salesMatrix,
  ...operatorUsersMatrix,
  ...clinicConsoleMatrix,
  ...treatmentNotesMatrix,
  ...schedulingMatrix,
  ...operatorClinicsMatrix,
  ...operatorSystemMatrix,
  ...subscriptionsMatrix,
  ...tasksMatrix,
  ...remindersMatrix,
  ...portalMatrix,
  ...intakeMatrix,
  ...marketingMatrix,
  ...staffMatrix,
  ...demoResetMatrix,
  ...settlementMatrix,
  ...recordsMatrix,
  ...alertsMatrix,
  ...providerNetworkMatrix,
  ...automationMatrix,
  ...counselMatrix,
  ...aiPredictionsMatrix,
  ...claimsMatrix,
  ...aiInsightsMatrix,
  ...operatorBillingMatrix,
  ...aiDocumentsMatrix,
  ...aiChatMatrix,
  ...apiTokensMatrix,
  ...webhooksMatrix,
  ...timelineMatrix,
  ...fundingMatrix,
  ...supportMatrix,
};

export const isPublic = (entry: Entry): entry is { public: string } => !Array.isArray(entry);

/** `Query.case` -> { kind: 'graphql', type: 'Query', field: 'case' }; `GET /x` -> { kind: 'rest', ... }. */
export function parseKey(
  key: string,
):
  | { kind: 'graphql'; type: 'Query' | 'Mutation' | 'Subscription'; field: string }
  | { kind: 'rest'; method: string; path: string } {
  const graphql = /^(Query|Mutation|Subscription)\.(\w+)$/.exec(key);
  if (graphql) return { kind: 'graphql', type: graphql[1] as 'Query', field: graphql[2] };
  const route = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|ALL) (\/\S*)$/.exec(key);
  if (route) return { kind: 'rest', method: route[1], path: route[2] };
  throw new Error(`Matrix key "${key}" is neither "Query.field" nor "METHOD /path"`);
}
