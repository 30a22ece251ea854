import { type ErrorCode, type ErrorIssue, errorCatalogue, statusFor } from '@fuellinq/domain';

export interface AppErrorOptions {
  /** A text from the domain that says more than the code's own (which refuel, which invoice). */
  message?: string | undefined;
  issues?: ErrorIssue[] | undefined;
  headers?: Record<string, string> | undefined;
}

/**
 * The one error a service throws: a code of the domain's catalogue, which gives its status and its Dutch
 * text. The error handler turns it into `{ error, message, issues? }`; services know nothing of HTTP.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorCatalogue[code].message);
    this.statusCode = statusFor(code);
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers;
  }
}

export const notFound = (message?: string) => new AppError('not_found', { message });

/** A refusal about one field, naming it the way the client sent it; the text is the code's unless given. */
export function fieldError(field: string, code: ErrorCode, message?: string): AppError {
  const text = message ?? errorCatalogue[code].message;
  return new AppError(code, { message: text, issues: [{ path: field, message: text }] });
}
