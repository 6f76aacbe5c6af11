import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AttorneyResolver } from '../../modules/attorneys/attorney.resolver';
import { CaseConnectionResolver, CaseResolver, CaseTransferResolver } from '../../modules/cases/case.resolver';
import { DashboardResolver } from '../../modules/dashboard/dashboard.resolver';
import { PatientConnectionResolver, PatientResolver } from '../../modules/patients/patient.resolver';
import { UserResolver } from '../../modules/users/user.resolver';
import { AuthResolver } from '../auth/auth.resolver';
import { validateInput } from '../validation/validate-input';
import { authChecker } from './auth-checker';

export const resolvers = [
  AuthResolver,
  UserResolver,
  PatientResolver,
  PatientConnectionResolver,
  AttorneyResolver,
  CaseResolver,
  CaseConnectionResolver,
  CaseTransferResolver,
  DashboardResolver,
] as const;

export function buildApiSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    // type-graphql 2 validates only when asked; ours trims, validates and names each bad field,
    // exactly as the REST shim does.
    validateFn: async (argument) => {
      if (argument !== null && typeof argument === 'object') await validateInput(argument);
    },
  });
}
