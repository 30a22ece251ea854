import type { OrgRole } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orgMembers, organisations, users } from '../db/schema/index.ts';
import { injectAs, registerUser, type TestApp } from './test-app.ts';

// One organisation with a member in every role, and two people outside it, for the role-matrix tests of
// every /api/orgs/{orgId}/… route (issue 24). Each person is { token, userId }.

export interface OrgPerson {
  token: string;
  userId: string;
}

export interface OrgWithMembers {
  orgId: string;
  /** The organisation's own account (decision 024): its ledger pays company refuels. */
  accountUserId: string;
  owner: OrgPerson;
  manager: OrgPerson;
  accountant: OrgPerson;
  driver: OrgPerson;
  /** The owner of ANOTHER organisation: gets 404 on everything of this one. */
  outsider: OrgPerson & { orgId: string };
  /** A plain signed-in consumer, member of nothing. */
  stranger: OrgPerson;
}

/** A valid btw-id (its 9 digits pass the elfproef) for test organisations. */
export const TEST_VAT_ID = 'NL004495445B01';

async function person(t: TestApp, accountType: 'consumer' | 'business' = 'consumer'): Promise<OrgPerson> {
  const { token, user } = await registerUser(t.app);
  if (accountType === 'business')
    await t.database.db.update(users).set({ accountType }).where(eq(users.id, user.id));
  return { token, userId: user.id };
}

/** A business account that created an organisation through the API, and that organisation. */
export async function orgOwnedBy(t: TestApp, name = 'Test Transport B.V.') {
  const owner = await person(t, 'business');
  const response = await injectAs(t.app, owner.token, {
    method: 'POST',
    url: '/api/orgs',
    payload: { name, kvk_number: '12345678', vat_id: TEST_VAT_ID },
  });
  if (response.statusCode !== 201)
    throw new Error(`create org failed: ${response.statusCode} ${response.body}`);
  const orgId = response.json<{ id: string }>().id;
  return { owner, orgId };
}

/** A new signed-in person made a member with this role (directly in the table: the invitation flow has its own tests). */
export async function addOrgMember(t: TestApp, orgId: string, role: OrgRole): Promise<OrgPerson> {
  const member = await person(t);
  await t.database.db.insert(orgMembers).values({ orgId, userId: member.userId, role });
  return member;
}

export async function orgWithMembers(t: TestApp): Promise<OrgWithMembers> {
  const { owner, orgId } = await orgOwnedBy(t);
  const [manager, accountant, driver, other, stranger] = await Promise.all([
    addOrgMember(t, orgId, 'manager'),
    addOrgMember(t, orgId, 'accountant'),
    addOrgMember(t, orgId, 'driver'),
    orgOwnedBy(t, 'Andere Organisatie B.V.'),
    person(t),
  ]);
  const [org] = await t.database.db
    .select({ accountUserId: organisations.accountUserId })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return {
    orgId,
    accountUserId: org!.accountUserId,
    owner,
    manager,
    accountant,
    driver,
    outsider: { ...other.owner, orgId: other.orgId },
    stranger,
  };
}

/** What requestAs takes after the app: who, how, where, and the body and headers if any. */
export type RequestArgs = [
  person: OrgPerson,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
];

/** A request as one of the organisation's people (or anyone with a token). */
export function requestAs(t: TestApp, ...[person, method, url, payload, headers]: RequestArgs) {
  return injectAs(t.app, person.token, {
    method,
    url,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });
}

/** A refusal as every route answers one: its status, and `{ error, message }` (the error when given). */
export function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  error?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ ...(error ? { error } : {}), message: expect.any(String) });
}
