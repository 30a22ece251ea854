import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Puts the server's field messages (`issues`) on the form's fields; returns the message for the form as a
 * whole when no field took it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (path: string) => Path<T> | undefined,
): string | null {
  if (!(error instanceof ApiError)) return 'Actie mislukt. Probeer het opnieuw.';
  const issues = (error.data as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? [];
  let placed = false;
  for (const issue of issues) {
    const field = fieldFor(issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
