import { authErrorMessage } from '@fuellinq/domain/errors/auth-error-message';
import { errorMessages, genericFailureMessage } from '@fuellinq/domain/errors/error-codes';
import { ApiError } from './api-client.ts';

export interface ErrorTextOptions {
  /** What failed, as the spec words it ('Tankbeurt loggen mislukt'); the reason follows after a colon. */
  headline?: string;
  /** The text when the error gives no reason ('Zoeken mislukt'); default 'Actie mislukt. Probeer het opnieuw.'. */
  fallback?: string;
  /** The login and signup form's own catalogue (spec §8, Login/signup). */
  auth?: boolean;
}

/** Nothing came back: the connection dropped or the time-out ran out. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** Why a request failed, in Dutch: no connection, a server fault, or the server's own (Dutch) message. */
function reason(error: ApiError): string {
  if (error.status === 0) return errorMessages.network_error;
  if (error.code === 'server_error') return errorMessages.server_error;
  return error.message.trim();
}

/**
 * The one place where a failed request becomes the text a person reads (spec §8): the headline and its
 * reason ("Ophalen mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw."), the reason alone, or the
 * fallback. Anything that is not an ApiError gets the headline or the fallback, never a stack trace.
 */
export function errorText(error: unknown, options: ErrorTextOptions = {}): string {
  const { headline, fallback = genericFailureMessage } = options;
  if (options.auth) {
    return authErrorMessage(
      error instanceof ApiError
        ? { code: error.code, status: error.status, message: error.message }
        : { code: 'failed' },
    );
  }
  const why = error instanceof ApiError ? reason(error) : '';
  if (headline) return why && why !== headline ? `${headline}: ${why}` : headline;
  return why || fallback;
}

/** The server's message per field (`issues`), keyed by the field's path as the server names it. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.issues.filter((issue) => issue.path).map((issue) => [issue.path, issue.message]),
  );
}
