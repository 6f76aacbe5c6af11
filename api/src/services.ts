import { CaseAlertEvaluator, CaseAlertRecheck } from './modules/alerts/alert-evaluator';
import { CaseAlertService } from './modules/alerts/alert.service';
import { sweepClinicAlerts } from './modules/alerts/alert.jobs';
import { ProviderMatchingService } from './modules/provider-network/provider-matching.service';
import { ProviderProfileService } from './modules/provider-network/provider-profile.service';
import { ProviderReviewService } from './modules/provider-network/provider-review.service';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AttorneyDashboardService } from './modules/attorney-portal/attorney-dashboard.service';
import { AttorneyPortalService } from './modules/attorney-portal/attorney-portal.service';
import { AttorneyService } from './modules/attorneys/attorney.service';
import { BillingService } from './modules/billing/billing.service';
import { ClaimService } from './modules/insurance-claims/claim.service';
import { CoverageService } from './modules/insurance-claims/coverage.service';
import { CaseService } from './modules/cases/case.service';
import { AiPredictionService } from './modules/ai-predictions/ai-predictions.service';
import { refitRequester } from './modules/ai-predictions/ai-predictions.jobs';
import { caseClosingHook } from './modules/ai-predictions/case-outcomes';
import { PredictionModelStore } from './modules/ai-predictions/prediction-model-store';
import { ClinicAdminService } from './modules/clinics/admin/clinic-admin.service';
import { ClinicProfileService } from './modules/clinic-console/clinic-profile.service';
import { ClinicSubscriptionService } from './modules/clinic-console/clinic-subscription.service';
import { ClinicBillingService } from './modules/clinic-console/clinic-billing.service';
import { ClinicInvoicePdfService } from './modules/subscriptions/clinic-invoice-pdf.service';
import { PlanService } from './modules/clinics/plan.service';
import { ContactService } from './modules/contact/contact.service';
import { DiagnosisCodeService } from './modules/clinical-codes/diagnosis-code.service';
import { FeeScheduleService } from './modules/clinical-codes/fee-schedule.service';
import { TreatmentNoteService } from './modules/treatment-notes/treatment-note.service';
import { TreatmentPlanService } from './modules/treatment-notes/treatment-plan.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { AiInsightsService } from './modules/ai-insights/ai-insights.service';
import { CaseAnalysisService } from './modules/ai-insights/case-analysis.service';
import { DocumentService } from './modules/documents/document.service';
import { AiDocumentAnalysisService } from './modules/ai-documents/ai-document-analysis.service';
import { AiAutomationService } from './modules/ai-documents/ai-automation.service';
import { DocumentAnalysisQueue } from './modules/ai-documents/document-analysis-queue';
import { LedgerService } from './modules/ledger/ledger.service';
import { MessageService } from './modules/messages/message.service';
import { TaskService } from './modules/tasks/task.service';
import { CaseActivity } from './modules/timeline/case-activity';
import { TimelineService } from './modules/timeline/timeline.service';
import { AppointmentService } from './modules/scheduling/appointment.service';
import { SchedulingSetupService } from './modules/scheduling/scheduling-setup.service';
import { PatientService } from './modules/patients/patient.service';
import { PlatformBackupService } from './modules/platform-overview/backup/platform-backup.service';
import { PlatformOverviewService } from './modules/platform-overview/platform-overview.service';
import { SalesCommissionService } from './modules/sales/sales-commission.service';
import { SalesLeadService } from './modules/sales/sales-lead.service';
import { SalesRepresentativeService } from './modules/sales/sales-representative.service';
import { SalesSummaryService } from './modules/sales/sales-summary.service';
import { BillingControlsService } from './modules/billing-controls/billing-controls.service';
import { BillingActionsService } from './modules/billing-controls/billing-actions.service';
import { UserService } from './modules/users/user.service';
import { UserAdminService } from './modules/users/admin/user-admin.service';
import { InvitationService } from './modules/users/invitations/invitation.service';
import { PasswordResetService } from './modules/users/password-reset/password-reset.service';
import { WaitlistAdminService } from './modules/waitlist/waitlist-admin.service';
import { WaitlistService } from './modules/waitlist/waitlist.service';
import { AuditChain } from './platform/audit/chain/audit-chain';
import { secretBoxFor } from './platform/crypto/secrets-key';
import { AuthService } from './platform/auth/auth.service';
import { OidcService } from './platform/auth/oidc/oidc.service';
import { SuperAdminSignInService } from './platform/auth/second-factor/super-admin-sign-in.service';
import { SessionService } from './platform/auth/session.service';
import type { EventBus } from './platform/events/event-bus';
import { LiveHub } from './platform/events/live-hub';
import type { Logger } from './platform/logger';
import { createSmtpMailer } from './platform/mail/mailer';
import { OutboundMailService } from './platform/mail/outbound-mail.service';
import { PublicFormGuard } from './platform/rate-limit/public-form-guard';
import { RateLimiter } from './platform/rate-limit/rate-limiter';
import { ApiTokenService } from './modules/api-tokens/api-token.service';
import { LienNoticeService } from './modules/counsel/lien-notice.service';
import { IntakeService } from './modules/intake/intake.service';
import { MarketingLeadService } from './modules/marketing/marketing-lead.service';
import { MarketingCampaignService } from './modules/marketing/marketing-campaign.service';
import { MarketingAnalyticsService } from './modules/marketing/marketing-analytics.service';
import { MarketingRuleService } from './modules/marketing/marketing-rule.service';
import { CrmSyncService } from './modules/marketing/crm-sync.service';
import { OperatorStaffService } from './modules/operator-staff/operator-staff.service';
import { FeatureFlagService } from './modules/feature-flags/feature-flag.service';
import { TestDataService } from './modules/test-data/test-data.service';
import { DemoResetService } from './modules/test-data/demo-reset.service';
import { ScorecardService } from './modules/counsel/scorecard.service';
import { SettingsReader } from './platform/settings/settings-reader';
import { SystemSettingsAdminService } from './modules/operator-console/settings/system-settings-admin.service';
import { AuditLogAdminService } from './modules/operator-console/audit-log/audit-log-admin.service';
import { DeniedAccessAudit } from './platform/audit/denied-access';
import { SystemHealthService } from './platform/health/system-health.service';
import { BulkOperationsService } from './modules/bulk-operations/bulk-operations.service';
import type { DocumentStorage } from './platform/storage/document-storage';
import { ReductionNegotiationService } from './modules/ledger/reduction-negotiation.service';
import { SettlementService } from './modules/settlement/settlement.service';
import { RecordsService } from './modules/records/records.service';
import { FundingService } from './modules/funding/funding.service';
import { SupportService } from './modules/support/support.service';
import { SupportAttachments } from './modules/support/support-attachments';
import { SystemLogService } from './modules/system-logs/system-log.service';
import { SystemLogSink } from './modules/system-logs/system-log-sink';
import { HttpQuoteProvider, type FundingQuoteProvider } from './modules/funding/funding-quote';
import { NotificationDigest } from './modules/notifications/notification-digest';
import { NotificationService } from './modules/notifications/notification.service';
import { jobDefinitions } from './jobs';
import { DomainEvents } from './modules/domain-events/domain-events.service';
import { AutomationEngine } from './modules/automation/automation-engine';
import { AutomationRuleService } from './modules/automation/automation-rule.service';
import { systemClock, type Clock } from './platform/jobs/clock';
import { RevenueService } from './modules/revenue/revenue.service';
import { createPaymentProvider } from './platform/payments/create-payment-provider';
import type { PaymentProvider } from './platform/payments/payment-provider';
import { createBillingEngine } from './modules/subscriptions/billing-engine';
import type { BillingSweep } from './modules/subscriptions/billing-sweep';
import type { SubscriptionEngine } from './modules/subscriptions/subscription-engine';
import { JobQueue } from './platform/jobs/job-queue';
import { AiChatService } from './modules/ai-chat/ai-chat.service';
import { WebhookDeliveryService } from './modules/webhooks/webhook-delivery.service';
import { WebhookEndpointService } from './modules/webhooks/webhook-endpoint.service';
import { OpenAiChatModel } from './modules/ai-chat/openai-chat-model';
import { ReminderService } from './modules/reminders/reminder.service';
import { ReminderSettingsService } from './modules/reminders/reminder-settings.service';
import { ReminderSender } from './modules/reminders/reminder-sender';
import { ReminderReplies } from './modules/reminders/reminder-replies';
import { ReminderLinks } from './modules/reminders/reminder-links';
import { AppointmentReminders } from './modules/reminders/appointment-reminders';
import { PortalAccessService } from './modules/patient-portal/portal-access.service';
import { PortalService } from './modules/patient-portal/portal.service';
import { PortalFamilyService } from './modules/patient-portal/portal-family.service';
import { createSmsProvider } from './platform/sms/create-sms-provider';

