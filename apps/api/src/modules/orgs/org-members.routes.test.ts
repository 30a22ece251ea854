import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, orgAuditLog, orgInvitations, orgMembers } from '../../db/schema/index.ts';
import { addOrgMember, orgWithMembers, type OrgWithMembers } from '../../test/orgs.ts';
import { createTestApp, injectAs, registerUser, type TestApp, uniqueEmail } from '../../test/test-app.ts';

let now = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
let org: OrgWithMembers;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  org = await orgWithMembers(t);
});
afterAll(async () => {
  await t.close();
});

const url = (path = '') => `/api/orgs/${org.orgId}${path}`;
const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  injectAs(t.app, token, { method, url: path, ...(payload ? { payload } : {}) });

async function invitationLink(email: string): Promise<string> {
  const mails = await t.outbox();
  const mail = mails
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((text) => text.includes(email))
    .at(-1);
  const match = mail && /http:\/\/fuellinq\.test\/uitnodiging\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no invitation mail for ${email}`);
  return match[1];
}

async function invite(role = 'driver', token = org.manager.token) {
  const email = uniqueEmail('uitnodiging');
  const response = await as(token, 'POST', url('/invitations'), { email, role });
  expect(response.statusCode).toBe(201);
  return { email, id: response.json().id as string, token: await invitationLink(email) };
}

describe('members', () => {
  it('lists the current members with their names, e-mail and role, owners first', async () => {
    const response = await as(org.accountant.token, 'GET', url('/members'));
    expect(response.statusCode).toBe(200);
    const members = response.json();
    expect(members[0]).toMatchObject({ user_id: org.owner.userId, role: 'owner' });
    expect(members.map((m: { user_id: string }) => m.user_id)).toEqual(
      expect.arrayContaining([org.manager.userId, org.accountant.userId, org.driver.userId]),
    );
    expect(members.map((m: { user_id: string }) => m.user_id)).not.toContain(org.outsider.userId);
  });

  it('refuses the list to a driver: they see only their own things', async () => {
    const response = await as(org.driver.token, 'GET', url('/members'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
  });

  it('changes a role and a budget, and writes both to the audit with before and after', async () => {
    const member = await addOrgMember(t, org.orgId, 'driver');
    const changed = await as(org.manager.token, 'PUT', url(`/members/${member.userId}`), {
      role: 'accountant',
      monthly_budget_cents: 25_000,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'accountant', monthly_budget_cents: 25_000 });
    const audit = await as(org.owner.token, 'GET', url('/audit?per_page=5'));
    expect(audit.json()[0]).toMatchObject({
      action: 'member.role',
      actor: { user_id: org.manager.userId },
      subject: { user_id: member.userId },
      before: { role: 'driver', monthly_budget_cents: null },
      after: { role: 'accountant', monthly_budget_cents: 25_000 },
    });
  });

  it('lets only an owner make, change or remove an owner, and keeps the last owner', async () => {
    const member = await addOrgMember(t, org.orgId, 'driver');
    const byManager = await as(org.manager.token, 'PUT', url(`/members/${member.userId}`), { role: 'owner' });
    expect(byManager.statusCode).toBe(403);
    const ownerByManager = await as(org.manager.token, 'PUT', url(`/members/${org.owner.userId}`), {
      monthly_budget_cents: 1,
    });
    expect(ownerByManager.statusCode).toBe(403);
    expect((await as(org.manager.token, 'DELETE', url(`/members/${org.owner.userId}`))).statusCode).toBe(403);

    const demoteSelf = await as(org.owner.token, 'PUT', url(`/members/${org.owner.userId}`), {
      role: 'manager',
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json()).toMatchObject({ error: 'last_owner' });
    expect(demoteSelf.json().message).toMatch(/minstens één eigenaar/);
    const removeSelf = await as(org.owner.token, 'DELETE', url(`/members/${org.owner.userId}`));
    expect(removeSelf.json()).toMatchObject({ error: 'last_owner' });

    const promoted = await as(org.owner.token, 'PUT', url(`/members/${member.userId}`), { role: 'owner' });
    expect(promoted.json()).toMatchObject({ role: 'owner' });
    // With a second owner, either may step down; then the other is the last again.
    expect((await as(member.token, 'DELETE', url(`/members/${member.userId}`))).statusCode).toBe(204);
    expect(
      (await as(org.owner.token, 'PUT', url(`/members/${org.owner.userId}`), { role: 'driver' })).statusCode,
    ).toBe(409);
  });

  it('removes a member: their company cards are blocked at once, the audit keeps it, the list and their access end', async () => {
    const member = await addOrgMember(t, org.orgId, 'driver');
    const cardRow = (driverUserId: string | null) => ({
      userId: org.accountUserId,
      orgId: org.orgId,
      driverUserId,
      panLast4: '0000',
      panHash: randomUUID(),
      token: randomUUID(),
      status: 'active' as const,
    });
    const [theirs] = await t.database.db.insert(cards).values(cardRow(member.userId)).returning();
    const [someoneElses] = await t.database.db.insert(cards).values(cardRow(org.driver.userId)).returning();

    const removed = await as(org.manager.token, 'DELETE', url(`/members/${member.userId}`));
    expect(removed.statusCode).toBe(204);
    const [blocked] = await t.database.db.select().from(cards).where(eq(cards.id, theirs!.id));
    expect(blocked).toMatchObject({ status: 'blocked', blockedReason: 'member_removed' });
    const [untouched] = await t.database.db.select().from(cards).where(eq(cards.id, someoneElses!.id));
    expect(untouched).toMatchObject({ status: 'active', blockedReason: null });

    const [row] = await t.database.db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, org.orgId), eq(orgMembers.userId, member.userId)));
    expect(row?.removedAt).toEqual(now);
    const [entry] = await t.database.db
      .select()
      .from(orgAuditLog)
      .where(and(eq(orgAuditLog.subjectUserId, member.userId), eq(orgAuditLog.action, 'member.remove')));
    expect(entry).toMatchObject({ actorUserId: org.manager.userId, after: { cards_blocked: [theirs!.id] } });

    const list = (await as(org.owner.token, 'GET', url('/members'))).json();
    expect(list.map((m: { user_id: string }) => m.user_id)).not.toContain(member.userId);
    // The entries about them are part of their own privacy export.
    const exported = (await as(member.token, 'GET', '/api/me/export')).json();
    expect(exported.organisation_audit_entries).toContainEqual(
      expect.objectContaining({ organisation: 'Test Transport B.V.', action: 'member.remove' }),
    );
    expect(exported.organisation_memberships).toEqual([
      expect.objectContaining({
        organisation: 'Test Transport B.V.',
        role: 'driver',
        removed_at: now.toISOString(),
      }),
    ]);
    expect((await as(member.token, 'GET', url())).statusCode).toBe(404);
    expect((await as(org.manager.token, 'DELETE', url(`/members/${member.userId}`))).json()).toMatchObject({
      error: 'member_not_found',
    });
  });

  it.each([
    [{ role: 'baas' }, /role/],
    [{ monthly_budget_cents: -1 }, /monthly_budget_cents: Vul een budget in hele centen/],
    [{ monthly_budget_cents: 12.5 }, /monthly_budget_cents/],
    [{ monthly_budget_cents: '100' }, /monthly_budget_cents/],
  ])('refuses a bad change with a Dutch 400: %j', async (payload, message) => {
    const response = await as(org.owner.token, 'PUT', url(`/members/${org.driver.userId}`), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 400 for a member id that is no id', async () => {
    const response = await as(org.owner.token, 'DELETE', url('/members/niet-een-id'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_error', message: 'userId: Ongeldig id.' });
  });
});

describe('invitations', () => {
  it('mails a one-time link, stores only its hash, lists it as open and audits it', async () => {
    const { email, id, token } = await invite('driver');
    const [row] = await t.database.db.select().from(orgInvitations).where(eq(orgInvitations.id, id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - now.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    const mail = (await t.outbox()).find((text) => text.includes(email))!;
    expect(mail).toMatch(/Uitnodiging voor Test Transport B.V./);
    expect(mail).toMatch(/als bestuurder/);

    const list = (await as(org.owner.token, 'GET', url('/invitations'))).json();
    expect(list).toContainEqual(expect.objectContaining({ id, email, role: 'driver' }));
    const audit = (await as(org.owner.token, 'GET', url('/audit?per_page=1'))).json();
    expect(audit[0]).toMatchObject({
      action: 'member.invite',
      entity_id: id,
      after: { email, role: 'driver' },
    });
  });

  it('shows the invitation publicly, and lets a signed-in person accept it once', async () => {
    const { email, token } = await invite('driver');
    const shown = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      org_name: 'Test Transport B.V.',
      role: 'driver',
      email,
      status: 'open',
      valid: true,
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept` })).statusCode).toBe(
      401,
    );

    const person = await registerUser(t.app, { email });
    const accepted = await as(person.token, 'POST', `/api/invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ org_id: org.orgId, org_name: 'Test Transport B.V.', role: 'driver' });
    const mine = (await as(person.token, 'GET', '/api/orgs')).json();
    expect(mine).toEqual([{ id: org.orgId, name: 'Test Transport B.V.', role: 'driver' }]);

    const again = await as(person.token, 'POST', `/api/invitations/${token}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'invitation_used',
      message: 'Deze uitnodiging is al gebruikt.',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).json()).toMatchObject({
      status: 'used',
      valid: false,
    });
    const list = (await as(org.owner.token, 'GET', url('/invitations'))).json();
    expect(list.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('refuses a revoked or expired link with a Dutch reason', async () => {
    const revoked = await invite('accountant');
    expect((await as(org.manager.token, 'DELETE', url(`/invitations/${revoked.id}`))).statusCode).toBe(204);
    const person = await registerUser(t.app);
    const refusedRevoked = await as(person.token, 'POST', `/api/invitations/${revoked.token}/accept`);
    expect(refusedRevoked.statusCode).toBe(410);
    expect(refusedRevoked.json()).toMatchObject({
      error: 'invitation_revoked',
      message: 'Deze uitnodiging is ingetrokken.',
    });

    const expiring = await invite('driver');
    const later = now;
    now = new Date(later.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      const refused = await as(person.token, 'POST', `/api/invitations/${expiring.token}/accept`);
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toMatchObject({ error: 'invitation_expired' });
      expect(refused.json().message).toMatch(/verlopen/);
      const list = (await as(org.owner.token, 'GET', url('/invitations'))).json();
      expect(list.map((i: { id: string }) => i.id)).not.toContain(expiring.id);
    } finally {
      now = later;
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/invitations/bestaat-niet' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'invitation_not_found' });
  });

  it('lets a removed member re-join with the new role, and refuses a current member', async () => {
    const member = await addOrgMember(t, org.orgId, 'driver');
    expect((await as(org.owner.token, 'DELETE', url(`/members/${member.userId}`))).statusCode).toBe(204);
    const { token } = await invite('manager', org.owner.token);
    const rejoined = await as(member.token, 'POST', `/api/invitations/${token}/accept`);
    expect(rejoined.json()).toMatchObject({ role: 'manager' });
    expect((await as(member.token, 'GET', url())).json()).toMatchObject({ role: 'manager' });

    const second = await invite('driver');
    const refused = await as(member.token, 'POST', `/api/invitations/${second.token}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'already_member' });
  });

  it('lets only an owner invite an owner, and refuses an address that is already a member', async () => {
    const byManager = await as(org.manager.token, 'POST', url('/invitations'), {
      email: uniqueEmail('eigenaar'),
      role: 'owner',
    });
    expect(byManager.statusCode).toBe(403);
    const byOwner = await as(org.owner.token, 'POST', url('/invitations'), {
      email: uniqueEmail('eigenaar'),
      role: 'owner',
    });
    expect(byOwner.statusCode).toBe(201);
    const members = (await as(org.owner.token, 'GET', url('/members'))).json();
    const driver = members.find((m: { user_id: string }) => m.user_id === org.driver.userId);
    const taken = await as(org.owner.token, 'POST', url('/invitations'), {
      email: driver.email,
      role: 'manager',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'already_member',
      message: 'Dit e-mailadres is al lid van deze organisatie.',
    });
  });

  it.each([
    [{ email: 'geen-adres', role: 'driver' }, 'validation_error', /email: Vul een geldig e-mailadres in/],
    [{ email: 'a@b.nl', role: 'chef' }, 'validation_error', /role: Kies een rol/],
    [{ role: 'driver' }, 'missing_fields', /./],
  ])('refuses a bad invitation with a Dutch 400: %j', async (payload, error, message) => {
    const response = await as(org.owner.token, 'POST', url('/invitations'), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error });
    expect(response.json().message).toMatch(message);
  });
});
