// Test helpers for the rules at the pump (issue 24): company cards, vehicles and cost centres written
// straight into the tables (issuing them has its own routes and tests), and a company refuel's start.
import { randomBytes, randomUUID } from 'node:crypto';
import type { SpendingRules } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { cards, costCentres, vehicles } from '../db/schema/index.ts';
import { orgWithMembers } from './orgs.ts';
import { fundBalance, idempotencyKey, partnerStation, pumpKey, type testClock } from './refuels.ts';
import { createTestApp, injectAs } from './test-app.ts';

export interface CompanyCardInput {
  orgId: string;
  accountUserId: string;
  driverUserId?: string;
  vehicleId?: string;
  costCentreId?: string;
  ruleProfileId?: string;
  rules?: SpendingRules;
  status?: 'active' | 'paused' | 'on_demand' | 'blocked';
  unlockedUntil?: Date;
}

/** A company card of the organisation, for a driver or a vehicle; its id. */
export async function insertCompanyCard(db: Database, card: CompanyCardInput): Promise<string> {
  const id = randomUUID();
  await db.insert(cards).values({
    id,
    userId: card.accountUserId,
    panLast4: String(1000 + Math.floor(Math.random() * 9000)),
    panHash: randomBytes(16).toString('hex'),
    token: randomBytes(16).toString('hex'),
    status: card.status ?? 'active',
    orgId: card.orgId,
    driverUserId: card.driverUserId ?? null,
    vehicleId: card.vehicleId ?? null,
    costCentreId: card.costCentreId ?? null,
    ruleProfileId: card.ruleProfileId ?? null,
    rules: (card.rules ?? {}) as Record<string, unknown>,
    unlockedUntil: card.unlockedUntil ?? null,
  });
  return id;
}

/** A vehicle of the organisation's account (a van on diesel by default); its id. */
export async function insertCompanyVehicle(
  db: Database,
  accountUserId: string,
  vehicle: { plate?: string; fuel?: string; tankLiters?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(vehicles).values({
    id,
    ownerUserId: accountUserId,
    licensePlate: vehicle.plate ?? `V${randomBytes(3).toString('hex').toUpperCase()}`,
    make: 'TESTMERK',
    model: 'BESTELWAGEN',
    fuelPrimary: vehicle.fuel ?? 'diesel',
    fuels: [vehicle.fuel ?? 'diesel'],
    tankLiters: vehicle.tankLiters ?? null,
    rdwSnapshot: { vehicle: [], fuel: [] },
    rdwFetchedAt: new Date(),
  });
  return id;
}

/** A cost centre with budgets; its id. */
export async function insertCostCentre(
  db: Database,
  orgId: string,
  budgets: { maxPerDayCents?: number; maxPerMonthCents?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(costCentres).values({
    id,
    orgId,
    name: `Kostenplaats ${id.slice(0, 6)}`,
    maxPerDayCents: budgets.maxPerDayCents ?? null,
    maxPerMonthCents: budgets.maxPerMonthCents ?? null,
  });
  return id;
}

/** POST /api/transactions/start with a card, as the driver. */
export function startWith(
  app: FastifyInstance,
  token: string,
  payload: { cardId: string; stationId: string } & Record<string, unknown>,
) {
  return injectAs(app, token, {
    method: 'POST',
    url: '/api/transactions/start',
    headers: { 'idempotency-key': idempotencyKey() },
    payload,
  });
}

/**
 * An app on the test's clock with an organisation (a member in every role), a partner station with its pump
 * key, and € 5.000 on the organisation's balance: what the company refuel tests start from.
 */
export async function fleetTestApp(clock: ReturnType<typeof testClock>) {
  const t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' }, { now: clock.now });
  const org = await orgWithMembers(t);
  const station = await partnerStation(t);
  const key = await pumpKey(t.app, station.partner.token);
  await fundBalance(t.database.db, org.accountUserId, 500_000);
  return { t, org, stationId: station.stationId, key };
}

/** The driver confirms a started refuel and the station's pump completes it: `liters` of diesel at € 1,799. */
export async function confirmAndComplete(
  app: FastifyInstance,
  token: string,
  pumpKey: string,
  transactionId: string,
  liters: number,
) {
  await injectAs(app, token, { method: 'POST', url: `/api/transactions/${transactionId}/confirm` });
  return app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${transactionId}/complete`,
    payload: { liters, amount_cents: Math.round(liters * 179.9), price_per_l: 1.799 },
    headers: { 'x-api-key': pumpKey },
  });
}
