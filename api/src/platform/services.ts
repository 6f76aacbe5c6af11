import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { AttorneyService } from '../modules/attorneys/attorney.service';
import { CaseService } from '../modules/cases/case.service';
import { DashboardService } from '../modules/dashboard/dashboard.service';
import { PatientService } from '../modules/patients/patient.service';
import { UserService } from '../modules/users/user.service';
import { AuthService } from './auth/auth.service';
import { SessionService } from './auth/session.service';
import { SettingsService } from './settings/settings.service';

/** Every service, built once per process. Transports (GraphQL, REST) reach them through this. */
export interface Services {
  settings: SettingsService;
  sessions: SessionService;
  auth: AuthService;
  users: UserService;
  patients: PatientService;
  attorneys: AttorneyService;
  cases: CaseService;
  dashboard: DashboardService;
}

export function createServices(dataSource: DataSource, config: Config): Services {
  const settings = new SettingsService(dataSource);
  const patients = new PatientService(dataSource);
  const sessions = new SessionService(dataSource, settings, { absoluteHours: config.sessionAbsoluteHours });
  return {
    settings,
    sessions,
    auth: new AuthService(dataSource, sessions, config.passwordScryptLogN),
    users: new UserService(dataSource),
    patients,
    attorneys: new AttorneyService(dataSource),
    cases: new CaseService(dataSource, patients),
    dashboard: new DashboardService(dataSource),
  };
}
