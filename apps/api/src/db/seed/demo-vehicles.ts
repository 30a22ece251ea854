import { readFile } from 'node:fs/promises';
import { addDays, isoDateIn, previousMonth } from '@fuellinq/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { factsToColumns } from '../../modules/vehicles/vehicle-dto.ts';
import { parseRdw } from '../../modules/vehicles/rdw-parse.ts';
import { recordedDir } from '../../modules/vehicles/recorded-dir.ts';
import { refreshUsageMonths } from '../../modules/vehicle-logs/usage-rollup.ts';
import type { Database } from '../database.ts';
import { cards, fuelLogs, odometerLogs, type RdwRaw, users, vehicles } from '../schema/index.ts';

async function recorded(plate: string): Promise<RdwRaw> {
  const read = (dataset: string) =>
    readFile(new URL(`${plate}.${dataset}.json`, recordedDir), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, string>[])
      .catch(() => []);
  return { vehicle: await read('m9d7-ebf2'), fuel: await read('8ys7-d773') };
}

/** The first day of the month `back` months before the month of `today`. */
function monthStart(today: string, back: number): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * Demo vehicles with real RDW records (the recorded answers) and logs: the consumer drives the spec's demo
 * month (120000 → 120850 km, 30 L for € 63 and 45,2 L for € 95,10) last month, so the CO2 report opens
 * on it; the business account has two years of business and commuting kilometres for the WPM export. The
 * demo cards are tied to the car and the van, so the refuels of the demo history (seeded after this) go
 * into their logbooks and count in the CO2 figures. Accounts that already have a vehicle are left alone.
 */
export async function seedDemoVehicles(db: Database, now = new Date()): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['consument@fuellinq.nl', 'zakelijk@fuellinq.nl']));
  const ids = accounts.map((account) => account.id);
  const withVehicles = new Set(
    ids.length
      ? (
          await db
            .selectDistinct({ owner: vehicles.ownerUserId })
            .from(vehicles)
            .where(inArray(vehicles.ownerUserId, ids))
        ).map((row) => row.owner)
      : [],
  );
  const owner = (email: string) =>
    accounts.find((account) => account.email === email && !withVehicles.has(account.id))?.id;
  const today = isoDateIn(now);

  // The demo card refuels this vehicle: the refuels of the demo history go into its logbook.
  async function tieCard(ownerUserId: string, label: string, plate: string) {
    await db
      .update(cards)
      .set({ plate })
      .where(and(eq(cards.userId, ownerUserId), eq(cards.label, label)));
  }

  async function addVehicle(ownerUserId: string, plate: string) {
    const raw = await recorded(plate);
    const [row] = await db
      .insert(vehicles)
      .values({ ownerUserId, licensePlate: plate, ...factsToColumns(parseRdw(raw), raw, now) })
      .returning({ id: vehicles.id });
    return row!.id;
  }

  const consumer = owner('consument@fuellinq.nl');
  if (consumer) {
    const car = await addVehicle(consumer, '11ZKZ3');
    await tieCard(consumer, 'Mijn tankpas', '11ZKZ3');
    const { from, to } = previousMonth(now);
    const base = { vehicleId: car, ownerUserId: consumer, purpose: 'privé' as const };
    await db.insert(odometerLogs).values([
      { ...base, odometerKm: 120000, loggedOn: from },
      { ...base, odometerKm: 120850, loggedOn: to },
    ]);
    await db.insert(fuelLogs).values([
      {
        ...base,
        liters: 30,
        totalCents: 6300,
        priceTenths: 2100,
        loggedOn: addDays(from, 4),
        fuelType: 'euro95',
      },
      {
        ...base,
        liters: 45.2,
        totalCents: 9510,
        priceTenths: 2104,
        loggedOn: addDays(from, 18),
        fuelType: 'euro95',
      },
    ]);
    await refreshUsageMonths(db, { ownerUserId: consumer }, from);
  }

  const business = owner('zakelijk@fuellinq.nl');
  if (business) {
    const van = await addVehicle(business, 'TT601D');
    await tieCard(business, 'Bestelbus 1', 'TT601D');
    const moped = await addVehicle(business, 'F794KP');
    const odometer: (typeof odometerLogs.$inferInsert)[] = [];
    const fuel: (typeof fuelLogs.$inferInsert)[] = [];
    let vanKm = 84_000;
    let mopedKm = 3_000;
    // About 1.300 km and 100 litres of diesel a month (7,8 l/100 km), read at every stop and refuel.
    for (let back = 24; back >= 1; back--) {
      const first = monthStart(today, back);
      const reading = (km: number, day: number, purpose: 'zakelijk' | 'woon-werk') => {
        vanKm += km;
        odometer.push({
          vehicleId: van,
          ownerUserId: business,
          odometerKm: vanKm,
          loggedOn: addDays(first, day),
          purpose,
        });
      };
      const refuel = (km: number, day: number, liters: number) => {
        vanKm += km;
        const priceTenths = 1_789 + ((back + day) % 6) * 11;
        fuel.push({
          vehicleId: van,
          ownerUserId: business,
          liters,
          priceTenths,
          totalCents: Math.round((liters * priceTenths) / 10),
          loggedOn: addDays(first, day),
          odometerKm: vanKm,
          fuelType: 'diesel',
          purpose: 'zakelijk',
        });
      };
      reading(560 + (back % 5) * 20, 0, 'zakelijk');
      reading(250, 9, 'woon-werk');
      refuel(60, 11, 48 + (back % 4) * 2);
      refuel(420, 23, 50 + (back % 3) * 2);
      mopedKm += 140 + (back % 3) * 15;
      odometer.push({
        vehicleId: moped,
        ownerUserId: business,
        odometerKm: mopedKm,
        loggedOn: addDays(first, 14),
        purpose: 'woon-werk',
      });
    }
    await db.insert(odometerLogs).values(odometer);
    await db.insert(fuelLogs).values(fuel);
    await refreshUsageMonths(db, { ownerUserId: business }, monthStart(today, 24));
  }
}
