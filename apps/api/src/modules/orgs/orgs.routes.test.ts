import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, organisations, users } from '../../db/schema/index.ts';
import type { InjectOptions } from 'fastify';
import { addOrgMember, orgWithMembers, type OrgWithMembers, TEST_VAT_ID } from '../../test/orgs.ts';
import {
  createTestApp,
  injectAs,
  registerUser,
  signInWithRole,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';

let t: TestApp;
let org: OrgWithMembers;

beforeAll(async () => {
  t = await createTestApp();
  org = await orgWithMembers(t);
});
afterAll(async () => {
  await t.close();
});

const valid = { name: 'Nieuw Wagenpark B.V.', kvk_number: '87654321', vat_id: TEST_VAT_ID };

describe('POST /api/orgs', () => {
  it('lets a business account create an organisation with its own account, and makes it the owner', async () => {
    const { token, user } = await signInWithRole(t, 'user', 'business');
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/orgs',
      payload: { ...valid, vat_id: 'nl 0044.95.445 b01', invoice_email: 'Factuur@Example.nl' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Nieuw Wagenpark B.V.',
      role: 'owner',
      kvk_number: '87654321',
      vat_id: 'NL004495445B01',
      invoice_email: 'factuur@example.nl',
      require_odometer: false,
    });
    const [row] = await t.database.db.select().from(organisations).where(eq(organisations.id, body.id));
    const [account] = await t.database.db.select().from(users).where(eq(users.id, row!.accountUserId));
    expect(account).toMatchObject({
      email: `org-${body.id}@organisaties.fuellinq.invalid`,
      passwordHash: '!',
      accountType: 'business',
      companyName: 'Nieuw Wagenpark B.V.',
      kvkNumber: '87654321',
      vatId: 'NL004495445B01',
    });
    const members = await t.database.db.select().from(orgMembers).where(eq(orgMembers.orgId, body.id));
    expect(members).toEqual([expect.objectContaining({ userId: user.id, role: 'owner', removedAt: null })]);
    // Nobody signs in with the organisation's account.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account!.email, password: '!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a consumer with a Dutch reason', async () => {
    const response = await injectAs(t.app, org.stranger.token, {
      method: 'POST',
      url: '/api/orgs',
      payload: valid,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'org_business_only' });
    expect(response.json().message).toMatch(/zakelijk account/);
  });

  it('asks for a sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orgs', payload: valid });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ ...valid, kvk_number: '1234567' }, /kvk_number: Een KvK-nummer heeft 8 cijfers/],
    [{ ...valid, vat_id: 'NL12345678B01' }, /vat_id: Een btw-id ziet eruit als/],
    [{ ...valid, vat_id: 'NL004495446B01' }, /vat_id: Dit btw-id klopt niet/],
    [{ ...valid, name: 'x'.repeat(121) }, /name: Deze naam is te lang/],
    [{ ...valid, invoice_email: 'geen-adres' }, /invoice_email/],
    [{ ...valid, name: 'Nul\u0000byte' }, /ongeldige tekens/],
  ])('refuses bad input with a Dutch 400: %j', async (payload, message) => {
    const { token } = await signInWithRole(t, 'user', 'business');
    const response = await injectAs(t.app, token, { method: 'POST', url: '/api/orgs', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/validation_error|missing_fields/);
    expect(response.json().message).toMatch(message);
  });

  it('names the missing fields', async () => {
    const { token } = await signInWithRole(t, 'user', 'business');
    const response = await injectAs(t.app, token, { method: 'POST', url: '/api/orgs', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'missing_fields' });
  });
});

