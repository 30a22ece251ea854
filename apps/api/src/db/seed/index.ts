import type { DatabaseHandle } from '../database.ts';
import { seedDemoCards } from './demo-cards.ts';
import { seedDemoFleet } from './demo-fleet.ts';
import { seedDemoFleetRefuels } from './demo-fleet-refuels.ts';
import { seedDemoFleetCards } from './demo-fleet-cards.ts';
import type { InvoiceParty } from '../schema/billing.ts';
import { seedDemoAccountAges } from './demo-account-ages.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoFleetInvoices } from './demo-fleet-invoices.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoSitePages } from './demo-site-pages.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoPartnerRewards } from './demo-partner-rewards.ts';
import { seedDemoVehicles } from './demo-vehicles.ts';
import { seedStations } from './stations/seed-stations.ts';

export interface SeedOptions {
  /** The server's CARD_HASH_KEY: demo card numbers are hashed as real ones are. */
  cardHashKey: string;
  /** The supplier on the demo invoices (the configured one; default the demo company). */
  invoiceSupplier?: InvoiceParty;
  log?: (message: string) => void;
}

export interface Seeder {
  name: string;
  run(handle: DatabaseHandle, options: SeedOptions): Promise<void>;
}

/** Demo data, in order; each seeder is idempotent, so this runs on every start. */
export const demoSeeders: Seeder[] = [
  { name: 'demo-users', run: ({ db }) => seedDemoUsers(db) },
  // After the users: the demo partner offers the car wash, so its counter redeems the codes.
  { name: 'demo-partner-rewards', run: ({ db }) => seedDemoPartnerRewards(db) },
  { name: 'demo-cards', run: ({ db }, { cardHashKey }) => seedDemoCards(db, cardHashKey) },
  { name: 'demo-vehicles', run: ({ db }) => seedDemoVehicles(db) },
  // After the users: zakelijk@fuellinq.nl's organisation, its drivers and cost centres (issue 24); the
  // company cards, vehicles and refuels of demo-fleet-cards and demo-fleet-refuels come after it.
  { name: 'demo-fleet', run: async ({ db }) => void (await seedDemoFleet(db)) },
  // After every demo account exists: each is as old as its history, so it may report prices at once.
  { name: 'demo-account-ages', run: ({ db }) => seedDemoAccountAges(db) },
  {
    name: 'demo-fleet-cards',
    run: async ({ db }, { cardHashKey }) => void (await seedDemoFleetCards(db, cardHashKey)),
  },
  // After the users: the demo partners get their stations. Seeds once; later starts only look.
  { name: 'stations', run: async (handle) => void (await seedStations(handle)) },
  // After the cards and stations: refuels, top-ups and points of the last three months.
  { name: 'demo-history', run: ({ db }) => seedDemoHistory(db) },
  // After the history: the subscription's charges and the monthly invoices of those refuels.
  { name: 'demo-billing', run: ({ db }, { invoiceSupplier }) => seedDemoBilling(db, invoiceSupplier) },
  // After the fleet's cards and the stations: three months of the demo organisation's company refuels.
  { name: 'demo-fleet-refuels', run: async ({ db }) => void (await seedDemoFleetRefuels(db)) },
  // After its refuels: the demo organisation's invoice of every whole month (issue 25 §1).
  {
    name: 'demo-fleet-invoices',
    run: async ({ db }, { invoiceSupplier }) => void (await seedDemoFleetInvoices(db, invoiceSupplier)),
  },
  { name: 'demo-site-pages', run: ({ db }) => seedDemoSitePages(db) },
];

export async function seedDemoData(handle: DatabaseHandle, options: SeedOptions) {
  for (const seeder of demoSeeders) {
    const started = performance.now();
    await seeder.run(handle, options);
    options.log?.(`seeded ${seeder.name} in ${Math.round(performance.now() - started)} ms`);
  }
}
