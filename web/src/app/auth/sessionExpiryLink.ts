import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticatedError } from '../../lib/graphqlErrors';
import { writeCurrentUser } from './currentUser';

/** Operations that run without a session by design, so UNAUTHENTICATED from them says nothing about an expired one. */
const SESSIONLESS_OPERATIONS = new Set(['CurrentUser', 'Login', 'Logout', 'SuperAdminSignIn', 'SuperAdminVerify']);

/**
 * When any other operation is refused as UNAUTHENTICATED, the session has ended (expired, or
 * ended by an admin). Marking the user as signed out in the cache lets the route guard run
 * the spec's logged-out flow wherever the user is.
 */
export const sessionExpiryLink = new ErrorLink(({ error, operation }) => {
  if (operation.operationName && SESSIONLESS_OPERATIONS.has(operation.operationName)) return;
  if (isUnauthenticatedError(error)) writeCurrentUser(operation.client.cache, null);
});