describe('GET /api/orgs', () => {
  it('lists each member their current organisations with their role, and nothing to others', async () => {
    const as = (token: string) => injectAs(t.app, token, { method: 'GET', url: '/api/orgs' });
    expect((await as(org.owner.token)).json()).toEqual([
      { id: org.orgId, name: 'Test Transport B.V.', role: 'owner' },
    ]);
    expect((await as(org.driver.token)).json()).toEqual([
      { id: org.orgId, name: 'Test Transport B.V.', role: 'driver' },
    ]);
    expect((await as(org.outsider.token)).json()).toEqual([
      { id: org.outsider.orgId, name: 'Andere Organisatie B.V.', role: 'owner' },
    ]);
    expect((await as(org.stranger.token)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/orgs' })).statusCode).toBe(401);
  });

  it('leaves out an organisation the member was removed from', async () => {
    const { token, user } = await registerUser(t.app);
    await t.database.db
      .insert(orgMembers)
      .values({ orgId: org.orgId, userId: user.id, role: 'driver', removedAt: new Date() });
    expect((await injectAs(t.app, token, { method: 'GET', url: '/api/orgs' })).json()).toEqual([]);
  });
});

describe("the admin's lists and counts", () => {
  it('leave out the organisations’ own accounts', async () => {
    const admin = await signInWithRole(t, 'admin');
    const overview = async () =>
      (await injectAs(t.app, admin.token, { method: 'GET', url: '/api/admin/overview' })).json().users;
    const before = await overview();
    const { token } = await signInWithRole(t, 'user', 'business');
    const created = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/orgs',
      payload: { ...valid, name: 'Telt Niet Mee B.V.' },
    });
    const after = await overview();
    // The new owner counts; the organisation's account does not.
    expect(after.total).toBe(before.total + 1);
    expect(after.by_account_type.business).toBe(before.by_account_type.business + 1);
    const search = await injectAs(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/users?q=organisaties.fuellinq.invalid',
    });
    expect(search.json()).toMatchObject({ total: 0, items: [] });
    const [row] = await t.database.db
      .select({ accountUserId: organisations.accountUserId })
      .from(organisations)
      .where(eq(organisations.id, created.json().id));
    const direct = await injectAs(t.app, admin.token, {
      method: 'PATCH',
      url: `/api/admin/users/${row!.accountUserId}`,
      payload: { account_type: 'consumer' },
    });
    expect(direct.statusCode).toBe(404);
  });
});

type Who = 'owner' | 'manager' | 'accountant' | 'driver' | 'outsider' | 'stranger';
const EVERYONE: Who[] = ['owner', 'manager', 'accountant', 'driver', 'outsider', 'stranger'];
/** The status each person gets for a route that needs this permission (404: the organisation is not theirs). */
const statuses = (ok: number, allowed: Who[]): Record<Who, number> =>
  Object.fromEntries(
    EVERYONE.map((who) => [
      who,
      allowed.includes(who) ? ok : who === 'outsider' || who === 'stranger' ? 404 : 403,
    ]),
  ) as Record<Who, number>;
const MANAGE: Who[] = ['owner', 'manager'];
const READ: Who[] = ['owner', 'manager', 'accountant'];
const MEMBER: Who[] = ['owner', 'manager', 'accountant', 'driver'];

let counter = 0;
const fresh = (prefix: string) => `${prefix} ${(counter += 1)}`;

async function newCostCentre(): Promise<string> {
  const response = await injectAs(t.app, org.owner.token, {
    method: 'POST',
    url: `/api/orgs/${org.orgId}/cost-centres`,
    payload: { name: fresh('Kostenplaats') },
  });
  return response.json().id;
}

async function newInvitation(): Promise<string> {
  const response = await injectAs(t.app, org.owner.token, {
    method: 'POST',
    url: `/api/orgs/${org.orgId}/invitations`,
    payload: { email: uniqueEmail('uitgenodigd'), role: 'driver' },
  });
  return response.json().id;
}

const base = () => `/api/orgs/${org.orgId}`;
const routes: [string, () => InjectOptions | Promise<InjectOptions>, Record<Who, number>][] = [
  ['GET /api/orgs/{orgId}', () => ({ method: 'GET', url: base() }), statuses(200, MEMBER)],
  [
    'PUT /api/orgs/{orgId}',
    () => ({ method: 'PUT', url: base(), payload: { require_odometer: false } }),
    statuses(200, MANAGE),
  ],
  ['GET …/members', () => ({ method: 'GET', url: `${base()}/members` }), statuses(200, READ)],
  [
    'PUT …/members/{userId}',
    async () => ({
      method: 'PUT',
      url: `${base()}/members/${(await addOrgMember(t, org.orgId, 'driver')).userId}`,
      payload: { monthly_budget_cents: 50_000 },
    }),
    statuses(200, MANAGE),
  ],
  [
    'DELETE …/members/{userId}',
    async () => ({
      method: 'DELETE',
      url: `${base()}/members/${(await addOrgMember(t, org.orgId, 'driver')).userId}`,
    }),
    statuses(204, MANAGE),
  ],
  ['GET …/invitations', () => ({ method: 'GET', url: `${base()}/invitations` }), statuses(200, MANAGE)],
  [
    'POST …/invitations',
    () => ({
      method: 'POST',
      url: `${base()}/invitations`,
      payload: { email: uniqueEmail('nieuw'), role: 'driver' },
    }),
    statuses(201, MANAGE),
  ],
  [
    'DELETE …/invitations/{id}',
    async () => ({ method: 'DELETE', url: `${base()}/invitations/${await newInvitation()}` }),
    statuses(204, MANAGE),
  ],
  ['GET …/cost-centres', () => ({ method: 'GET', url: `${base()}/cost-centres` }), statuses(200, READ)],
  [
    'POST …/cost-centres',
    () => ({ method: 'POST', url: `${base()}/cost-centres`, payload: { name: fresh('Nieuw') } }),
    statuses(201, MANAGE),
  ],
  [
    'PUT …/cost-centres/{id}',
    async () => ({
      method: 'PUT',
      url: `${base()}/cost-centres/${await newCostCentre()}`,
      payload: { max_per_day_cents: 20_000 },
    }),
    statuses(200, MANAGE),
  ],
  [
    'DELETE …/cost-centres/{id}',
    async () => ({ method: 'DELETE', url: `${base()}/cost-centres/${await newCostCentre()}` }),
    statuses(204, MANAGE),
  ],
  ['GET …/audit', () => ({ method: 'GET', url: `${base()}/audit` }), statuses(200, MANAGE)],
];

