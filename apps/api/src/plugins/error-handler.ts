import { errorMessages, type ErrorBody, type ErrorIssue } from '@fuellinq/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable, isRejectedValue } from '../lib/database-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code and text to answer when a required field is absent (e.g. login's missing_credentials). */
    missingFieldsError?: { code: string; message: string };
  }
}

/** Fastify's own client errors, by code: the answer a caller gets instead of Fastify's English text. */
const fastifyClientErrors: Record<string, { status: number; code: keyof typeof errorMessages }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'validation_error' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, code: 'unsupported_media_type' },
};

const statusCodes: Record<number, keyof typeof errorMessages> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function sendError(
  reply: FastifyReply,
  status: number,
  body: Omit<ErrorBody, 'requestId'>,
  headers: Record<string, string> = {},
) {
  const payload: ErrorBody = { ...body, requestId: String(reply.request.id) };
  return reply.status(status).headers(headers).type('application/json; charset=utf-8').send(payload);
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
    return [{ path: '', message: errorMessages.validation_error }];
  return error.validation.map((item) => ({
    path: item.instancePath.split('/').filter(Boolean).join('.'),
    message: item.message ?? errorMessages.validation_error,
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
    return sendError(reply, 400, {
      error: custom?.code ?? 'missing_fields',
      message: custom?.message ?? errorMessages.missing_fields,
      issues,
    });
  }
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : errorMessages.validation_error;
  return sendError(reply, 400, { error: 'validation_error', message, issues });
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'service error');
      return sendError(
        reply,
        error.statusCode,
        { error: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
        error.headers,
      );
    }
    if (error.validation) return handleValidation(error, request, reply);

    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known)
      return sendError(reply, known.status, { error: known.code, message: errorMessages[known.code] });

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendError(
        reply,
        503,
        { error: 'unavailable', message: errorMessages.unavailable },
        { 'retry-after': '5' },
      );
    }

    if (isRejectedValue(error)) {
      // A schema let through what the database refuses: the caller's mistake, and a rule to add.
      request.log.warn({ err: error }, 'the database refused a value that passed validation');
      return sendError(reply, 400, { error: 'validation_error', message: errorMessages.validation_error });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = statusCodes[status] ?? 'validation_error';
      return sendError(reply, status, { error: code, message: errorMessages[code] });
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, { error: 'server_error', message: errorMessages.server_error });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
