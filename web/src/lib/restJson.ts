import { messageForStatus, unreachableMessage } from './transportErrors';

/** A field the server named in its refusal (the REST shim's `errors` list). */
export interface RestFieldError {
  field: string;
  message: string;
}

/** A refused or failed REST call, with the server's own message when it sent one. */
export class RestError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when the server could not be reached. */
    readonly status: number | null,
    readonly fieldErrors: readonly RestFieldError[] = [],
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export { unreachableMessage };

interface RestRequest {
  body?: unknown;
  signal?: AbortSignal;
}

function fieldErrorsOf(payload: unknown): RestFieldError[] {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is RestFieldError => typeof error?.field === 'string' && typeof error?.message === 'string',
  );
}

/**
 * Calls the REST shim as the signed-in user: the session cookie, JSON both ways (the server's CSRF
 * rule refuses other bodies; the browser adds our Origin). Answers the parsed `{ success: true, ... }`
 * body; anything else throws a RestError carrying the server's message and field errors.
 */
export async function restJson<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { body, signal }: RestRequest = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RestError(unreachableMessage, null);
  }
  const payload: unknown = await response.json().catch(() => null);
  const success = (payload as { success?: unknown } | null)?.success;
  if (!response.ok || success !== true) {
    const message = (payload as { message?: unknown } | null)?.message;
    throw new RestError(
      typeof message === 'string' && message ? message : messageForStatus(response.status),
      response.status,
      fieldErrorsOf(payload),
    );
  }
  return payload as T;
}

/** The message to show for any error a REST call threw. */
export function restErrorMessage(error: unknown): string {
  return error instanceof RestError ? error.message : unreachableMessage;
}
