import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp, uniqueEmail } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('rate limits on the auth routes', () => {
  it('stops guessing on one account after the configured failed logins, with Retry-After', async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3',
      RATE_LIMIT_LOGIN_FAILURE_WINDOW_MINUTES: '15',
    });
    const { user } = await registerUser(t.app);
    const attempt = (password: string) =>
      t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt('fout-fout')).statusCode).toBe(401);

    const blocked = await attempt('geheim123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: 'rate_limited',
      message: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other accounts on the same network are not affected.
    const other = await registerUser(t.app);
    const otherLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.user.email, password: 'geheim123' },
    });
    expect(otherLogin.statusCode).toBe(200);
  });

  it('limits auth requests per IP, with Retry-After', async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '5', RATE_LIMIT_AUTH_WINDOW_SECONDS: '60' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'geheim123' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error).toBe('rate_limited');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is another client.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'geheim123' },
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits reset mails per address', async () => {
    t = await createTestApp();
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email } })).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('lets everything through when limits are switched off for a load test', async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '1', RATE_LIMIT_DISABLED: '1' });
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.nl', password: 'geheim123' },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
