import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@fuellinq/domain/auth/auth.endpoints';
import { cardEndpoints } from '@fuellinq/domain/cards/card.endpoints';
import { co2Endpoints } from '@fuellinq/domain/co2/co2.endpoints';
import { fakeApi } from '../test/render.tsx';
import { ApiError, apiDownload, apiRequest, onUnauthorized } from './api-client.ts';
import { getSession, saveSession } from './session.ts';

const user = {
  id: '7f1c6a56-3f4b-4b8e-9a55-0f9a4a3a2b11',
  email: 'a@b.nl',
  first_name: null,
  last_name: null,
  name: 'a',
  role: 'user',
  account_type: 'consumer',
} as const;

describe('apiRequest', () => {
  let stopListening: (() => void) | undefined;
  afterEach(() => stopListening?.());

  it('sends JSON with the bearer token, but never on the auth paths', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: { user } },
      'POST /api/auth/login': {
        status: 200,
        body: { token: 'tok-2', user, expires_at: '2026-12-01T00:00:00Z' },
      },
      'POST /api/auth/logout': { status: 204 },
    });
    vi.stubGlobal('fetch', api.fetch);
    saveSession('tok-1', 'user', true);
    await apiRequest(authEndpoints.me);
    await apiRequest(authEndpoints.login, { body: { email: 'a@b.nl', password: 'geheim1' } });
    await apiRequest(authEndpoints.logout);
    expect(api.calls.map((call) => [call.path, call.headers.authorization])).toEqual([
      ['/me', 'Bearer tok-1'],
      ['/api/auth/login', undefined],
      ['/api/auth/logout', 'Bearer tok-1'],
    ]);
    expect(api.calls[1]?.headers['content-type']).toBe('application/json');
  });

  it('throws an ApiError with status, code, Dutch message and the body attached', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/cards': {
          status: 409,
          body: { error: 'conflict', message: 'Bestaat al.', requestId: 'r1' },
        },
      }).fetch,
    );
    const error = await apiRequest(cardEndpoints.create, { body: { label: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'Bestaat al.', requestId: 'r1' });
    expect((error as ApiError).data).toEqual({ error: 'conflict', message: 'Bestaat al.', requestId: 'r1' });
  });

  it('sends the Idempotency-Key of a money write, and reads where to pay when the balance is short', async () => {
    const api = fakeApi({
      'POST /api/cards': {
        status: 409,
        body: {
          error: 'insufficient_balance',
          message: 'Je saldo is niet hoog genoeg. Waardeer eerst op.',
          checkout_url: '/betalen/sandbox/p1',
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const error = await apiRequest(cardEndpoints.create, {
      body: { label: 'x' },
      idempotencyKey: 'key-0001',
    }).catch((e: unknown) => e);
    expect(api.calls[0]?.headers['idempotency-key']).toBe('key-0001');
    expect(error).toMatchObject({ code: 'insufficient_balance', checkoutUrl: '/betalen/sandbox/p1' });
    await apiRequest(cardEndpoints.create, { body: { label: 'x' } }).catch(() => undefined);
    expect(api.calls[1]?.headers).not.toHaveProperty('idempotency-key');
  });

  it('falls back to the status text when the body says nothing', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('oops', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiRequest(cardEndpoints.list)).rejects.toMatchObject({
      status: 502,
      code: 'server_error',
      message: 'Bad Gateway',
    });
  });

  it('turns a failed fetch into network_error with a hint', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await apiRequest(cardEndpoints.list).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'Kan geen verbinding maken met de server.',
    });
    expect(error.hint).toBeTruthy();
  });

  it('gives up after the time-out, and says which time-out ran out', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    const error = (await apiRequest(cardEndpoints.list, { timeoutMs: 20 }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('network_error');
    expect(error.hint).toBe('De server reageerde niet binnen 20 milliseconden.');
    const slower = (await apiRequest(cardEndpoints.list, { timeoutMs: 1500 }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(slower.hint).toBe('De server reageerde niet binnen 1,5 seconden.');
  });

  it('clears the session and reports a 401 outside the auth paths', async () => {
    const unauthorized = vi.fn();
    stopListening = onUnauthorized(unauthorized);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /me': { status: 401, body: { error: 'unauthorized', message: 'x' } },
        'POST /api/auth/login': { status: 401, body: { error: 'invalid_login', message: 'x' } },
      }).fetch,
    );
    saveSession('tok-1', 'user', true);
    await expect(
      apiRequest(authEndpoints.login, { body: { email: 'a@b.nl', password: 'fout' } }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession().token).toBe('tok-1');
    expect(unauthorized).not.toHaveBeenCalled();

    await expect(apiRequest(authEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toEqual({ token: null, role: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(unauthorized).toHaveBeenCalledOnce();
  });
});

describe('session', () => {
  it('re-reads the token when another tab changes storage', () => {
    window.localStorage.setItem('token', 'from-other-tab');
    window.localStorage.setItem('role', 'admin');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(getSession()).toEqual({ token: 'from-other-tab', role: 'admin' });
  });
});

describe('apiDownload', () => {
  it('returns the file and the name the server gives it, with the bearer token', async () => {
    const calls: Record<string, string>[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      calls.push(init.headers as Record<string, string>);
      return Promise.resolve(
        new Response('a;b\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="rapport.csv"',
          },
        }),
      );
    });
    saveSession('tok-2', 'user', true);
    const { blob, filename } = await apiDownload(co2Endpoints.reportCsv, { query: { from: '2026-10-01' } });
    expect(filename).toBe('rapport.csv');
    expect(await blob.text()).toBe('a;b\r\n');
    expect(calls[0]?.authorization).toBe('Bearer tok-2');
  });

  it('throws the same ApiError as a JSON call when the export fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/co2/wpm.csv': {
          status: 403,
          body: { error: 'business_only', message: 'Alleen zakelijk.' },
        },
      }).fetch,
    );
    await expect(apiDownload(co2Endpoints.wpmCsv)).rejects.toMatchObject({
      status: 403,
      code: 'business_only',
    });
  });
});
