import { vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The Dutch text for a failed call: the server's own message (it speaks Dutch), or the spec's fallback for a
 * dropped connection or a failure without one.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Kan geen verbinding maken met de server.';
    if (error.status >= 500 && error.code === 'server_error')
      return 'Tijdelijk serverprobleem. Probeer het zo opnieuw.';
    return error.message || fallback;
  }
  return fallback;
}

/** "Odometer loggen mislukt" and what the server said about it. */
export function failureText(error: unknown, headline: string): string {
  const detail = error instanceof ApiError && error.status !== 0 ? error.message : '';
  return detail && detail !== headline ? `${headline}: ${detail}` : headline;
}

/** The server's message per field (`issues`), for the form's fields. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.data as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  return Object.fromEntries(issues.filter((issue) => issue.path).map((issue) => [issue.path, issue.message]));
}

/** Spec §8 'Ophalen mislukt', with the reason when there is one. */
export function loadFailureText(error: unknown): string {
  const reason = errorText(error, '');
  return reason ? `${vehicleUiMessages.loadFailed}: ${reason}` : vehicleUiMessages.loadFailed;
}
