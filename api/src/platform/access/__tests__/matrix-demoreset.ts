import { gql, operatorOnly, rest, type Check, type Entry } from './matrix-dsl';

/**
 * The demo reset on /test-data (decisions 475-479): the super admin's alone. The matrix app runs in
 * demo mode on the shared test database with only the app's role, so the super admin's call is
 * answered "the reset needs the database owner" (CONFLICT) and never drops anything;
 * demo-reset.test.ts resets a database of its own.
 */
const noOwnerHere: Check['allowedAnswer'] = {
  code: 'CONFLICT',
  why: 'the matrix app has only the app role: a real reset would drop the shared test database',
};

export const demoResetMatrix: Record<string, Entry> = {
  'Mutation.demoDataReset': [
    {
      label: 'no owner URL here',
      call: gql('mutation { demoDataReset { resetAt } }'),
      roles: operatorOnly,
      allowedAnswer: noOwnerHere,
    },
  ],
  'POST /api/test-data/reset': [
    { label: 'no owner URL here', call: rest(), roles: operatorOnly, allowedAnswer: noOwnerHere },
  ],
};
