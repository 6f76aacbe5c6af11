import { byId, gql, input, rest, type Entry, type Verdicts } from './matrix-dsl';

/**
 * Personal API tokens (issue 25, decision 300): every clinic user and attorney lists, creates and
 * revokes their own; another person's token, a colleague's included, answers as a missing one; the
 * operator has none (decision 301). That a token then acts as its user is the bearer section of
 * authorization-matrix.test.ts.
 */
const tokenHolders: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'allow',
  super_admin: 'forbid',
};
const newToken = () => ({ name: 'Matrix token', expiresInDays: 30 });

export const apiTokensMatrix: Record<string, Entry> = {
  'Query.apiTokens': [{ label: 'own', call: gql('{ apiTokens { id prefix status } }'), roles: tokenHolders }],
  'Mutation.apiTokenCreate': [
    {
      label: 'thirty days',
      call: input('mutation($input: ApiTokenCreateInput!) { apiTokenCreate(input: $input) { secret } }', newToken),
      roles: tokenHolders,
    },
  ],
  'Mutation.apiTokenRevoke': [
    {
      label: 'own',
      call: byId('mutation($id: Int!) { apiTokenRevoke(id: $id) { id status } }'),
      target: 'apiToken',
      roles: tokenHolders,
      extraForeign: (world) => world.apiTokens.others,
    },
  ],
  'GET /api/account/api-tokens': [{ label: 'own', call: rest(), roles: tokenHolders }],
  'POST /api/account/api-tokens': [{ label: 'thirty days', call: rest({ body: newToken }), roles: tokenHolders }],
  'POST /api/account/api-tokens/:id/revoke': [
    {
      label: 'own',
      call: rest(),
      target: 'apiToken',
      roles: tokenHolders,
      extraForeign: (world) => world.apiTokens.others,
    },
  ],
};
