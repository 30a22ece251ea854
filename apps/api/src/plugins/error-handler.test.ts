import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { errorAnswerProblem } from '../test/error-answers.ts';
import errorHandler, { answerError } from './error-handler.ts';

// The handler alone, on a bare Fastify: errors of every origin answer a code of the catalogue with its status.
const app = Fastify({
  logger: false,
  frameworkErrors: (error, request, reply) => void answerError(error, request, reply),
  routerOptions: { maxParamLength: 10 },
});

function failWith(statusCode: number, code?: string) {
  return () => {
    throw Object.assign(new Error('English text'), { statusCode, ...(code ? { code } : {}) });
  };
}

beforeAll(async () => {
  await app.register(errorHandler);
  app.get('/app-error', () => {
    throw new AppError('rdw_unavailable', { headers: { 'retry-after': '30' } });
  });
  app.get('/multipart-406', failWith(406, 'FST_INVALID_MULTIPART_CONTENT_TYPE'));
  app.get('/teapot', failWith(418));
  app.get('/gone', failWith(410));
  app.get('/conflict', failWith(409));
  app.get('/bug', () => {
    throw new Error('SELECT * FROM users');
  });
  app.get('/things/:id', () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it.each([
    ['/app-error', 503, 'rdw_unavailable'],
    ['/multipart-406', 415, 'unsupported_media_type'],
    ['/teapot', 400, 'validation_error'],
    ['/gone', 400, 'validation_error'],
    ['/conflict', 409, 'conflict'],
    ['/bug', 500, 'server_error'],
    // Fastify's router answers these itself, unless frameworkErrors hands them to the handler.
    ['/things/%E0%A4%A', 400, 'validation_error'],
    ['/things/much-too-long-for-an-id', 404, 'not_found'],
  ])('%s answers %i %s', async (url, status, code) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: code });
    expect(response.body).not.toMatch(/English text|SELECT/);
    expect(
      errorAnswerProblem(status, String(response.headers['content-type']), response.body),
    ).toBeUndefined();
  });

  it("keeps an AppError's headers", async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.headers['retry-after']).toBe('30');
  });
});
