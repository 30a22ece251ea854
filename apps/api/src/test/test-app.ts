import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { type ConfigInput, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-users.ts';
import { errorAnswerProblem } from './error-answers.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** The e-mails the app wrote to its outbox, oldest first. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

/** The app on a fresh migrated database, with its own data folder, no logging and generous rate limits. */
export async function createTestApp(
  env: Partial<Record<keyof ConfigInput, string>> = {},
  options: { database?: DatabaseHandle; now?: () => Date } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://fuellinq.test',
    RATE_LIMIT_AUTH_PER_IP: '1000',
    // Tests script RDW failures one after another: a breaker that stayed open would carry one test's
    // failures into the next. Its own behaviour is tested in rdw-client.test.ts.
    RDW_BREAKER_COOLDOWN_MS: '1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
  });
  // Every error the app answers in a test is one of the catalogue's, with its status (decision 004): an answer
  // that is not fails the test file when it closes the app, naming the request.
  const errorProblems: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const problem = errorAnswerProblem(
      reply.statusCode,
      String(reply.getHeader('content-type') ?? ''),
      payload,
    );
    if (problem) errorProblems.push(`${request.method} ${request.url}: ${problem}`);
    return payload;
  });
  await app.ready();
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    app,
    database,
    dataDir,
    async outbox() {
      const files = (await readdir(outboxDir).catch(() => [] as string[])).sort();
      return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    },
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
      if (errorProblems.length > 0) {
        throw new Error(`error answers outside the catalogue:\n${[...new Set(errorProblems)].join('\n')}`);
      }
    },
  };
}

let counter = 0;

/** A unique address per call, so tests never collide on the unique e-mail index. */
export function uniqueEmail(prefix = 'test'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.nl`;
}

/** Registers a user and returns its token and user, failing the test when registration fails. */
export async function registerUser(app: FastifyInstance, body: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: uniqueEmail(), password: 'geheim123', ...body },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string; user: { id: string; email: string; role: string } }>();
}

/** Logs in with e-mail and password (the demo accounts' by default) and returns the token, failing the test otherwise. */
export async function logIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** app.inject with a bearer token. */
export function injectAs(app: FastifyInstance, token: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/**
 * A signed-in user with a given role and account type, made directly in the database (sign-up only ever
 * makes consumers with the role 'user').
 */
export async function signInWithRole(
  testApp: TestApp,
  role: 'user' | 'partner' | 'admin',
  accountType: 'consumer' | 'business' = 'consumer',
) {
  const { token, user } = await registerUser(testApp.app);
  await testApp.database.db.update(users).set({ role, accountType }).where(eq(users.id, user.id));
  return { token, user: { ...user, role, account_type: accountType } };
}
