import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  registerUser,
  signInWithRole,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { insertStation } from '../../test/stations.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInWithRole>>;
let partner: Awaited<ReturnType<typeof signInWithRole>>;
let user: Awaited<ReturnType<typeof signInWithRole>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInWithRole(t, 'admin');
  partner = await signInWithRole(t, 'partner', 'business');
  user = await signInWithRole(t, 'user');
  await insertStation(t.database.db, {
    title: 'Tinq Admin Zuid',
    brand: 'tinq',
    city: 'Adminstad',
    lat: 52.1,
    lng: 5.1,
    partnerId: partner.user.id,
  });
  await insertStation(t.database.db, { title: 'Vrij Admin Noord', city: 'Adminstad', lat: 52.2, lng: 5.2 });
});
afterAll(() => t.close());

const auditOf = (entityId: string) =>
  t.database.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, entityId)));

describe('every admin route checks the role on the server', () => {
  const routes = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/users'],
    ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/stations'],
    ['PUT', '/api/admin/theme'],
    ['DELETE', '/api/admin/theme'],
  ] as const;

  it.each(routes)('%s %s: 401 without a token, 403 for a user and a partner', async (method, url) => {
    const payload = method === 'PATCH' ? { role: 'admin' } : method === 'PUT' ? {} : undefined;
    const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    for (const caller of [user, partner]) {
      const response = await injectAs(t.app, caller.token, { method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'forbidden',
        message: 'Je hebt geen toegang tot deze pagina.',
      });
    }
  });
});

