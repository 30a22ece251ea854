import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxIdOf, sandboxSecretOf } from '../test/balance-fixtures.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../test/test-app.ts';

// Issue 23, part 5 (low). Reproduced: the sandbox payment page's decision needed only the payment's id, so
// anyone holding an id from a log or a screen could cancel (or pay) someone else's open payment.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const decide = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${id}/decision`, payload });

describe("5. a sandbox payment is decided only with the payment's own secret", () => {
  it('refuses the id alone or with another secret, and takes the one from the checkout URL', async () => {
    const { token } = await registerUser(t.app);
    const started = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/balance/top-ups',
      payload: { amount_cents: 5_000 },
    });
    const { url, payment } = started.json<{ url: string; payment: { id: string } }>();
    expect(url).toMatch(/^\/betalen\/sandbox\/[0-9a-f-]{36}#secret=[\w-]{43}$/);
    const id = sandboxIdOf(url);
    const status = async () =>
      (await injectAs(t.app, token, { method: 'GET', url: `/api/payments/${payment.id}` })).json().status;

    const bare = await decide(id, { decision: 'cancel' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ issues: [{ path: 'secret' }] });
    for (const secret of ['x', sandboxSecretOf(url).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))]) {
      const forged = await decide(id, { decision: 'cancel', secret });
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toMatchObject({ error: 'not_found' });
    }
    // Another payment's secret does not open this one either.
    const other = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/balance/top-ups',
      payload: { amount_cents: 1_000 },
    });
    expect(
      (await decide(id, { decision: 'cancel', secret: sandboxSecretOf(other.json().url) })).statusCode,
    ).toBe(404);
    expect(await status()).toBe('open');

    const paid = await decide(id, { decision: 'pay', secret: sandboxSecretOf(url) });
    expect(paid.statusCode).toBe(200);
    expect(await status()).toBe('paid');
  });
});
