import { authErrorMessage } from '@fuellinq/domain/errors/auth-error-message';
import { genericFailureMessage, messageFor } from '@fuellinq/domain/errors/error-codes';
import { ApiError } from './api-client.ts';

export interface ErrorTextOptions {
  /** What failed, as the spec words it ('Tankbeurt loggen mislukt'); the reason follows after a colon. */
  headline?: string;
  /** The text when the error gives no reason ('Zoeken mislukt'); default 'Actie mislukt. Probeer het opnieuw.'. */
  fallback?: string;
  /** The login and signup form's own catalogue (spec §8, Login/signup). */
  auth?: boolean;
  /** This screen's own text for some error codes, instead of the server's ({ wallet_not_configured: '…' }). */
  codes?: Readonly<Record<string, string>>;
  /**
   * Which failures give their reason: every one (the default); only refusals, where the server said why not
   * (a 4xx), so a dropped connection or a server fault gets the spec's text alone; or none.
   */
  reasons?: 'all' | 'refusals' | 'none';
  /** Between headline and reason: ': ' (the default), or '. ' after a headline that is a sentence. */
  joiner?: string;
}

/** The request failed with one of these HTTP statuses (0: nothing came back). */
export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}

/** Nothing came back: the connection dropped or the time-out ran out. */
export function isNetworkError(error: unknown): boolean {
  return hasStatus(error, 0);
}

/**
 * Why a request failed, in Dutch: no connection, a server fault, or the server's own message; the catalogue's
 * text for its code when the server sent the code alone (the client then has the code as its message).
 */
function reason(error: ApiError, reasons: ErrorTextOptions['reasons'] = 'all'): string {
  if (reasons === 'none') return '';
  if (reasons === 'refusals' && !(error.status >= 400 && error.status < 500)) return '';
  if (error.status === 0) return messageFor('network_error');
  if (error.code === 'server_error') return messageFor('server_error');
  const sent = error.message.trim();
  return sent && sent !== error.code ? sent : messageFor(error.code);
}

function ownText(code: string, codes: ErrorTextOptions['codes']): string | undefined {
  return codes && Object.hasOwn(codes, code) ? codes[code] : undefined;
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
  const own = error instanceof ApiError ? ownText(error.code, options.codes) : undefined;
  if (own !== undefined) return own;
  const why = error instanceof ApiError ? reason(error, options.reasons) : '';
  if (headline) return why && why !== headline ? `${headline}${options.joiner ?? ': '}${why}` : headline;
  return why || fallback;
}

/** The server's message per field (`issues`), keyed by the field's path as the server names it. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.issues.filter((issue) => issue.path).map((issue) => [issue.path, issue.message]),
  );
}
