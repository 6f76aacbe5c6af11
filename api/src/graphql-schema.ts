import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { usePlainFieldResolvers } from './platform/graphql/plain-field-resolvers';
import { AttorneyPortalResolver } from './modules/attorney-portal/attorney-portal.resolver';
import { AttorneyResolver } from './modules/attorneys/attorney.resolver';
import { BillingResolver } from './modules/billing/billing.resolver';
import { ClaimResolver } from './modules/insurance-claims/claim.resolver';
import { CoverageResolver } from './modules/insurance-claims/coverage.resolver';
import { ClinicAdminResolver } from './modules/clinics/admin/clinic-admin.resolver';
import { SubscriptionPaymentResolver } from './modules/subscriptions/subscription-payment.resolver';
import { ClinicConsoleResolver } from './modules/clinic-console/clinic-console.resolver';
import { ClinicBillingResolver } from './modules/clinic-console/clinic-billing.resolver';
import { ClinicUsersResolver } from './modules/clinic-console/clinic-users.resolver';
import { PlanResolver } from './modules/clinics/plan.resolver';
import { ContactMessageConnectionResolver, ContactResolver } from './modules/contact/contact.resolver';
import { CaseConnectionResolver, CaseResolver, CaseTransferResolver } from './modules/cases/case.resolver';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { AiInsightsResolver } from './modules/ai-insights/ai-insights.resolver';
import { CounselResolver } from './modules/counsel/counsel.resolver';
import { RecordsResolver } from './modules/records/records.resolver';
import { PortalResolver } from './modules/patient-portal/portal.resolver';
import { CaseIntakeResolver, IntakeResolver } from './modules/intake/intake.resolver';
import { MarketingResolver } from './modules/marketing/marketing.resolver';
import { OperatorAreasFieldResolver, OperatorStaffResolver } from './modules/operator-staff/operator-staff.resolver';
import { FeatureFlagResolver } from './modules/feature-flags/feature-flag.resolver';
import { TestDataResolver } from './modules/test-data/test-data.resolver';
import { DocumentResolver } from './modules/documents/document.resolver';
import { AiDocumentAnalysisResolver } from './modules/ai-documents/ai-document-analysis.resolver';
import { LedgerResolver } from './modules/ledger/ledger.resolver';
import { SettlementResolver } from './modules/settlement/settlement.resolver';
import { FundingResolver } from './modules/funding/funding.resolver';
import { SupportTicketResolver } from './modules/support/support.resolver';
import { SystemLogResolver } from './modules/system-logs/system-log.resolver';
import { MessageResolver } from './modules/messages/message.resolver';
import { TaskResolver } from './modules/tasks/task.resolver';
import { TimelineResolver } from './modules/timeline/timeline.resolver';
import { WebhookResolver } from './modules/webhooks/webhook.resolver';
import { ReminderResolver } from './modules/reminders/reminder.resolver';
import { AutomationResolver } from './modules/automation/automation.resolver';
import { CaseAlertResolver } from './modules/alerts/alert.resolver';
import { ProviderNetworkResolver } from './modules/provider-network/provider-network.resolver';
import { AiPredictionResolver } from './modules/ai-predictions/ai-predictions.resolver';
import { AiChatResolver } from './modules/ai-chat/ai-chat.resolver';
import { ApiTokenResolver } from './modules/api-tokens/api-token.resolver';
import { AppointmentResolver } from './modules/scheduling/appointment.resolver';
import { SchedulingSetupResolver } from './modules/scheduling/scheduling-setup.resolver';
import { NotificationResolver } from './modules/notifications/notification.resolver';
import { OutboundMailResolver } from './modules/operator-console/email/outbound-mail.resolver';
import { PatientConnectionResolver, PatientResolver } from './modules/patients/patient.resolver';
import { PlatformOverviewResolver } from './modules/platform-overview/platform-overview.resolver';
import { RevenueResolver } from './modules/revenue/revenue.resolver';
import { SalesResolver } from './modules/sales/sales.resolver';
import { BillingControlsResolver } from './modules/billing-controls/billing-controls.resolver';
import { UserResolver } from './modules/users/user.resolver';
import { UserAdminResolver } from './modules/users/admin/user-admin.resolver';
import { InvitationResolver } from './modules/users/invitations/invitation.resolver';
import { PasswordResetResolver } from './modules/users/password-reset/password-reset.resolver';
import { WaitlistAdminResolver } from './modules/waitlist/waitlist-admin.resolver';
import { WaitlistResolver } from './modules/waitlist/waitlist.resolver';
import { AuthResolver } from './modules/sign-in/auth.resolver';
import { AuditLogAdminResolver } from './modules/operator-console/audit-log/audit-log-admin.resolver';
import { SystemHealthResolver } from './modules/operator-console/health/system-health.resolver';
import { SystemSettingsResolver } from './modules/operator-console/settings/system-settings.resolver';
import { BulkOperationsResolver } from './modules/bulk-operations/bulk-operations.resolver';
import { SuperAdminSignInResolver } from './modules/sign-in/super-admin/super-admin-sign-in.resolver';
import { OidcResolver } from './modules/sign-in/oidc/oidc.resolver';
import { ClinicalCodesResolver } from './modules/clinical-codes/clinical-codes.resolver';
import { TreatmentNoteResolver } from './modules/treatment-notes/treatment-note.resolver';
import { InputError } from './platform/errors';
import { isStorableText, validateInput } from './platform/validation/validate-input';
import { authChecker } from './platform/graphql/auth-checker';

