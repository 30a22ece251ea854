import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { costCentres, orgMembers, organisations } from '../schema/index.ts';
import { DEMO_ORG_NAME, demoFleet, demoFleetDrivers, seedDemoFleet } from './demo-fleet.ts';
import { seedDemoUsers } from './demo-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  await seedDemoFleet(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('the demo fleet', () => {
  it('lets zakelijk@fuellinq.nl open Demo Transport B.V. as its owner, with five drivers and two cost centres', async () => {
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const orgs = (await injectAs(t.app, token, { method: 'GET', url: '/api/orgs' })).json();
    expect(orgs).toEqual([{ id: expect.any(String), name: DEMO_ORG_NAME, role: 'owner' }]);
    const orgId = orgs[0].id;
    const members = (
      await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${orgId}/members` })
    ).json();
    expect(members.filter((m: { role: string }) => m.role === 'driver')).toHaveLength(5);
    expect(members.map((m: { role: string }) => m.role).sort()).toEqual([
      'accountant',
      'driver',
      'driver',
      'driver',
      'driver',
      'driver',
      'owner',
    ]);
    const centres = (
      await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${orgId}/cost-centres` })
    ).json();
    expect(centres.map((c: { name: string }) => c.name)).toEqual(['Distributie', 'Service']);
    const details = (await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${orgId}` })).json();
    expect(details).toMatchObject({ kvk_number: '24681357', vat_id: 'NL123456782B01' });
  });

  it('gives each driver a demo account with the demo password, member of the organisation', async () => {
    const token = await logIn(t.app, demoFleetDrivers[2].email);
    const orgs = (await injectAs(t.app, token, { method: 'GET', url: '/api/orgs' })).json();
    expect(orgs).toEqual([expect.objectContaining({ name: DEMO_ORG_NAME, role: 'driver' })]);
  });

  it('is idempotent and tells the later fleet seeds the ids they need', async () => {
    const again = await seedDemoFleet(t.database.db);
    expect(again).toEqual(await demoFleet(t.database.db));
    expect(again.driverUserIds).toHaveLength(5);
    const db = t.database.db;
    const [orgs] = await db
      .select({ n: count() })
      .from(organisations)
      .where(eq(organisations.name, DEMO_ORG_NAME));
    const [members] = await db
      .select({ n: count() })
      .from(orgMembers)
      .where(eq(orgMembers.orgId, again.orgId));
    const [centres] = await db
      .select({ n: count() })
      .from(costCentres)
      .where(eq(costCentres.orgId, again.orgId));
    expect([orgs?.n, members?.n, centres?.n]).toEqual([1, 7, 2]);
  });
});