/** Every service, built once per process. Transports (GraphQL, REST) reach them through this. */
export interface Services {
  settings: SettingsReader;
  systemSettings: SystemSettingsAdminService;
  auditLogAdmin: AuditLogAdminService;
  deniedAccess: DeniedAccessAudit;
  systemHealth: SystemHealthService;
  bulkOperations: BulkOperationsService;
  sessions: SessionService;
  auditChain: AuditChain;
  live: LiveHub;
  auth: AuthService;
  superAdminSignIn: SuperAdminSignInService;
  oidc: OidcService;
  users: UserService;
  patients: PatientService;
  attorneys: AttorneyService;
  cases: CaseService;
  dashboard: DashboardService;
  messages: MessageService;
  tasks: TaskService;
  /** A case's timeline (every source, each by its own rule) and its live topic. */
  timeline: TimelineService;
  /** THE after-commit "something happened on this case" signal the timeline's sources publish. */
  caseActivity: CaseActivity;
  appointments: AppointmentService;
  schedulingSetup: SchedulingSetupService;
  notifications: NotificationService;
  notificationDigest: NotificationDigest;
  documents: DocumentService;
  aiDocuments: AiDocumentAnalysisService;
  aiAutomation: AiAutomationService;
  attorneyPortal: AttorneyPortalService;
  attorneyDashboard: AttorneyDashboardService;
  billing: BillingService;
  claims: ClaimService;
  coverages: CoverageService;
  ledger: LedgerService;
  reductions: ReductionNegotiationService;
  /** Settlement disbursement statements: record, revise, confirm (posts and closes), dispute, PDF. */
  settlement: SettlementService;
  /** Pre-settlement and medical funding: partners (operator), requests (the case's attorney), the partner's link. */
  funding: FundingService;
  /** The support desk: tickets, conversation with internal notes, templates, SLA sweep, account state. */
  support: SupportService;
  supportAttachments: SupportAttachments;
  /** System logs: the sink the logger writes warnings and errors to, the operator's search, retention. */
  systemLogs: SystemLogService;
  rateLimiter: RateLimiter;
  plans: PlanService;
  waitlist: WaitlistService;
  waitlistAdmin: WaitlistAdminService;
  mail: OutboundMailService;
  invitations: InvitationService;
  passwordResets: PasswordResetService;
  userAdmin: UserAdminService;
  clinicAdmin: ClinicAdminService;
  clinicProfile: ClinicProfileService;
  clinicSubscription: ClinicSubscriptionService;
  clinicBilling: ClinicBillingService;
  clinicInvoicePdf: ClinicInvoicePdfService;
  platformOverview: PlatformOverviewService;
  revenue: RevenueService;
  billingControls: BillingControlsService;
  billingActions: BillingActionsService;
  salesRepresentatives: SalesRepresentativeService;
  salesLeads: SalesLeadService;
  salesCommissions: SalesCommissionService;
  salesSummary: SalesSummaryService;
  platformBackup: PlatformBackupService;
  contact: ContactService;
  diagnosisCodes: DiagnosisCodeService;
  feeSchedule: FeeScheduleService;
  treatmentNotes: TreatmentNoteService;
  treatmentPlans: TreatmentPlanService;
  predictionModels: PredictionModelStore;
  aiPredictions: AiPredictionService;
  jobs: JobQueue<Services>;
  /** The billing engine: the operator's and clinic admin's billing operations (BillingOperations). */
  subscriptions: SubscriptionEngine;
  /** The billing engine's scheduled work (billing.sweep, billing.clinic). */
  billingSweep: BillingSweep;
  aiInsights: AiInsightsService;
  caseAnalysis: CaseAnalysisService;
  aiChat: AiChatService;
  apiTokens: ApiTokenService;
  /** Substitution of counsel: the lien notice a transfer sends the new attorney. */
  lienNotices: LienNoticeService;
  /** The attorney scorecard for clinics (and each attorney's own). */
  scorecards: ScorecardService;
  /** Records domain events for automation rules and webhooks (events.dispatch). */
  domainEvents: DomainEvents;
  /** Outbound webhooks: a clinic admin's endpoints, and their deliveries (webhooks.deliver). */
  webhookEndpoints: WebhookEndpointService;
  webhookDeliveries: WebhookDeliveryService;
  /** Patient reminders: lists, manual ones, consent, the sent log. */
  reminders: ReminderService;
  reminderSettings: ReminderSettingsService;
  /** The reminders.send job's work. */
  reminderSender: ReminderSender;
  /** STOP / CONFIRM replies and the e-mails' links. */
  reminderReplies: ReminderReplies;
  reminderLinks: ReminderLinks;
  /** An appointment's reminders kept in step with it (the appointments service's hook; the demo's start). */
  appointmentReminders: AppointmentReminders;
  /** Workflow rules: the engine (sweep, events, executions) and the rules' service. */
  automationEngine: AutomationEngine;
  automationRules: AutomationRuleService;
  /** Alerts both sides see: reads and the clinic's rules; the evaluator (the alerts jobs' work); the writers' hook. */
  caseAlerts: CaseAlertService;
  caseAlertEvaluator: CaseAlertEvaluator;
  alertRecheck: CaseAlertRecheck;
  /** Records retrieval: requests, the clinic's inbox and answers, disclosures, follow-ups. */
  records: RecordsService;
  /** The provider network: public profiles, their reviews, and matching (providerMatching.rank is the public intake's too). */
  providerProfiles: ProviderProfileService;
  providerReviews: ProviderReviewService;
  providerMatching: ProviderMatchingService;
  /** The patient's portal: the clinic's invitations and the sign-in with a second factor; the patient's own views. */
  portalAccess: PortalAccessService;
  /** The patient's family members in the portal (decision 420). */
  portalFamily: PortalFamilyService;
  portal: PortalService;
  /** The public intake: the form, the triage and match, the desk and the conversion. */
  intake: IntakeService;
  /** Marketing and CRM: leads and activities, audiences and campaigns, analytics, marketing rules, the CRM sync. */
  marketingLeads: MarketingLeadService;
  marketingCampaigns: MarketingCampaignService;
  marketingAnalytics: MarketingAnalyticsService;
  marketingRules: MarketingRuleService;
  crmSync: CrmSyncService;
  /** Operator staff and their roles (the Staff tab), feature flags (the Flags tab), /test-data (issue 28). */
  operatorStaff: OperatorStaffService;
  featureFlags: FeatureFlagService;
  testData: TestDataService;
  demoReset: DemoResetService;
}

