import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { AttorneyPortalService } from '../modules/attorney-portal/attorney-portal.service';
import { AttorneyService } from '../modules/attorneys/attorney.service';
import { BillingService } from '../modules/billing/billing.service';
import { CaseService } from '../modules/cases/case.service';
import { DashboardService } from '../modules/dashboard/dashboard.service';
import { DocumentService } from '../modules/documents/document.service';
import { LedgerService } from '../modules/ledger/ledger.service';
import { MessageService } from '../modules/messages/message.service';
import { PatientService } from '../modules/patients/patient.service';
import { UserService } from '../modules/users/user.service';
import { AuthService } from './auth/auth.service';
import { SessionService } from './auth/session.service';
import type { EventBus } from './events/event-bus';
import { LiveHub } from './events/live-hub';
import type { Logger } from './logger';
import { SettingsService } from './settings/settings.service';
import type { DocumentStorage } from './storage/document-storage';

/** Every service, built once per process. Transports (GraphQL, REST) reach them through this. */
export interface Services {
  settings: SettingsService;
  sessions: SessionService;
  live: LiveHub;
  auth: AuthService;
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
  return {
    settings,
    sessions,
    live,
    auth: new AuthService(dataSource, sessions, config.passwordScryptLogN, live),
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
  };
}