describe('the role matrix of every organisation route', () => {
  it.each(routes)('%s', async (_label, request, expected) => {
    const seen: Partial<Record<Who, number>> = {};
    for (const who of EVERYONE) {
      const response = await injectAs(t.app, org[who].token, await request());
      seen[who] = response.statusCode;
      if (response.statusCode >= 400) {
        expect(response.json().message).toMatch(/organisatie|rol/);
      }
    }
    expect(seen).toEqual(expected);
    const anonymous = await t.app.inject(await request());
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another organisation's ids, and for an organisation id that is no id", async () => {
    const ccId = await newCostCentre();
    const theirs = `/api/orgs/${org.outsider.orgId}`;
    const put = await injectAs(t.app, org.outsider.token, {
      method: 'PUT',
      url: `${theirs}/cost-centres/${ccId}`,
      payload: { name: 'Overgenomen' },
    });
    expect(put.statusCode).toBe(404);
    const del = await injectAs(t.app, org.outsider.token, {
      method: 'DELETE',
      url: `${theirs}/cost-centres/${ccId}`,
    });
    expect(del.statusCode).toBe(404);
    const member = await injectAs(t.app, org.outsider.token, {
      method: 'DELETE',
      url: `${theirs}/members/${org.driver.userId}`,
    });
    expect(member.json()).toMatchObject({ error: 'member_not_found' });
    const invitation = await injectAs(t.app, org.outsider.token, {
      method: 'DELETE',
      url: `${theirs}/invitations/${await newInvitation()}`,
    });
    expect(invitation.statusCode).toBe(404);
    const notAnId = await injectAs(t.app, org.owner.token, {
      method: 'GET',
      url: '/api/orgs/niet-een-id/members',
    });
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.json()).toMatchObject({ error: 'not_found', message: 'Deze organisatie bestaat niet.' });
  });
});

