import { type ErrorCode, type ErrorIssue, messageFor } from '@fuellinq/domain';

/**
 * The one error a service throws. The error handler turns it into `{ error, message, issues? }` with
 * its status; services know nothing of HTTP beyond the status number.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: string;
  readonly issues: ErrorIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode | (string & {}),
    message?: string,
    extra: { issues?: ErrorIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message ?? messageFor(code));
    this.statusCode = statusCode;
    this.code = code;
    this.issues = extra.issues;
    this.headers = extra.headers;
  }
}

export const badRequest = (code: string, message?: string, issues?: ErrorIssue[]) =>
  new AppError(400, code, message, issues ? { issues } : {});
export const notFound = (message?: string, code = 'not_found') => new AppError(404, code, message);
export const conflict = (code: string, message?: string) => new AppError(409, code, message);
export const forbidden = () => new AppError(403, 'forbidden');
export const unauthorized = () => new AppError(401, 'unauthorized');

/** A field-level validation failure, naming the field the way the client sent it. */
export function fieldError(field: string, message: string, code = 'validation_error'): AppError {
  return new AppError(400, code, message, { issues: [{ path: field, message }] });
}
