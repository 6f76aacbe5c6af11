import { SalesCommission } from '../modules/sales/sales-commission.entity';
import { SalesLead } from '../modules/sales/sales-lead.entity';
import { SalesPayout } from '../modules/sales/sales-payout.entity';
import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';
import { SalesRepresentative } from '../modules/sales/sales-representative.entity';
import { BillingLine } from '../modules/billing/billing-line.entity';
import { DiagnosisCode } from '../modules/clinical-codes/diagnosis-code.entity';
import { FeeScheduleItem } from '../modules/clinical-codes/fee-schedule-item.entity';
import { CaseCoverage } from '../modules/insurance-claims/case-coverage.entity';
import { InsuranceClaim } from '../modules/insurance-claims/insurance-claim.entity';
import { Appointment } from '../modules/scheduling/appointment.entity';
import { AppointmentType } from '../modules/scheduling/appointment-type.entity';
import { Room } from '../modules/scheduling/room.entity';
import { TreatmentNote } from '../modules/treatment-notes/treatment-note.entity';
import { TreatmentPlan } from '../modules/treatment-notes/treatment-plan.entity';
import { AccountActivity } from '../modules/account-activity/account-activity.entity';
import { Attorney } from '../modules/attorneys/attorney.entity';
import { BillingEntry } from '../modules/billing/billing-entry.entity';
import { CaseTransfer } from '../modules/cases/case-transfer.entity';
import { CaseRecord } from '../modules/cases/case.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { ClinicNumberCounter } from '../modules/clinics/clinic-number-counter.entity';
import { Clinic } from '../modules/clinics/clinic.entity';
import { BillingAdjustment } from '../modules/subscriptions/billing-adjustment.entity';
import { ClinicInvoice } from '../modules/subscriptions/clinic-invoice.entity';
import { ClinicInvoiceLine } from '../modules/subscriptions/clinic-invoice-line.entity';
import { Payment } from '../modules/subscriptions/payment.entity';
import { PaymentMethod } from '../modules/subscriptions/payment-method.entity';
import { SubscriptionEvent } from '../modules/subscriptions/subscription-event.entity';
import { Plan } from '../modules/clinics/plan.entity';
import { DocumentRecord } from '../modules/documents/document.entity';
import { BillReduction } from '../modules/ledger/bill-reduction.entity';
import { LedgerEntry } from '../modules/ledger/ledger-entry.entity';
import { ReductionRequest } from '../modules/ledger/reduction-request.entity';
import { MessageRead } from '../modules/messages/message-read.entity';
import { Message } from '../modules/messages/message.entity';
import { Notification, NotificationPreference } from '../modules/notifications/notification.entity';
import { PatientStatusHistory } from '../modules/patients/patient-status-history.entity';
import { Patient } from '../modules/patients/patient.entity';
import { Task } from '../modules/tasks/task.entity';
import { User } from '../modules/users/user.entity';
import { UserInvitation } from '../modules/users/invitations/user-invitation.entity';
import { PasswordResetToken } from '../modules/users/password-reset/password-reset-token.entity';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity';
import { AuditLog } from '../platform/audit/audit-log.entity';
import { AuditSeal } from '../platform/audit/chain/audit-seal.entity';
import { OidcLoginAttempt } from '../platform/auth/oidc/oidc-login-attempt.entity';
import { OutboundEmail } from '../platform/mail/outbound-email.entity';
import { OutboundSms } from '../platform/sms/outbound-sms.entity';
import { PatientReminder } from '../modules/reminders/patient-reminder.entity';
import { ClinicReminderSettings } from '../modules/reminders/clinic-reminder-settings.entity';
import { SettlementStatement, SettlementStatementLine } from '../modules/settlement/settlement-statement.entity';
import { CaseAlert } from '../modules/alerts/case-alert.entity';
import { ClinicAlertSettings } from '../modules/alerts/clinic-alert-settings.entity';
import { StatuteLimitationPeriod } from '../modules/alerts/statute-limitation.entity';
import { ProviderProfile } from '../modules/provider-network/provider-profile.entity';
import { ProviderReview } from '../modules/provider-network/provider-review.entity';
import { ProviderReviewInvite } from '../modules/provider-network/provider-review-invite.entity';
import { ProviderMatch } from '../modules/provider-network/provider-match.entity';
import { ClientPortalAccess } from '../modules/patient-portal/portal-access.entity';
import { PortalEmailCode } from '../modules/patient-portal/portal-email-code.entity';
import { PortalFamilyMember } from '../modules/patient-portal/portal-family-member.entity';
import {
  SupportTicket,
  TicketActivity,
  TicketAttachment,
  TicketEscalation,
  TicketMessage,
  TicketTemplate,
} from '../modules/support/support.entity';
import { SystemLog } from '../modules/system-logs/system-log.entity';
import { PublicIntake } from '../modules/intake/public-intake.entity';
import { MarketingLead } from '../modules/marketing/marketing-lead.entity';
import { CrmActivity } from '../modules/marketing/crm-activity.entity';
import { MarketingAudience } from '../modules/marketing/marketing-audience.entity';
import { MarketingCampaign } from '../modules/marketing/marketing-campaign.entity';
import { CampaignRecipient } from '../modules/marketing/campaign-recipient.entity';
import { MarketingUnsubscribe } from '../modules/marketing/marketing-unsubscribe.entity';
import { MarketingAutomationRule } from '../modules/marketing/marketing-automation-rule.entity';
import { MarketingAnalytics } from '../modules/marketing/marketing-analytics.entity';
import { CrmIntegrationSettings } from '../modules/marketing/crm-integration-settings.entity';
import { CrmSyncDelivery } from '../modules/marketing/crm-sync-delivery.entity';
import { Employee, EmployeeRole } from '../modules/operator-staff/operator-staff.entity';
import { FeatureFlag } from '../modules/feature-flags/feature-flag.entity';
import { Session } from '../platform/auth/session.entity';
import { RecoveryCode } from '../platform/auth/second-factor/recovery-code.entity';
import { SecondFactor } from '../platform/auth/second-factor/second-factor.entity';
import { SuperAdminSession } from '../platform/auth/super-admin-session.entity';
import { RateLimitBucket } from '../platform/rate-limit/rate-limit-bucket.entity';
import { SystemSetting } from '../platform/settings/system-setting.entity';
import { AiModel } from '../modules/ai-predictions/ai-model.entity';
import { WorkflowAutomationRule } from '../modules/automation/automation-rule.entity';
import { WorkflowAutomationExecution } from '../modules/automation/automation-execution.entity';
import { AiPrediction } from '../modules/ai-predictions/ai-prediction.entity';
import { AiAnalysis } from '../modules/ai-insights/ai-analysis.entity';
import { AiChatSession } from '../modules/ai-chat/ai-chat-session.entity';
import { ApiToken } from '../modules/api-tokens/api-token.entity';
import { LienNotice } from '../modules/counsel/lien-notice.entity';
import { RecordsDisclosure, RecordsRequest } from '../modules/records/records-request.entity';
import { AiChatMessage } from '../modules/ai-chat/ai-chat-message.entity';
import { AiDocumentAnalysis } from '../modules/ai-documents/ai-document-analysis.entity';
import { FundingPartner, FundingRequest } from '../modules/funding/funding.entity';