describe('settings', () => {
  it('shows every member the settings with their own role, and lets a manager change them, audited', async () => {
    const shown = await injectAs(t.app, org.driver.token, { method: 'GET', url: `/api/orgs/${org.orgId}` });
    expect(shown.json()).toMatchObject({ id: org.orgId, role: 'driver', kvk_number: '12345678' });
    const changed = await injectAs(t.app, org.manager.token, {
      method: 'PUT',
      url: `/api/orgs/${org.orgId}`,
      payload: {
        invoice_address: 'Havenweg 1\n3000 AA Rotterdam',
        invoice_email: 'facturen@example.nl',
        require_odometer: true,
        low_balance_threshold_cents: 10_000,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      role: 'manager',
      invoice_address: 'Havenweg 1\n3000 AA Rotterdam',
      require_odometer: true,
      low_balance_threshold_cents: 10_000,
    });
    const audit = await injectAs(t.app, org.owner.token, {
      method: 'GET',
      url: `/api/orgs/${org.orgId}/audit`,
    });
    expect(audit.json()[0]).toMatchObject({
      action: 'org.update',
      actor: { user_id: org.manager.userId },
      before: { require_odometer: false, low_balance_threshold_cents: null },
      after: { require_odometer: true, low_balance_threshold_cents: 10_000 },
    });
    // Put back: other tests read the organisation as it was.
    await injectAs(t.app, org.owner.token, {
      method: 'PUT',
      url: `/api/orgs/${org.orgId}`,
      payload: { require_odometer: false, low_balance_threshold_cents: null },
    });
  });

  it('renames the organisation’s own account with it', async () => {
    const { token } = await signInWithRole(t, 'user', 'business');
    const created = (
      await injectAs(t.app, token, {
        method: 'POST',
        url: '/api/orgs',
        payload: { ...valid, name: 'Oud B.V.' },
      })
    ).json();
    await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/orgs/${created.id}`,
      payload: { name: 'Nieuw B.V.' },
    });
    const [row] = await t.database.db
      .select({ companyName: users.companyName })
      .from(organisations)
      .innerJoin(users, eq(users.id, organisations.accountUserId))
      .where(eq(organisations.id, created.id));
    expect(row).toEqual({ companyName: 'Nieuw B.V.' });
  });

  it.each([
    [{ name: '' }, /Vul alle verplichte velden in/],
    [{ require_odometer: 'ja' }, /require_odometer: Kies ja of nee/],
    [{ low_balance_threshold_cents: -5 }, /low_balance_threshold_cents: Vul een bedrag/],
    [{ invoice_email: 'nee' }, /invoice_email/],
  ])('refuses bad settings with a Dutch 400: %j', async (payload, message) => {
    const response = await injectAs(t.app, org.owner.token, {
      method: 'PUT',
      url: `/api/orgs/${org.orgId}`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('cost centres', () => {
  it('creates, lists, changes and removes a cost centre, each change audited', async () => {
    const created = await injectAs(t.app, org.manager.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cost-centres`,
      payload: { name: 'Distributie', code: 'KP-100', max_per_day_cents: 20_000 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      name: 'Distributie',
      code: 'KP-100',
      max_per_day_cents: 20_000,
      max_per_month_cents: null,
    });

    const listed = await injectAs(t.app, org.accountant.token, {
      method: 'GET',
      url: `/api/orgs/${org.orgId}/cost-centres`,
    });
    expect(listed.json()).toContainEqual(expect.objectContaining({ id, name: 'Distributie' }));
    const theirs = await injectAs(t.app, org.outsider.token, {
      method: 'GET',
      url: `/api/orgs/${org.outsider.orgId}/cost-centres`,
    });
    expect(theirs.json()).toEqual([]);

    const twin = await injectAs(t.app, org.manager.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cost-centres`,
      payload: { name: 'distributie' },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      error: 'cost_centre_exists',
      message: 'Er is al een kostenplaats met deze naam.',
    });

    const changed = await injectAs(t.app, org.owner.token, {
      method: 'PUT',
      url: `/api/orgs/${org.orgId}/cost-centres/${id}`,
      payload: { max_per_day_cents: null, max_per_month_cents: 300_000 },
    });
    expect(changed.json()).toMatchObject({ max_per_day_cents: null, max_per_month_cents: 300_000 });
    const audit = await injectAs(t.app, org.owner.token, {
      method: 'GET',
      url: `/api/orgs/${org.orgId}/audit?per_page=2`,
    });
    expect(audit.json()).toHaveLength(2);
    expect(audit.json()[0]).toMatchObject({
      action: 'cost_centre.update',
      entity: 'cost_centre',
      entity_id: id,
      actor: { user_id: org.owner.userId },
      before: { max_per_day_cents: 20_000 },
      after: { max_per_day_cents: null, max_per_month_cents: 300_000 },
    });
    expect(audit.json()[1]).toMatchObject({ action: 'cost_centre.create', entity_id: id });

    const removed = await injectAs(t.app, org.manager.token, {
      method: 'DELETE',
      url: `/api/orgs/${org.orgId}/cost-centres/${id}`,
    });
    expect(removed.statusCode).toBe(204);
    const again = await injectAs(t.app, org.manager.token, {
      method: 'DELETE',
      url: `/api/orgs/${org.orgId}/cost-centres/${id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    [{ name: '' }, /Vul alle verplichte velden in/],
    [{ name: 'Nul', max_per_day_cents: 0 }, /max_per_day_cents: Vul een budget/],
    [{ name: 'Komma', max_per_month_cents: 10.5 }, /max_per_month_cents/],
    [{ name: 'x'.repeat(81) }, /te lang/],
  ])('refuses a bad cost centre with a Dutch 400: %j', async (payload, message) => {
    const response = await injectAs(t.app, org.owner.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cost-centres`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('the audit', () => {
  it('pages newest first and refuses a bad page', async () => {
    const first = await injectAs(t.app, org.owner.token, {
      method: 'GET',
      url: `/api/orgs/${org.orgId}/audit?per_page=1`,
    });
    const second = await injectAs(t.app, org.owner.token, {
      method: 'GET',
      url: `/api/orgs/${org.orgId}/audit?per_page=1&page=2`,
    });
    expect(first.json()).toHaveLength(1);
    expect(second.json()).toHaveLength(1);
    expect(first.json()[0].id).not.toBe(second.json()[0].id);
    expect(first.json()[0].at >= second.json()[0].at).toBe(true);
    const bad = await injectAs(t.app, org.owner.token, {
      method: 'GET',
      url: `/api/orgs/${org.orgId}/audit?page=0`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_error' });
  });
});
