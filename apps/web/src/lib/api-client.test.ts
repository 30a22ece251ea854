import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/render.tsx';
import { ApiError, apiDownload, apiRequest, onUnauthorized } from './api-client.ts';
import { getSession, saveSession } from './session.ts';

describe('apiRequest', () => {
  let stopListening: (() => void) | undefined;
  afterEach(() => stopListening?.());

  it('sends JSON with the bearer token, but never on the auth paths', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: { user: {} } },
      'POST /api/auth/login': { status: 200, body: {} },
      'POST /api/auth/logout': { status: 204 },
    });
    vi.stubGlobal('fetch', api.fetch);
    saveSession('tok-1', 'user', true);
    await apiRequest('/me');
    await apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.nl' } });
    await apiRequest('/api/auth/logout', { method: 'POST' });
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
        'GET /api/x': { status: 409, body: { error: 'conflict', message: 'Bestaat al.', requestId: 'r1' } },
      }).fetch,
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'Bestaat al.', requestId: 'r1' });
    expect((error as ApiError).data).toEqual({ error: 'conflict', message: 'Bestaat al.', requestId: 'r1' });
  });

  it('falls back to the status text when the body says nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'server_error',
      message: 'Bad Gateway',
    });
  });

  it('turns a failed fetch into network_error with a hint', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'Kan geen verbinding maken met de server.',
    });
    expect(error.hint).toBeTruthy();
  });

  it('gives up after the time-out', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const error = (await apiRequest('/api/x', { timeoutMs: 20 }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('network_error');
    expect(error.hint).toContain('20 seconden');
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
    await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession().token).toBe('tok-1');
    expect(unauthorized).not.toHaveBeenCalled();

    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401 });
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
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(init.headers as Record<string, string>);
      return new Response('a;b\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="rapport.csv"' },
      });
    });
    saveSession('tok-2', 'user', true);
    const { blob, filename } = await apiDownload('/api/co2/report.csv', { query: { from: '2026-10-01' } });
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
    await expect(apiDownload('/api/co2/wpm.csv')).rejects.toMatchObject({
      status: 403,
      code: 'business_only',
    });
  });
});
