import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.ts';
import {
  type PushServiceStandIn,
  type PushSubscriber,
  startPushServiceStandIn,
} from '../../test/push-service-stand-in.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { MAX_PUSH_FAILURES, PUSH_TTL_SECONDS, sendPush } from './push.service.ts';

// Issue 28 §4: Web Push, end to end against a push service stand-in that checks VAPID and decrypts what
// web-push sends (RFC 8291), so each test reads what the browser's service worker would show.

const clock = new Date('2026-11-27T08:00:00Z');
let t: TestApp;
let service: PushServiceStandIn;
let publicKey: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  service = await startPushServiceStandIn();
  publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json<{
    public_key: string;
  }>().public_key;
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const message = {
  title: 'Diesel onder € 1,80',
  body: 'Tango Utrecht: diesel € 1,769 per liter.',
  url: '/stations/abc',
  tag: 'alert:abc:diesel',
};

async function subscribedUser(): Promise<{ token: string; id: string; device: PushSubscriber }> {
  const { token, user } = await registerUser(t.app);
  const device = service.subscribe(publicKey);
  const response = await injectAs(t.app, token, {
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: device.subscription,
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    endpoint: device.subscription.endpoint,
    created_at: clock.toISOString(),
  });
  return { token, id: user.id, device };
}

const receivedBy = (device: PushSubscriber) =>
  service.received.filter((push) => push.subscriberId === device.id);