export const entities = [
  AiModel,
  WorkflowAutomationRule,
  WorkflowAutomationExecution,
  AiPrediction,
  AiAnalysis,
  AiChatSession,
  AiChatMessage,
  AiDocumentAnalysis,
  ApiToken,
  LienNotice,
  RecordsRequest,
  RecordsDisclosure,
  Appointment,
  AppointmentType,
  Room,
  TreatmentNote,
  TreatmentPlan,
  DiagnosisCode,
  FeeScheduleItem,
  BillingLine,
  CaseCoverage,
  InsuranceClaim,
  AccountActivity,
  Attorney,
  AuditLog,
  AuditSeal,
  BillingEntry,
  BillReduction,
  ClinicNumberCounter,
  CaseRecord,
  CaseTransfer,
  Clinic,
  SubscriptionEvent,
  ClinicInvoice,
  ClinicInvoiceLine,
  PaymentMethod,
  Payment,
  BillingAdjustment,
  ContactMessage,
  DocumentRecord,
  LedgerEntry,
  Message,
  MessageRead,
  Notification,
  NotificationPreference,
  OidcLoginAttempt,
  OutboundEmail,
  Patient,
  PatientStatusHistory,
  Plan,
  RateLimitBucket,
  RecoveryCode,
  ReductionRequest,
  SecondFactor,
  Session,
  SuperAdminSession,
  SystemSetting,
  Task,
  User,
  UserInvitation,
  PasswordResetToken,
  WaitlistEntry,
  SalesRepresentative,
  SalesLead,
  SalesCommission,
  SalesPayout,
  WebhookEndpoint,
  WebhookDelivery,
  OutboundSms,
  PatientReminder,
  ClinicReminderSettings,
  SettlementStatement,
  SettlementStatementLine,
  CaseAlert,
  ClinicAlertSettings,
  StatuteLimitationPeriod,
  FundingPartner,
  FundingRequest,
  ProviderProfile,
  ProviderReview,
  ProviderReviewInvite,
  ProviderMatch,
  ClientPortalAccess,
  PortalFamilyMember,
  PortalEmailCode,
  PublicIntake,
  MarketingLead,
  CrmActivity,
  MarketingAudience,
  MarketingCampaign,
  CampaignRecipient,
  MarketingUnsubscribe,
  MarketingAutomationRule,
  MarketingAnalytics,
  CrmIntegrationSettings,
  CrmSyncDelivery,
  SupportTicket,
  TicketMessage,
  TicketAttachment,
  TicketTemplate,
  TicketEscalation,
  TicketActivity,
  SystemLog,
  EmployeeRole,
  Employee,
  FeatureFlag,
];
