import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceLedger, costCentres } from '../db/schema/index.ts';
import {
  confirmAndComplete,
  type fleetTestApp,
  insertCompanyCard,
  insertCompanyVehicle,
  startWith,
} from './fleet-rules.ts';
import type { testClock } from './refuels.ts';
import { injectAs, signInWithRole } from './test-app.ts';

// Company refuels and their refunds as the organisation-invoice tests make them (issue 25): through the API,
// at a moment of the test's clock.

type Fleet = Awaited<ReturnType<typeof fleetTestApp>>;

/** A completed company refuel of `liters` diesel with the card, by `token`'s person, at `at`: its id. */
export async function companyRefuel(
  fleet: Fleet,
  clock: ReturnType<typeof testClock>,
  refuel: { cardId: string; token: string; liters: number; at: string },
): Promise<string> {
  clock.set(refuel.at);
  const started = await startWith(fleet.t.app, refuel.token, {
    cardId: refuel.cardId,
    stationId: fleet.stationId,
    max_amount_cents: 10_000,
    fuel_type: 'diesel',
  });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().transaction.id as string;
  const done = await confirmAndComplete(fleet.t.app, refuel.token, fleet.key, id, refuel.liters);
  expect(done.statusCode, done.body).toBe(200);
  return id;
}

/**
 * An admin refunds part of a refuel. The ledger stamps its rows with the database's clock, not the test's:
 * `on` puts the refund on its day.
 */
export async function refundAsAdmin(fleet: Fleet, refuelId: string, amountCents: number, on?: string) {
  const admin = await signInWithRole(fleet.t, 'admin');
  const refunded = await injectAs(fleet.t.app, admin.token, {
    method: 'POST',
    url: `/api/admin/refuels/${refuelId}/refund`,
    payload: { amount_cents: amountCents, reason: 'Pomp telde te veel' },
  });
  expect(refunded.statusCode, refunded.body).toBe(201);
  if (on)
    await fleet.t.database.db
      .update(balanceLedger)
      .set({ createdAt: new Date(on) })
      .where(and(eq(balanceLedger.kind, 'refund'), eq(balanceLedger.reference, refuelId)));
}

/**
 * Two cost centres (Bouw KP100, Transport KP200) and two company cards: the driver's on Bouw, and one of the
 * van VX123B on Transport.
 */
export async function costCentreCards(fleet: Fleet) {
  const db = fleet.t.database.db;
  const { org } = fleet;
  const bouw = randomUUID();
  const transport = randomUUID();
  await db.insert(costCentres).values([
    { id: bouw, orgId: org.orgId, name: 'Bouw', code: 'KP100' },
    { id: transport, orgId: org.orgId, name: 'Transport', code: 'KP200' },
  ]);
  const driverCard = await insertCompanyCard(db, {
    orgId: org.orgId,
    accountUserId: org.accountUserId,
    driverUserId: org.driver.userId,
    costCentreId: bouw,
  });
  const vehicleId = await insertCompanyVehicle(db, org.accountUserId, { plate: 'VX123B' });
  const vanCard = await insertCompanyCard(db, {
    orgId: org.orgId,
    accountUserId: org.accountUserId,
    vehicleId,
    costCentreId: transport,
  });
  return { driverCard, vanCard };
}
