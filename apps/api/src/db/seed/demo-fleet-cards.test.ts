import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, logIn, type TestApp } from '../../test/test-app.ts';
import { demoFleetDrivers, seedDemoFleet } from './demo-fleet.ts';
import { seedDemoFleetCards } from './demo-fleet-cards.ts';
import { seedDemoUsers } from './demo-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  await seedDemoFleet(t.database.db);
  await seedDemoFleetCards(t.database.db, 'test-card-hash-key');
});
afterAll(async () => {
  await t.close();
});

describe('the demo fleet’s cards and vehicles', () => {
  it('gives the owner a card per driver and one for the van, some paused or op aanvraag, and the RDW vehicles', async () => {
    const token = await logIn(t.app, 'zakelijk@fuellinq.nl');
    const [org] = (await injectAs(t.app, token, { method: 'GET', url: '/api/orgs' })).json();
    const cards = (await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${org.id}/cards` })).json();
    expect(cards.filter((c: { driver: unknown }) => c.driver)).toHaveLength(5);
    expect(cards.filter((c: { vehicle: unknown }) => c.vehicle)).toEqual([
      expect.objectContaining({ vehicle: expect.objectContaining({ license_plate: 'TT601D' }) }),
    ]);
    const states = cards.map((c: { status: string }) => c.status);
    expect(states).toContain('paused');
    expect(states).toContain('on_demand');
    const vehicles = (
      await injectAs(t.app, token, { method: 'GET', url: `/api/orgs/${org.id}/vehicles` })
    ).json();
    expect(vehicles.map((v: { license_plate: string }) => v.license_plate).sort()).toEqual([
      '0001TJ',
      '11ZKZ3',
      'F794KP',
      'TT601D',
    ]);
    expect(vehicles.find((v: { license_plate: string }) => v.license_plate === 'F794KP')).toMatchObject({
      make: 'YAMAHA',
      fuel_primary: 'euro95',
      tank_liters: 7,
    });
    expect(vehicles.find((v: { license_plate: string }) => v.license_plate === 'TT601D')).toMatchObject({
      make: 'VOLKSWAGEN',
      tank_liters: 60,
    });
  });

  it('shows a demo driver their own card and the van’s, with the rules in words; a second run adds nothing', async () => {
    const token = await logIn(t.app, demoFleetDrivers[0].email);
    const mine = (await injectAs(t.app, token, { method: 'GET', url: '/api/me/company-cards' })).json();
    expect(mine).toHaveLength(2);
    expect(mine[0].org_name).toBe('Demo Transport B.V.');
    expect(mine.flatMap((c: { rules_in_words: string[] }) => c.rules_in_words).join(' ')).toMatch(/per dag/);
    expect(await seedDemoFleetCards(t.database.db, 'test-card-hash-key')).toBe(0);
  });
});
