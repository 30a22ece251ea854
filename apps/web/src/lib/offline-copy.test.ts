import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { clearPrivateCopies, startOfflineCopies, useOfflineSince, withOfflineCopy } from './offline-copy.ts';
import { clearSession, saveSession } from './session.ts';

const dropped = () =>
  Promise.reject(new ApiError({ status: 0, code: 'network_error', message: 'Geen verbinding' }));

startOfflineCopies();

describe('withOfflineCopy', () => {
  it('answers the last copy when the connection drops, and says since when', async () => {
    const since = renderHook(() => useOfflineSince());
    expect(since.result.current).toBeNull();
    await withOfflineCopy('public', 'stations', () => Promise.resolve([{ id: 'a' }]));

    let answer: unknown;
    await act(async () => {
      answer = await withOfflineCopy('public', 'stations', dropped);
    });
    expect(answer).toEqual([{ id: 'a' }]);
    expect(Date.parse(since.result.current!)).toBeLessThanOrEqual(Date.now());

    // Online again: the fresh answer replaces the copy and the notice goes.
    await act(async () => {
      await withOfflineCopy('public', 'stations', () => Promise.resolve([{ id: 'b' }]));
    });
    expect(since.result.current).toBeNull();
  });

  it('lets other failures through: a refusal is not a reason to show old data', async () => {
    await withOfflineCopy('public', 'stations', () => Promise.resolve([{ id: 'a' }]));
    const refused = new ApiError({ status: 500, code: 'server_error', message: 'Serverfout' });
    await expect(withOfflineCopy('public', 'stations', () => Promise.reject(refused))).rejects.toBe(refused);
    await expect(withOfflineCopy('public', 'elsewhere', dropped)).rejects.toMatchObject({ status: 0 });
  });

  it('keeps private copies only while the session lasts, next to its token', async () => {
    await withOfflineCopy('private', 'cards', () => Promise.resolve(['kept without a session?']));
    await expect(withOfflineCopy('private', 'cards', dropped)).rejects.toMatchObject({ status: 0 });

    saveSession('token-of-eva', 'user', false);
    await withOfflineCopy('private', 'cards', () => Promise.resolve(['pas van Eva']));
    expect(Object.keys(window.sessionStorage)).toContain('offline:private:cards');
    expect(Object.keys(window.localStorage)).not.toContain('offline:private:cards');
    await expect(withOfflineCopy('private', 'cards', dropped)).resolves.toEqual(['pas van Eva']);

    // Logout (or a 401): the next person on this browser gets nothing of Eva's, even after logging in.
    clearSession();
    saveSession('token-of-bob', 'user', true);
    await expect(withOfflineCopy('private', 'cards', dropped)).rejects.toMatchObject({ status: 0 });
    expect(Object.keys(window.sessionStorage)).not.toContain('offline:private:cards');
  });

  it('clearPrivateCopies leaves the public stations alone', async () => {
    saveSession('token-of-eva', 'user', true);
    await withOfflineCopy('private', 'cards', () => Promise.resolve(['pas van Eva']));
    await withOfflineCopy('public', 'stations', () => Promise.resolve([{ id: 'a' }]));
    clearPrivateCopies();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('offline:'))).toEqual([
      'offline:public:stations',
    ]);
  });
});