const rowsOf = (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('the VAPID public key', () => {
  it('is the browser’s applicationServerKey: an uncompressed P-256 point, for anyone', () => {
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(publicKey).toBe(t.app.config.vapid?.publicKey);
  });
});

describe('sendPush', () => {
  it('delivers what the browser shows, encrypted to the device and signed with the server’s key', async () => {
    const { id, device } = await subscribedUser();
    expect(await sendPush(t.app.db, id, message)).toBe('sent');

    const [push] = receivedBy(device);
    expect(JSON.parse(push?.text ?? '')).toEqual(message);
    expect(push).toMatchObject({
      ttl: PUSH_TTL_SECONDS,
      urgency: 'normal',
      topic: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      vapidKey: publicKey,
      claims: { aud: service.url, sub: 'mailto:no-reply@fuellinq.nl' },
    });
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ lastSuccessAt: clock, failures: 0 });
  });

  it('reaches every device of the user, and only that user', async () => {
    const first = await subscribedUser();
    const phone = service.subscribe(publicKey);
    await injectAs(t.app, first.token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: phone.subscription,
    });
    const other = await subscribedUser();

    expect(await sendPush(t.app.db, first.id, { title: 'Twee', body: 'apparaten', url: '/app' })).toBe(
      'sent',
    );
    expect(receivedBy(first.device)).toHaveLength(1);
    expect(receivedBy(phone)).toHaveLength(1);
    expect(JSON.parse(receivedBy(phone)[0]?.text ?? '')).toEqual({
      title: 'Twee',
      body: 'apparaten',
      url: '/app',
    });
    expect(receivedBy(other.device)).toHaveLength(0);
  });

  it('answers no_subscription for a user without devices', async () => {
    const { user } = await registerUser(t.app);
    expect(await sendPush(t.app.db, user.id, message)).toBe('no_subscription');
  });

  it('forgets a device the push service says is gone (410 or 404), and sends to the others', async () => {
    const { token, id, device } = await subscribedUser();
    const second = service.subscribe(publicKey);
    await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: second.subscription,
    });

    service.answerWith(device.id, 410);
    expect(await sendPush(t.app.db, id, message)).toBe('sent');
    expect((await rowsOf(id)).map((row) => row.endpoint)).toEqual([second.subscription.endpoint]);

    service.answerWith(second.id, 404);
    expect(await sendPush(t.app.db, id, message)).toBe('failed');
    expect(await rowsOf(id)).toEqual([]);
    expect(await sendPush(t.app.db, id, message)).toBe('no_subscription');
  });

  it('counts other failures without throwing, and drops a device that keeps failing', async () => {
    const { id, device } = await subscribedUser();
    service.answerWith(device.id, 500);
    expect(await sendPush(t.app.db, id, message)).toBe('failed');
    expect((await rowsOf(id))[0]?.failures).toBe(1);

    service.answerWith(device.id, 201);
    expect(await sendPush(t.app.db, id, message)).toBe('sent');
    expect((await rowsOf(id))[0]?.failures).toBe(0);

    service.answerWith(device.id, 429);
    for (let attempt = 1; attempt < MAX_PUSH_FAILURES; attempt += 1) await sendPush(t.app.db, id, message);
    expect((await rowsOf(id))[0]?.failures).toBe(MAX_PUSH_FAILURES - 1);
    expect(await sendPush(t.app.db, id, message)).toBe('failed');
    expect(await rowsOf(id)).toEqual([]);
  });

  it('fails, without throwing, when the push service refuses the key or cannot be reached', async () => {
    // A device subscribed with another server's key: the push service refuses our signature (403).
    const { token, user } = await registerUser(t.app);
    const foreign = service.subscribe(`B${'A'.repeat(86)}`);
    await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: foreign.subscription,
    });
    expect(await sendPush(t.app.db, user.id, message)).toBe('failed');
    expect(service.refused.at(-1)).toMatchObject({ subscriberId: foreign.id, status: 403 });

    // Nobody listens on port 9.
    const { token: otherToken, user: other } = await registerUser(t.app);
    const unreachable = {
      ...service.subscribe(publicKey).subscription,
      endpoint: 'http://127.0.0.1:9/push/x',
    };
    await injectAs(t.app, otherToken, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: unreachable,
    });
    expect(await sendPush(t.app.db, other.id, message)).toBe('failed');
    expect((await rowsOf(other.id))[0]?.failures).toBe(1);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('needs a signed-in user', async () => {
    const device = service.subscribe(publicKey);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: device.subscription,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthorized' });
  });

  it.each([
    ['no endpoint', { endpoint: undefined }, 'endpoint'],
    ['a plain http endpoint', { endpoint: 'http://push.example.com/x' }, 'endpoint'],
    ['an endpoint that is no URL', { endpoint: 'geen adres' }, 'endpoint'],
    ['a key of the wrong length', { keys: { p256dh: 'BAAA', auth: 'A'.repeat(22) } }, 'keys.p256dh'],
    [
      'an auth secret that is not base64url',
      { keys: { p256dh: `B${'A'.repeat(86)}`, auth: '+'.repeat(22) } },
      'keys.auth',
    ],
    ['no keys', { keys: undefined }, 'keys'],
  ])('refuses %s with a Dutch message', async (_, change, path) => {
    const { token } = await registerUser(t.app);
    const device = service.subscribe(publicKey);
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...device.subscription, ...change },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; message: string; issues: Array<{ path: string }> }>();
    expect(body.error).toMatch(/^(validation_error|missing_fields)$/);
    expect(body.message).toMatch(/[a-z]/);
    expect(body.issues.map((issue) => issue.path)).toContain(path);
  });

  it('refuses a push service it does not know: the server would post there', async () => {
    const { token } = await registerUser(t.app);
    const device = service.subscribe(publicKey);
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...device.subscription, endpoint: 'https://intranet.example.com/admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: 'Deze browser gebruikt een pushdienst die FuelLinq niet kent.',
    });
    const known = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...device.subscription, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' },
    });
    expect(known.statusCode).toBe(201);
  });

  it('keeps one row per device: subscribing again renews its keys, another user takes it over', async () => {
    const owner = await subscribedUser();
    const renewed = service.subscribe(publicKey);
    const again = await injectAs(t.app, owner.token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...owner.device.subscription, keys: renewed.subscription.keys },
    });
    expect(again.statusCode).toBe(201);
    expect(await rowsOf(owner.id)).toEqual([
      expect.objectContaining({
        endpoint: owner.device.subscription.endpoint,
        p256dh: renewed.subscription.keys.p256dh,
      }),
    ]);

    // The same browser, now signed in as someone else: the device's messages are theirs from now on.
    const { token: nextToken, user: next } = await registerUser(t.app);
    await injectAs(t.app, nextToken, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: owner.device.subscription,
    });
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(await sendPush(t.app.db, owner.id, message)).toBe('no_subscription');
    expect(await sendPush(t.app.db, next.id, message)).toBe('sent');
  });

  it('takes a device off for its owner only', async () => {
    const owner = await subscribedUser();
    const { token: strangerToken } = await registerUser(t.app);
    const byStranger = await injectAs(t.app, strangerToken, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: owner.device.subscription.endpoint },
    });
    expect(byStranger.statusCode).toBe(204);
    expect(await rowsOf(owner.id)).toHaveLength(1);

    const byOwner = await injectAs(t.app, owner.token, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: owner.device.subscription.endpoint },
    });
    expect(byOwner.statusCode).toBe(204);
    expect(await sendPush(t.app.db, owner.id, message)).toBe('no_subscription');

    const empty = await injectAs(t.app, owner.token, {
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('in production', () => {
  it('refuses the plain-http stand-in address', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', PUMP_SIMULATOR: '0' });
    try {
      const key = (await production.app.inject({ method: 'GET', url: '/api/push/public-key' })).json<{
        public_key: string;
      }>().public_key;
      const { token } = await registerUser(production.app);
      const response = await injectAs(production.app, token, {
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: service.subscribe(key).subscription,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    } finally {
      await production.close();
    }
  });
});

describe('privacy (the endpoint is personal data)', () => {
  it('is in the person’s export without the device’s keys, and goes with the account', async () => {
    const { token, id, device } = await subscribedUser();
    const exported = await injectAs(t.app, token, { method: 'GET', url: '/api/me/export' });
    expect(exported.json<{ push_subscriptions: unknown[] }>().push_subscriptions).toEqual([
      expect.objectContaining({ endpoint: device.subscription.endpoint, created_at: clock.toISOString() }),
    ]);
    expect(exported.body).not.toContain(device.subscription.keys.auth);
    expect(exported.body).not.toContain(device.subscription.keys.p256dh);

    const erased = await injectAs(t.app, token, {
      method: 'DELETE',
      url: '/api/me',
      payload: { password: 'geheim123' },
    });
    expect(erased.statusCode).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    expect(await sendPush(t.app.db, id, message)).toBe('no_subscription');
  });
});
