import { messageFor } from '@fuellinq/domain/errors/error-codes';
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
  readonly requestId: string | undefined;
  readonly hint: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    data?: unknown;
    requestId?: string;
    hint?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
    this.requestId = init.requestId;
    this.hint = init.hint;
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
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

export function buildUrl(path: string, query?: RequestOptions['query']): string {
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

/**
 * Sends a request and returns the response when it is 2xx; otherwise throws the ApiError every caller
 * reads (and a 401 ends the session).
 */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const base = apiBase();
  const isAuthPath = AUTH_PATHS.includes(path);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A file upload goes as multipart/form-data: the browser sets that header with its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = getToken();
  if (token && !isAuthPath) headers.authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
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
    const timedOut = timeout.aborted;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: messageFor('network_error'),
      hint: timedOut ? 'De server reageerde niet binnen 20 seconden.' : networkHint(base),
    });
  }

  if (!response.ok) {
    const data = await readBody(response);
    const body = (data && typeof data === 'object' ? data : {}) as {
      error?: unknown;
      message?: unknown;
      requestId?: unknown;
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
      ...(typeof body.requestId === 'string' ? { requestId: body.requestId } : {}),
    });
  }
  return response;
}

/** The one HTTP client (spec §7–8): JSON, credentials included, bearer token except on auth paths, 20 s time-out. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await send(path, options))) as T;
}

/** A file from the API (a CSV or PDF export), with the name the server gives it. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | undefined }> {
  const response = await send(path, { ...options, headers: { accept: '*/*', ...options.headers } });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return { blob: await response.blob(), filename };
}
