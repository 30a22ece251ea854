import { errorMessages, genericFailureMessage } from './error-codes.ts';

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
  if (code === 'invalid_login') return errorMessages.invalid_login;
  // A blocked account is a 403 too, but the person must learn why, not 'no access to this page'.
  if (code === 'account_blocked') return errorMessages.account_blocked;
  if (code === 'missing_credentials' || code === 'missing_fields') return errorMessages.missing_credentials;
  if (code === 'forbidden' || status === 403) return errorMessages.forbidden;
  if (status === 401) return errorMessages.unauthorized;
  if (status === 404) return errorMessages.not_found;
  if (code === 'server_error' || (status !== undefined && status >= 500)) return errorMessages.server_error;
  if (code === 'network_error' || code === 'failed') return errorMessages.network_error;
  return message?.trim() ? message : genericFailureMessage;
}