export interface ServiceDependencies {
  bus: EventBus;
  storage: DocumentStorage;
  logger: Logger;
  /** What the jobs' handlers are told the time is (tests pass a TestClock); the billing engine's time too. */
  clock?: Clock;
  /** The payment provider (tests pass one that counts calls); else the configured one. */
  paymentProvider?: PaymentProvider;
  /** Instant funding quotes (tests may pass their own); else HTTP posts with the webhooks' rules. */
  fundingQuotes?: FundingQuoteProvider;
  /** Where the app's logger keeps warnings and errors (createApp makes it); else one over deps.logger. */
  systemLogSink?: SystemLogSink;
  /** The schema owner's URL, for the demo reset (main.ts passes the embedded superuser's); else DATABASE_OWNER_URL. */
  ownerUrl?: string | null;
}

export function createServices(dataSource: DataSource, config: Config, deps: ServiceDependencies): Services {
  const settings = new SettingsReader(dataSource);
  const patients = new PatientService(dataSource);
  const sessions = new SessionService(dataSource, settings, { absoluteHours: config.sessionAbsoluteHours });
  const live = new LiveHub(deps.bus, sessions, deps.logger);
  const caseActivity = new CaseActivity(live);
  live.onSessionEnded((match) => sessions.forgetRecent(match));
  const rateLimiter = new RateLimiter(dataSource);
  const publicForms = new PublicFormGuard(rateLimiter, config.rateLimits.publicFormsPerAddressHourly);
  const auth = new AuthService(dataSource, sessions, config.passwordScryptLogN, live, rateLimiter, config.rateLimits);
  const jobs = new JobQueue<Services>({
    dataSource,
    definitions: jobDefinitions,
    logger: deps.logger,
    clock: deps.clock,
    work: config.jobs.enabled,
    concurrency: config.jobs.concurrency,
    pollingIntervalSeconds: config.jobs.pollIntervalMs / 1000,
    shutdownGraceMs: config.shutdownGraceMs,
  });
  const mail = new OutboundMailService(
    dataSource,
    config.mail ? createSmtpMailer(config.mail) : null,
    jobs,
    secretBoxFor(config),
    deps.logger,
  );
  const notifications = new NotificationService(dataSource, live, mail, { publicUrl: config.publicUrl });
  const predictionModels = new PredictionModelStore(dataSource);
  const requestRefit = refitRequester(jobs, deps.clock ?? systemClock);
  const domainEvents = new DomainEvents(jobs);
  const lienNotices = new LienNoticeService(dataSource, deps.clock ?? systemClock);
  const cases = new CaseService(
    dataSource,
    patients,
    notifications,
    caseClosingHook(requestRefit),
    domainEvents,
    caseActivity,
    (manager, scope, transfer) => lienNotices.createForTransfer(manager, scope, transfer),
  );
  const paymentProvider = deps.paymentProvider ?? createPaymentProvider(config.payments);
  const billingEngine = createBillingEngine(dataSource, settings, notifications, {
    provider: paymentProvider,
    clock: deps.clock ?? systemClock,
  });
  const invitations = new InvitationService(dataSource, sessions, live, mail, notifications, rateLimiter, {
    publicUrl: config.publicUrl,
    scryptLogN: config.passwordScryptLogN,
    limits: config.rateLimits,
  });
  const billingControls = new BillingControlsService(dataSource, settings);
  const documents = new DocumentService(
    dataSource,
    deps.storage,
    settings,
    new DocumentAnalysisQueue(settings, jobs),
    domainEvents,
    caseActivity,
  );
  const automationEngine = new AutomationEngine(dataSource, jobs, () => services);
  const reminderLinks = new ReminderLinks(secretBoxFor(config), config.publicUrl);
  const smsProvider = createSmsProvider(config.sms);
  const appointmentReminders = new AppointmentReminders(jobs, deps.clock ?? systemClock);
  const alertRecheck = new CaseAlertRecheck(jobs);
  const tasks = new TaskService(dataSource, notifications);
  const crmSync = new CrmSyncService(
    dataSource,
    jobs,
    secretBoxFor(config),
    deps.clock ?? systemClock,
    config.webhooks,
  );
  const marketingLeads = new MarketingLeadService(dataSource, deps.clock ?? systemClock, automationEngine, crmSync);
  const systemLogs = new SystemLogService(
    dataSource,
    deps.systemLogSink ?? new SystemLogSink(dataSource, deps.logger),
    config.systemLogRetentionDays,
  );
  const demoReset = new DemoResetService(
    dataSource,
    config,
    deps.ownerUrl === undefined ? config.databaseOwnerUrl : deps.ownerUrl,
    deps.clock ?? systemClock,
    deps.logger,
  );
  const support = new SupportService(dataSource, live, notifications, systemLogs, deps.clock ?? systemClock);
  const services: Services = {
    caseAlerts: new CaseAlertService(dataSource, deps.clock ?? systemClock, async (clinicId) => {
      await jobs.send(sweepClinicAlerts, { clinicId });
    }),
    caseAlertEvaluator: new CaseAlertEvaluator(dataSource, tasks, notifications, caseActivity),
    alertRecheck,
    providerProfiles: new ProviderProfileService(dataSource, deps.clock ?? systemClock),
    providerReviews: new ProviderReviewService(
      dataSource,
      deps.clock ?? systemClock,
      mail,
      rateLimiter,
      config.publicUrl,
    ),
    providerMatching: new ProviderMatchingService(dataSource, deps.clock ?? systemClock, notifications, caseActivity),
    domainEvents,
    automationEngine,
    automationRules: new AutomationRuleService(dataSource, automationEngine, deps.clock ?? systemClock),
    reminders: new ReminderService(dataSource, jobs, deps.clock ?? systemClock),
    reminderSettings: new ReminderSettingsService(dataSource, config.sms.provider === 'twilio'),
    reminderSender: new ReminderSender(dataSource, smsProvider, mail, reminderLinks),
    reminderReplies: new ReminderReplies(dataSource),
    reminderLinks,
    settings,
    systemSettings: new SystemSettingsAdminService(dataSource, settings),
    auditLogAdmin: new AuditLogAdminService(dataSource),
    deniedAccess: new DeniedAccessAudit(dataSource, deps.logger),
    systemHealth: new SystemHealthService(dataSource, {
      dataDir: config.dataDir,
      storageBackend: config.s3 ? 's3' : 'local',
      jobs,
    }),
    bulkOperations: new BulkOperationsService(dataSource, sessions, live),
    sessions,
    auditChain: new AuditChain(dataSource),
    live,
    auth,
    superAdminSignIn: new SuperAdminSignInService(
      dataSource,
      sessions,
      auth,
      rateLimiter,
      config.rateLimits,
      secretBoxFor(config),
    ),
    oidc: new OidcService(dataSource, auth, {
      publicUrl: config.publicUrl,
      providers: config.oidcProviders,
      logger: deps.logger,
    }),
    users: new UserService(dataSource),
    patients,
    attorneys: new AttorneyService(dataSource),
    cases,
    dashboard: new DashboardService(dataSource),
    messages: new MessageService(dataSource, cases, live, notifications),
    tasks,
    timeline: new TimelineService(dataSource, live),
    caseActivity,
    appointments: new AppointmentService(
      dataSource,
      {
        // A visit booked, moved, attended or missed: its reminders, then its case's alerts.
        reschedule: async (manager, appointmentId) => {
          await appointmentReminders.reschedule(manager, appointmentId);
          await alertRecheck.requestForAppointment(manager, appointmentId);
        },
      },
      domainEvents,
      caseActivity,
    ),
    appointmentReminders,
    schedulingSetup: new SchedulingSetupService(dataSource),
    notifications,
    notificationDigest: new NotificationDigest(dataSource, mail, { publicUrl: config.publicUrl }),
    documents,
    aiDocuments: new AiDocumentAnalysisService(
      dataSource,
      deps.storage,
      settings,
      documents,
      new DocumentAnalysisQueue(settings, jobs),
    ),
    aiAutomation: new AiAutomationService(dataSource, settings),
    attorneyPortal: new AttorneyPortalService(dataSource),
    attorneyDashboard: new AttorneyDashboardService(dataSource),
    billing: new BillingService(dataSource, cases, live, notifications, alertRecheck),
    claims: new ClaimService(dataSource, live),
    coverages: new CoverageService(dataSource, alertRecheck),
    ledger: new LedgerService(dataSource, live),
    reductions: new ReductionNegotiationService(dataSource, live, notifications, domainEvents),
    settlement: new SettlementService(dataSource, live, notifications, cases, caseActivity),
    funding: new FundingService(
      dataSource,
      secretBoxFor(config),
      deps.fundingQuotes ??
        new HttpQuoteProvider({
          timeoutMs: config.webhooks.timeoutMs,
          allowPrivateUrls: config.webhooks.allowPrivateUrls,
        }),
      notifications,
      deps.clock ?? systemClock,
      { publicUrl: config.publicUrl },
      live,
    ),
    support,
    supportAttachments: new SupportAttachments(dataSource, deps.storage, support, () => documents.maxUploadBytes()),
    systemLogs,
    rateLimiter,
    plans: new PlanService(dataSource),
    waitlist: new WaitlistService(dataSource, publicForms),
    waitlistAdmin: new WaitlistAdminService(dataSource),
    mail,
    invitations,
    passwordResets: new PasswordResetService(dataSource, sessions, auth, live, mail, jobs, rateLimiter, {
      publicUrl: config.publicUrl,
      scryptLogN: config.passwordScryptLogN,
      reset: config.passwordReset,
      limits: config.rateLimits,
    }),
    userAdmin: new UserAdminService(dataSource, sessions, live, invitations),
    clinicAdmin: new ClinicAdminService(dataSource, sessions, live, billingEngine.subscriptions),
    clinicProfile: new ClinicProfileService(dataSource, deps.storage),
    clinicSubscription: new ClinicSubscriptionService(dataSource),
    clinicBilling: new ClinicBillingService(dataSource, paymentProvider),
    clinicInvoicePdf: new ClinicInvoicePdfService(dataSource),
    platformOverview: new PlatformOverviewService(dataSource),
    revenue: new RevenueService(dataSource, deps.clock ?? systemClock),
    salesRepresentatives: new SalesRepresentativeService(dataSource),
    salesLeads: new SalesLeadService(dataSource),
    salesCommissions: new SalesCommissionService(dataSource, deps.clock ?? systemClock),
    salesSummary: new SalesSummaryService(dataSource),
    billingControls,
    billingActions: new BillingActionsService(billingControls, billingEngine.subscriptions),
    platformBackup: new PlatformBackupService(dataSource, deps.logger),
    contact: new ContactService(dataSource, publicForms),
    diagnosisCodes: new DiagnosisCodeService(dataSource),
    feeSchedule: new FeeScheduleService(dataSource),
    treatmentNotes: new TreatmentNoteService(dataSource, live, domainEvents),
    treatmentPlans: new TreatmentPlanService(dataSource, alertRecheck),
    predictionModels,
    aiPredictions: new AiPredictionService(dataSource, settings, predictionModels, requestRefit),
    aiInsights: new AiInsightsService(dataSource, settings),
    caseAnalysis: new CaseAnalysisService(dataSource, settings, deps.logger),
    jobs,
    ...billingEngine,
    aiChat: new AiChatService(dataSource, {
      services: () => services,
      rateLimiter,
      logger: deps.logger,
      model: config.ai.chatModel ? new OpenAiChatModel(config.ai.chatModel) : null,
      questionsPerMinute: config.ai.chatQuestionsPerMinute,
    }),
    lienNotices,
    scorecards: new ScorecardService(dataSource, deps.clock ?? systemClock),
    apiTokens: new ApiTokenService(dataSource, rateLimiter, config.rateLimits.apiTokenRequestsPerMinute),
    webhookEndpoints: new WebhookEndpointService(dataSource, secretBoxFor(config), {
      allowPrivateUrls: config.webhooks.allowPrivateUrls,
    }),
    webhookDeliveries: new WebhookDeliveryService(
      dataSource,
      jobs,
      secretBoxFor(config),
      notifications,
      config.webhooks,
    ),
    records: new RecordsService(
      dataSource,
      deps.clock ?? systemClock,
      notifications,
      mail,
      deps.storage,
      new ClinicProfileService(dataSource, deps.storage),
      caseActivity,
    ),
    portalAccess: new PortalAccessService(
      dataSource,
      sessions,
      new SuperAdminSignInService(dataSource, sessions, auth, rateLimiter, config.rateLimits, secretBoxFor(config)),
      mail,
      smsProvider,
      live,
      rateLimiter,
      {
        publicUrl: config.publicUrl,
        scryptLogN: config.passwordScryptLogN,
        limits: config.rateLimits,
        clock: deps.clock ?? systemClock,
      },
    ),
    portalFamily: new PortalFamilyService(dataSource, sessions, mail, live, config.publicUrl),
    portal: new PortalService(
      dataSource,
      deps.storage,
      live,
      notifications,
      caseActivity,
      deps.clock ?? systemClock,
      async (manager, appointmentId) => {
        await appointmentReminders.reschedule(manager, appointmentId);
        await alertRecheck.requestForAppointment(manager, appointmentId);
      },
    ),
    intake: new IntakeService(
      dataSource,
      rateLimiter,
      secretBoxFor(config),
      notifications,
      deps.clock ?? systemClock,
      config.rateLimits.publicFormsPerAddressHourly,
      (need, manager) => services.providerMatching.rank(need, manager),
    ),
    marketingLeads,
    marketingCampaigns: new MarketingCampaignService(
      dataSource,
      jobs,
      mail,
      secretBoxFor(config),
      deps.clock ?? systemClock,
      automationEngine,
      marketingLeads,
      config.publicUrl,
    ),
    marketingAnalytics: new MarketingAnalyticsService(dataSource, deps.clock ?? systemClock),
    marketingRules: new MarketingRuleService(dataSource),
    crmSync,
    operatorStaff: new OperatorStaffService(dataSource, sessions, invitations),
    featureFlags: new FeatureFlagService(dataSource),
    testData: new TestDataService(dataSource, config.demoData, demoReset),
    demoReset,
  };
  demoReset.attach(services);
  return services;
}
