import { type ErrorBody, type ErrorCode, type ErrorIssue, messageFor, statusFor } from '@fuellinq/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable, isRejectedValue } from '../lib/database-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code (and text, if not the code's) to answer when a required field is absent (login's missing_credentials). */
    missingFieldsError?: { code: ErrorCode; message?: string };
  }
}

/**
 * Fastify's and its plugins' own client errors, by their code: the answer a caller gets instead of their
 * English text (and, for multipart's 406s, instead of a status our catalogue does not use).
 */
const fastifyClientErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_error',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_INVALID_JSON_FIELD_ERROR: 'invalid_json',
  FST_ERR_BAD_URL: 'validation_error',
  // A parameter longer than any id or token of ours names nothing here (Fastify says 414).
  FST_ERR_MAX_PARAM_LENGTH: 'not_found',
};

/** Any other client error, by its status; a status without a code of its own is a 400. */
const statusCodes: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The error body with the status the catalogue gives its code; the code's own text unless the body has one. */
export function sendError(
  reply: FastifyReply,
  body: Omit<ErrorBody, 'requestId' | 'error' | 'message'> & { error: ErrorCode; message?: string },
  headers: Record<string, string> = {},
) {
  const payload: ErrorBody = {
    ...body,
    message: body.message ?? messageFor(body.error),
    requestId: String(reply.request.id),
  };
  return reply
    .status(statusFor(body.error))
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(payload);
}

function valueAt(source: unknown, path: string[]): unknown {
  let current = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function validationIssues(error: FastifyError): ErrorIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error))
    return [{ path: '', message: messageFor('validation_error') }];
  return error.validation.map((item) => ({
    path: item.instancePath.split('/').filter(Boolean).join('.'),
    message: item.message ?? messageFor('validation_error'),
  }));
}

function handleValidation(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const issues = validationIssues(error);
  const context = (error as { validationContext?: string }).validationContext;
  const source =
    context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
  // A field that is absent or blank (not merely wrong) is reported as missing, with the route's own text if it has one.
  const missing = issues.some(
    (issue) => issue.path !== '' && isBlank(valueAt(source, issue.path.split('.'))),
  );
  const bodyAbsent = context === 'body' && (source === undefined || source === null);
  if (missing || bodyAbsent) {
    const custom = request.routeOptions.config.missingFieldsError;
    return sendError(reply, { error: custom?.code ?? 'missing_fields', message: custom?.message, issues });
  }
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : messageFor('validation_error');
  return sendError(reply, { error: 'validation_error', message, issues });
}

/**
 * Every error as the answer a caller gets, with a code of the catalogue and its status. It is the app's
 * error handler, and is meant for Fastify's `frameworkErrors` option too: the router answers a malformed
 * URL (FST_ERR_BAD_URL) or an over-long path parameter itself otherwise, in English, past this handler.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
    return sendError(
      reply,
      { error: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
      error.headers,
    );
  }
  if (error.validation) return handleValidation(error, request, reply);

  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return sendError(reply, { error: known });

  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return sendError(reply, { error: 'unavailable' }, { 'retry-after': '5' });
  }

  if (isRejectedValue(error)) {
    // A schema let through what the database refuses: the caller's mistake, and a rule to add.
    request.log.warn({ err: error }, 'the database refused a value that passed validation');
    return sendError(reply, { error: 'validation_error' });
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return sendError(reply, { error: statusCodes[status] ?? 'validation_error' });

  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, { error: 'server_error' });
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