export const resolvers = [
  AuthResolver,
  SuperAdminSignInResolver,
  OidcResolver,
  UserResolver,
  PatientResolver,
  PatientConnectionResolver,
  AttorneyResolver,
  CaseResolver,
  CaseConnectionResolver,
  CaseTransferResolver,
  DashboardResolver,
  MessageResolver,
  TaskResolver,
  TimelineResolver,
  WebhookResolver,
  ReminderResolver,
  AutomationResolver,
  CaseAlertResolver,
  ProviderNetworkResolver,
  AiPredictionResolver,
  AiChatResolver,
  ApiTokenResolver,
  AppointmentResolver,
  SchedulingSetupResolver,
  NotificationResolver,
  OutboundMailResolver,
  DocumentResolver,
  AiDocumentAnalysisResolver,
  AttorneyPortalResolver,
  BillingResolver,
  LedgerResolver,
  SettlementResolver,
  FundingResolver,
  SupportTicketResolver,
  SystemLogResolver,
  PlanResolver,
  WaitlistResolver,
  WaitlistAdminResolver,
  UserAdminResolver,
  InvitationResolver,
  PasswordResetResolver,
  ClinicAdminResolver,
  SubscriptionPaymentResolver,
  ClinicUsersResolver,
  ClinicConsoleResolver,
  ClinicBillingResolver,
  PlatformOverviewResolver,
  RevenueResolver,
  BillingControlsResolver,
  SalesResolver,
  ContactResolver,
  ContactMessageConnectionResolver,
  AuditLogAdminResolver,
  SystemHealthResolver,
  SystemSettingsResolver,
  BulkOperationsResolver,
  ClinicalCodesResolver,
  TreatmentNoteResolver,
  CoverageResolver,
  ClaimResolver,
  AiInsightsResolver,
  CounselResolver,
  RecordsResolver,
  PortalResolver,
  IntakeResolver,
  CaseIntakeResolver,
  MarketingResolver,
  OperatorStaffResolver,
  OperatorAreasFieldResolver,
  FeatureFlagResolver,
  TestDataResolver,
] as const;

export async function buildApiSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    // Our subscriptions bring their own `subscribe` (LiveHub, filtered per subscriber); type-graphql
    // still insists on a pubSub, so this one refuses any use of type-graphql's topic-based path.
    pubSub: {
      publish: () => {
        throw new Error('Publish live events through LiveHub');
      },
      subscribe: () => {
        throw new Error('Subscribe through LiveHub');
      },
    },
    // type-graphql 2 validates only when asked; ours trims, validates and names each bad field,
    // exactly as the REST shim does.
    validateFn: async (argument, type, { args }) => {
      // Input objects are validated (also inside lists); scalars and lists of scalars are already typed,
      // but a String argument must still be text PostgreSQL can store, as in an input (an ID with a
      // zero byte stays "not found", like any id that names nothing).
      const inputs = Array.isArray(argument) ? argument : [argument];
      for (const input of inputs) {
        if (input !== null && typeof input === 'object') await validateInput(input);
        if (type === String && typeof input === 'string' && !isStorableText(input)) {
          const name = Object.keys(args).find((key) => args[key] === argument) ?? 'argument';
          const label = name.charAt(0).toUpperCase() + name.slice(1);
          throw InputError.field(name, `${label} contains characters that are not allowed`);
        }
      }
    },
    // No globalMiddlewares: usePlainFieldResolvers relies on every field's middlewares being its own.
  });
  usePlainFieldResolvers(schema);
  return schema;
}
