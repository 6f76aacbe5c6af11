import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { AttorneyPortalService } from '../modules/attorney-portal/attorney-portal.service';
import { AttorneyService } from '../modules/attorneys/attorney.service';
import { BillingService } from '../modules/billing/billing.service';
import { CaseService } from '../modules/cases/case.service';
import { PlanService } from '../modules/clinics/plan.service';
import { ContactService } from '../modules/contact/contact.service';
import { DashboardService } from '../modules/dashboard/dashboard.service';
import { DocumentService } from '../modules/documents/document.service';
import { LedgerService } from '../modules/ledger/ledger.service';
import { MessageService } from '../modules/messages/message.service';
import { PatientService } from '../modules/patients/patient.service';
import { UserService } from '../modules/users/user.service';
import { WaitlistAdminService } from '../modules/waitlist/waitlist-admin.service';
import { WaitlistService } from '../modules/waitlist/waitlist.service';
import { AuditChain } from './audit/chain/audit-chain';
import { AuthService } from './auth/auth.service';
import { OidcService } from './auth/oidc/oidc.service';
import { SuperAdminSignInService } from './auth/second-factor/super-admin-sign-in.service';
import { SessionService } from './auth/session.service';
import type { EventBus } from './events/event-bus';
import { LiveHub } from './events/live-hub';
import type { Logger } from './logger';
import { PublicFormGuard } from './rate-limit/public-form-guard';
import { RateLimiter } from './rate-limit/rate-limiter';
import { SettingsService } from './settings/settings.service';
import type { DocumentStorage } from './storage/document-storage';

/** Every service, built once per process. Transports (GraphQL, REST) reach them through this. */
export interface Services {
  settings: SettingsService;
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
  documents: DocumentService;
  attorneyPortal: AttorneyPortalService;
  billing: BillingService;
  ledger: LedgerService;
  rateLimiter: RateLimiter;
  plans: PlanService;
  waitlist: WaitlistService;
  waitlistAdmin: WaitlistAdminService;
  contact: ContactService;
}

export interface ServiceDependencies {
  bus: EventBus;
  storage: DocumentStorage;
  logger: Logger;
}

export function createServices(dataSource: DataSource, config: Config, deps: ServiceDependencies): Services {
  const settings = new SettingsService(dataSource);
  const patients = new PatientService(dataSource);
  const sessions = new SessionService(dataSource, settings, { absoluteHours: config.sessionAbsoluteHours });
  const live = new LiveHub(deps.bus, sessions, deps.logger);
  const cases = new CaseService(dataSource, patients);
  const rateLimiter = new RateLimiter(dataSource);
  const publicForms = new PublicFormGuard(rateLimiter, config.rateLimits.publicFormsPerAddressHourly);
  const auth = new AuthService(dataSource, sessions, config.passwordScryptLogN, live, rateLimiter, config.rateLimits);
  return {
    settings,
    sessions,
    auditChain: new AuditChain(dataSource),
    live,
    auth,
    superAdminSignIn: new SuperAdminSignInService(dataSource, sessions, auth, rateLimiter, config.rateLimits),
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
    messages: new MessageService(dataSource, cases, live),
    documents: new DocumentService(dataSource, cases, deps.storage, settings),
    attorneyPortal: new AttorneyPortalService(dataSource),
    billing: new BillingService(dataSource, cases, live),
    ledger: new LedgerService(dataSource, live),
    rateLimiter,
    plans: new PlanService(dataSource),
    waitlist: new WaitlistService(dataSource, publicForms),
    waitlistAdmin: new WaitlistAdminService(dataSource),
    contact: new ContactService(dataSource, publicForms),
  };
}