describe('GET /api/admin/overview and /api/admin/users', () => {
  it('counts users by role and stations with and without a partner', async () => {
    const response = await injectAs(t.app, admin.token, { method: 'GET', url: '/api/admin/overview' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.users.by_role.admin).toBeGreaterThanOrEqual(1);
    expect(body.users.by_role.partner).toBeGreaterThanOrEqual(1);
    expect(body.users.total).toBe(
      body.users.by_role.user + body.users.by_role.partner + body.users.by_role.admin,
    );
    expect(body.stations.with_partner).toBeGreaterThanOrEqual(1);
    expect(body.stations.without_partner).toBeGreaterThanOrEqual(1);
    expect(body.stations.total).toBe(body.stations.with_partner + body.stations.without_partner);
  });

  it('searches by e-mail or name, filters by role and pages', async () => {
    const email = uniqueEmail('zoekmij');
    await registerUser(t.app, { email, first_name: 'Zoë', last_name: 'Zoekvast' });
    const byEmail = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(byEmail.json()).toMatchObject({ total: 1, items: [{ email, first_name: 'Zoë', role: 'user' }] });
    const byName = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/users?q=zoë%20zoekvast',
    });
    expect(byName.json().items.map((u: { email: string }) => u.email)).toEqual([email]);
    const partners = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/users?role=partner',
    });
    expect(partners.json().items).toEqual([
      expect.objectContaining({ id: partner.user.id, role: 'partner', station_count: 1 }),
    ]);
    const paged = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/users?per_page=1&page=2',
    });
    expect(paged.json()).toMatchObject({ page: 2, per_page: 1 });
    expect(paged.json().items).toHaveLength(1);
    const bad = await injectAs(t.app, admin.token, { method: 'GET', url: '/api/admin/users?role=baas' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('validation_error');
  });

  it('finds stations by text and partner, with the partner’s address', async () => {
    const response = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/stations?q=adminstad&partner=with',
    });
    expect(response.json()).toMatchObject({
      total: 1,
      items: [{ title: 'Tinq Admin Zuid', partner_id: partner.user.id, partner_email: partner.user.email }],
    });
    const without = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/stations?q=adminstad&partner=without',
    });
    expect(without.json().items.map((s: { title: string }) => s.title)).toEqual(['Vrij Admin Noord']);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('changes role and account type, each change audited', async () => {
    const target = await signInWithRole(t, 'user');
    const url = `/api/admin/users/${target.user.id}`;
    const changed = await injectAs(t.app, admin.token, {
      method: 'PATCH',
      url,
      payload: { role: 'partner', account_type: 'business' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'partner', account_type: 'business', blocked: false });
    expect(await auditOf(target.user.id)).toEqual(
      expect.arrayContaining([
        { action: 'user.role', actor: admin.user.id, details: { from: 'user', to: 'partner' } },
        { action: 'user.account_type', actor: admin.user.id, details: { from: 'consumer', to: 'business' } },
      ]),
    );
    // The role counts at once: the partner API opens to the new partner.
    const partnerApi = await injectAs(t.app, target.token, { method: 'GET', url: '/api/partner/settings' });
    expect(partnerApi.statusCode).toBe(200);

    const empty = await injectAs(t.app, admin.token, { method: 'PATCH', url, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Kies wat je wilt wijzigen.');
    const bad = await injectAs(t.app, admin.token, { method: 'PATCH', url, payload: { role: 'koning' } });
    expect(bad.statusCode).toBe(400);
    const missing = await injectAs(t.app, admin.token, {
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      payload: { role: 'user' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('blocks: every session ends at once and login is refused in Dutch; unblocking lets the user in again', async () => {
    const email = uniqueEmail('blok');
    const target = await registerUser(t.app, { email, password: 'geheim123' });
    const url = `/api/admin/users/${target.user.id}`;
    const before = await injectAs(t.app, target.token, { method: 'GET', url: '/me' });
    expect(before.statusCode).toBe(200);

    const blocked = await injectAs(t.app, admin.token, { method: 'PATCH', url, payload: { blocked: true } });
    expect(blocked.json()).toMatchObject({ blocked: true, blocked_at: expect.any(String) });
    const after = await injectAs(t.app, target.token, { method: 'GET', url: '/me' });
    expect(after.statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(left).toEqual([]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'geheim123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      error: 'account_blocked',
      message: expect.stringMatching(/^Dit account is geblokkeerd\./),
    });
    // A wrong password learns nothing about the block.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'fout12345' },
    });
    expect(wrong.json().error).toBe('invalid_login');

    const blockedList = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: `/api/admin/users?status=blocked&q=${encodeURIComponent(email)}`,
    });
    expect(blockedList.json().total).toBe(1);

    const unblocked = await injectAs(t.app, admin.token, {
      method: 'PATCH',
      url,
      payload: { blocked: false },
    });
    expect(unblocked.json()).toMatchObject({ blocked: false, blocked_at: null });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'geheim123' },
    });
    expect(again.statusCode).toBe(200);
    expect((await auditOf(target.user.id)).map((row) => row.action)).toEqual(['user.block', 'user.unblock']);
  });

  it('never removes the last active admin, by role change or by block', async () => {
    // A fresh database, so this admin is the only one.
    const own = await createTestApp();
    try {
      const only = await signInWithRole(own, 'admin');
      const demote = await injectAs(own.app, only.token, {
        method: 'PATCH',
        url: `/api/admin/users/${only.user.id}`,
        payload: { role: 'user' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual(
        expect.objectContaining({
          error: 'last_admin',
          message: 'Er moet minstens één actieve beheerder overblijven. Maak eerst iemand anders beheerder.',
        }),
      );
      const selfBlock = await injectAs(own.app, only.token, {
        method: 'PATCH',
        url: `/api/admin/users/${only.user.id}`,
        payload: { blocked: true },
      });
      expect(selfBlock.statusCode).toBe(409);
      expect(selfBlock.json().message).toBe('Je kunt je eigen account niet blokkeren.');

      // With a second admin, the first may step down; then the second is the last one.
      const second = await signInWithRole(own, 'admin');
      const stepDown = await injectAs(own.app, only.token, {
        method: 'PATCH',
        url: `/api/admin/users/${only.user.id}`,
        payload: { role: 'user' },
      });
      expect(stepDown.statusCode).toBe(200);
      const [row] = await own.database.db.select().from(users).where(eq(users.id, second.user.id));
      expect(row?.role).toBe('admin');
      // A blocked admin does not count: with the third blocked, the second is the last active one.
      const third = await signInWithRole(own, 'admin');
      const blockThird = await injectAs(own.app, second.token, {
        method: 'PATCH',
        url: `/api/admin/users/${third.user.id}`,
        payload: { blocked: true },
      });
      expect(blockThird.statusCode).toBe(200);
      const demoteLast = await injectAs(own.app, second.token, {
        method: 'PATCH',
        url: `/api/admin/users/${second.user.id}`,
        payload: { role: 'partner' },
      });
      expect(demoteLast.statusCode).toBe(409);
      const unchanged = await own.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role'));
      expect(unchanged).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
