import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicPage } from '@fuellinq/domain/common/public-pages';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, demoFeatures } from './config.ts';
import type { Database, DatabaseHandle } from './db/database.ts';
import {
  REDACTED_PATHS,
  redactLogMessages,
  safeErrorSerializer,
  safeRequestSerializer,
} from './lib/log-safety.ts';
import { EventBus } from './lib/events.ts';
import { createJobRunner, type JobRunner } from './lib/job-runner.ts';
import { chooseLimitStore, type LimitStore } from './lib/limit-store.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { type AuthService, createAuthService } from './modules/auth/auth.service.ts';
import { modules } from './modules/index.ts';
import { publishedPageTitle } from './modules/site-pages/site-pages.service.ts';
import { stationServerPage } from './modules/stations/stations.service.ts';
import authPlugin from './plugins/auth.ts';
import errorHandler, { answerError } from './plugins/error-handler.ts';
import idempotency from './plugins/idempotency.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import spa from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    mailer: Mailer;
    /** Modules announce changes here, and act on each other's, without importing each other. */
    events: EventBus;
    /** Sign-up, sign-in and sessions: the auth plugin asks it who a bearer token belongs to. */
    auth: AuthService;
    /** Background work in the database (lib/job-runner.ts): modules define their jobs; the server starts it. */
    jobs: JobRunner;
    /** The time, as every module reads it: tests move it to reach an expiry or a month's end. */
    now: () => Date;
    /** Rate-limit counters shared by every instance: Redis, the database, or memory on PGlite. */
    limits: LimitStore;
    /** The Redis client when REDIS_URL is set. */
    redis: Redis | undefined;
    /** Every route this app serves, as registered: the endpoints test holds them to the declared endpoints. */
    routesServed: readonly RouteOptions[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Fastify's logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The clock (default the real one). */
  now?: () => Date;
}

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: REDACTED_PATHS,
    // A URL that opens a card or a payment is logged with its secret redacted: in the request (`req`), in
    // an error's message (`err`) and in a message of its own (the hook).
    serializers: { err: safeErrorSerializer, req: safeRequestSerializer },
    hooks: { logMethod: redactLogMessages },
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // A caller's own correlation id is kept when it is sane; otherwise every request gets a fresh one.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router answers a malformed URL or an over-long path parameter before any handler: with ours, in
    // Dutch, with a code of the catalogue, not Fastify's English.
    frameworkErrors: (error, request, reply) => void answerError(error, request, reply),
  });
  const routesServed: RouteOptions[] = [];
  app.decorate('routesServed', routesServed);
  app.addHook('onRoute', (route) => void routesServed.push(route));
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schema in development and tests; production trusts the types and
  // only serialises, which keeps hot routes fast.
  app.setSerializerCompiler(config.NODE_ENV === 'production' ? plainJsonSerializer : serializerCompiler);
  // JSON only: text/plain bodies get a 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('events', new EventBus());
  const now = options.now ?? (() => new Date());
  app.decorate('now', now);
  app.decorate(
    'jobs',
    createJobRunner({
      db: database.db,
      now,
      // PGlite has one connection; a PostgreSQL server runs jobs side by side, within the pool.
      concurrency: database.kind === 'postgres' ? Math.max(1, Math.min(2, config.DATABASE_POOL_SIZE - 2)) : 1,
      onError: (error, job) => app.log.error({ err: error, job: job.kind, jobId: job.id }, 'job failed'),
    }),
  );
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
    });
  app.decorate('mailer', mailer);
  const { store: limits, redis } = chooseLimitStore({
    redisUrl: config.REDIS_URL,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    database,
  });
  app.decorate('limits', limits);
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // One auth service per app: its sign-in limits count across requests, and across instances.
  const auth = createAuthService({
    repository: createAuthRepository(database.db),
    config,
    mailer,
    limits,
    retryResetMail: async (userId, error) => {
      app.log.warn({ err: error }, 'reset mail not sent; the outbox tries again');
      await app.jobs.enqueue('auth.reset-mail', { user_id: userId });
    },
  });
  app.decorate('auth', auth);
  await app.register(fp(async () => {}, { name: 'db' }));
  await app.register(fp(async () => {}, { name: 'mailer' }));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(security);
  await app.register(rateLimit);
  await app.register(openapi);
  await app.register(authPlugin, { authenticate: (token) => auth.authenticate(token) });
  await app.register(idempotency);
  for (const module of modules) await app.register(module);
  await app.register(spa, {
    root: config.WEB_DIST_DIR ?? defaultWebDist,
    publicUrl: config.publicUrl,
    titleOf: (path) => publishedPageTitle(app.db, path),
    // Every public page and station page arrives drawn; the app's own pages (signed in) are drawn by the browser.
    pageOf: (path) => stationServerPage(path) ?? (publicPage(path) ? { answers: [] } : undefined),
    demoBanner: demoFeatures(config).length > 0,
  });

  return app;
}
