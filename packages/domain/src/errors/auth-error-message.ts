import { errorCatalogue, genericFailureMessage, networkErrorMessage } from './error-codes.ts';

export interface FailedRequest {
  /** The `error` field of the body, or `network_error` when nothing came back. */
  code?: string | undefined;
  status?: number | undefined;
  /** The `message` field of the body, shown as-is when nothing more specific applies. */
  message?: string | undefined;
}

/**
 * The text the login and signup form shows for a failed request (spec §8, Login/signup).
 * Order matters: a known code wins over its status, a status over the raw message.
 */
export function authErrorMessage(failure: FailedRequest): string {
  const { code, status, message } = failure;
  if (code === 'invalid_login') return errorCatalogue.invalid_login.message;
  // A blocked account is a 403 too, but the person must learn why, not 'no access to this page'.
  if (code === 'account_blocked') return errorCatalogue.account_blocked.message;
  if (code === 'missing_credentials' || code === 'missing_fields')
    return errorCatalogue.missing_credentials.message;
  if (code === 'forbidden' || status === 403) return errorCatalogue.forbidden.message;
  if (status === 401) return errorCatalogue.unauthorized.message;
  if (status === 404) return errorCatalogue.not_found.message;
  if (code === 'server_error' || (status !== undefined && status >= 500))
    return errorCatalogue.server_error.message;
  if (code === 'network_error' || code === 'failed') return networkErrorMessage;
  return message?.trim() ? message : genericFailureMessage;
}
