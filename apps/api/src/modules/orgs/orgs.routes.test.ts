import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMembers, organisations, users } from '../../db/schema/index.ts';
import { orgWithMembers, type OrgWithMembers, TEST_VAT_ID } from '../../test/orgs.ts';
import { createTestApp, injectAs, registerUser, signInWithRole, type TestApp } from '../../test/test-app.ts';

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
