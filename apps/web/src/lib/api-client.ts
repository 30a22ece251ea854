import type { BodyOf, Endpoint, ResponseOf } from '@fuellinq/domain/api/endpoint';
import type { EndpointOf, Route } from '@fuellinq/domain/api/route';
import { endpointPath } from '@fuellinq/domain/api/endpoint';
import type { ErrorIssue } from '@fuellinq/domain/errors/error-body';
import { messageFor } from '@fuellinq/domain/errors/error-codes';
import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import { apiBase } from './api-base.ts';
import { clearSession, getToken } from './session.ts';

/** spec §7: the API time-out. */
export const API_TIMEOUT_MS = 20_000;

/** Paths that never carry the bearer token (spec §7), and whose 401 means "wrong password", not "session over". */
const AUTH_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/forgot', '/api/auth/reset'];

/** Every failed call: the HTTP status (0 when nothing came back), the body's error code, its text and the body. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  /** The server's message per field (`issues` of the error body); empty when it named none. */
  readonly issues: ErrorIssue[];
  readonly requestId: string | undefined;
  readonly hint: string | undefined;
  /**
   * Where to pay instead, when the server refused for want of money (409 insufficient_balance on an extra
   * card): the error body's `checkout_url`. Not in the domain's error body (yet): read only when present.
   */
  readonly checkoutUrl: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    data?: unknown;
    issues?: ErrorIssue[];
    requestId?: string;
    hint?: string;
    checkoutUrl?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
    this.issues = init.issues ?? [];
    this.requestId = init.requestId;
    this.hint = init.hint;
    this.checkoutUrl = init.checkoutUrl;
  }
}

let unauthorizedHandler: (() => void) | undefined;

/** The app registers what a 401 does: clear the session and go to /auth?reason=unauthorized. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<Body = unknown> {
  /** Values for the endpoint's `:name` parameters. */
  params?: Record<string, string>;
  query?: QueryParams;
  body?: Body;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * The Idempotency-Key of a write that moves money or points: one per user action (lib/idempotency-key.ts),
   * the same on a retry, so the server carries it out once and answers a retry with its first answer.
   */
  idempotencyKey?: string;
}

function networkHint(base: string): string {
  if (window.location.protocol === 'https:' && base.startsWith('http:')) {
    return 'De pagina is beveiligd (https) maar de API niet (http): de browser blokkeert die mixed content.';
  }
  if (new URL(base).origin !== window.location.origin) {
    return `De API op ${base} is niet bereikbaar, of staat deze website niet toe (CORS).`;
  }
  return 'De server is niet bereikbaar. Controleer je internetverbinding.';
}

/** "20 seconden", "1,5 seconden", "500 milliseconden": the time-out that actually ran out. */
function timeoutText(ms: number): string {
  if (ms < 1000) return `${ms} milliseconden`;
  const seconds = ms / 1000;
  return `${formatDecimal(seconds, Number.isInteger(seconds) ? 0 : 1)} ${seconds === 1 ? 'seconde' : 'seconden'}`;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = new URL(path, `${apiBase()}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorIssues(value: unknown): ErrorIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (issue): issue is ErrorIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as ErrorIssue).path === 'string' &&
      typeof (issue as ErrorIssue).message === 'string',
  );
}

/**
 * Sends a request and returns the response when it is 2xx; otherwise throws the ApiError every caller
 * reads (and a 401 ends the session).
 */
async function send(target: Endpoint | Route, options: RequestOptions): Promise<Response> {
  const base = apiBase();
  const path = endpointPath(target, options.params);
  const isAuthPath = AUTH_PATHS.includes(path);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A file upload goes as multipart/form-data: the browser sets that header with its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = getToken();
  if (token && !isAuthPath) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: target.method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: messageFor('network_error'),
      hint: timeout.aborted
        ? `De server reageerde niet binnen ${timeoutText(timeoutMs)}.`
        : networkHint(base),
    });
  }

  if (!response.ok) {
    const data = await readBody(response);
    const body = (data && typeof data === 'object' ? data : {}) as {
      error?: unknown;
      message?: unknown;
      issues?: unknown;
      requestId?: unknown;
      checkout_url?: unknown;
    };
    const code =
      typeof body.error === 'string'
        ? body.error
        : response.status >= 500
          ? 'server_error'
          : String(response.status);
    const message =
      typeof body.message === 'string'
        ? body.message
        : typeof body.error === 'string'
          ? body.error
          : response.statusText;
    if (response.status === 401 && !isAuthPath) {
      clearSession();
      unauthorizedHandler?.();
    }
    throw new ApiError({
      status: response.status,
      code,
      message: message || messageFor(code),
      data,
      issues: errorIssues(body.issues),
      ...(typeof body.requestId === 'string' ? { requestId: body.requestId } : {}),
      ...(typeof body.checkout_url === 'string' ? { checkoutUrl: body.checkout_url } : {}),
    });
  }
  return response;
}

/**
 * In development and tests every answer is checked against the endpoint's schema in the domain (the one the
 * API validates with), so a drift between web and API shows at once. Production builds drop this code and
 * never load the schemas.
 */
async function checkContract(target: Endpoint | Route, status: number, data: unknown): Promise<void> {
  const { answerProblem, declarationOf } = await import('@fuellinq/domain/api/answer-check');
  const problem = answerProblem(declarationOf(target), status, data);
  if (!problem) return;
  console.error(problem);
  throw new ApiError({
    status,
    code: 'invalid_response',
    message: 'Onverwacht antwoord van de server.',
    hint: problem,
  });
}

/**
 * The one HTTP client (spec §7–8): JSON, credentials included, bearer token except on auth paths, 20 s
 * time-out. The endpoint (from the domain) says the method, the path and what comes back: its declaration,
 * or, in code every page loads, a `route()` that names it without loading its schemas.
 */
export async function apiRequest<T extends Endpoint | Route>(
  target: T,
  options: RequestOptions<BodyOf<EndpointOf<T>>> = {},
): Promise<ResponseOf<EndpointOf<T>>> {
  const response = await send(target, options);
  const data = await readBody(response);
  if (import.meta.env.DEV) await checkContract(target, response.status, data);
  return data as ResponseOf<EndpointOf<T>>;
}

/** A file from the API (a CSV or PDF export), with the name the server gives it. */
export async function apiDownload(
  target: Endpoint | Route,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | undefined }> {
  const response = await send(target, { ...options, headers: { accept: '*/*', ...options.headers } });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return { blob: await response.blob(), filename };
}
