import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/**
 * What a person reads when a request failed below the product (the network, a proxy, a crash):
 * what happened in our words, never the transport's ("Failed to fetch", "Response not successful:
 * Received status code 500"). Refusals the server explains itself (a GraphQL error, a REST
 * `message`) keep their own message.
 */
export const serverFailureMessage = 'The server could not complete the request. Try again in a moment.';
export const unreachableMessage = 'Cannot reach Casebridge. Check your connection.';
export const busyMessage = 'Casebridge is busy right now. Try again in a moment.';
export const signedOutMessage = 'You are signed out. Sign in again to continue.';

/** The wording for an HTTP status that came without an explanation of the server's own. */
export function messageForStatus(status: number): string {
  if (status === 401) return signedOutMessage;
  if (status === 429 || status === 503) return busyMessage;
  return serverFailureMessage;
}

/** Browsers' and Apollo's own texts for a failed request, which must never reach the screen. */
const transportTexts =
  /Failed to fetch|NetworkError|Load failed|Network request failed|Response not successful|Received status code|Unexpected token|JSON\.parse|is not valid JSON/i;

/** The product's wording for a failure that is not a refusal the server explained; null for one that is. */
export function transportFailureMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return null;
  if (ServerError.is(error)) return messageForStatus(error.statusCode);
  if (ServerParseError.is(error)) return serverFailureMessage;
  if (error instanceof TypeError) return unreachableMessage;
  if (error instanceof Error && transportTexts.test(error.message)) return unreachableMessage;
  return null;
}
