import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AttorneyResolver } from '../../modules/attorneys/attorney.resolver';
import { CaseResolver } from '../../modules/cases/case.resolver';
import { DashboardResolver } from '../../modules/dashboard/dashboard.resolver';
import { PatientResolver } from '../../modules/patients/patient.resolver';
import { UserResolver } from '../../modules/users/user.resolver';
import { AuthResolver } from '../auth/auth.resolver';
import { authChecker } from './auth-checker';

export const resolvers = [
  AuthResolver,
  UserResolver,
  PatientResolver,
  AttorneyResolver,
  CaseResolver,
  DashboardResolver,
] as const;

export function buildApiSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    // type-graphql 2 runs class-validator only when asked.
    validate: { forbidUnknownValues: true, stopAtFirstError: false },
  });
}
