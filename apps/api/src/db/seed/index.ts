import type { DatabaseHandle } from '../database.ts';
import { seedDemoCards } from './demo-cards.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoVehicles } from './demo-vehicles.ts';
import { seedStations } from './stations/seed-stations.ts';

export interface Seeder {
  name: string;
  run(handle: DatabaseHandle): Promise<void>;
}

/** Demo data, in order; each seeder is idempotent, so this runs on every start. */
export const demoSeeders: Seeder[] = [
  { name: 'demo-users', run: ({ db }) => seedDemoUsers(db) },
  { name: 'demo-cards', run: ({ db }) => seedDemoCards(db) },
  { name: 'demo-vehicles', run: ({ db }) => seedDemoVehicles(db) },
  // After the users: the demo partners get their stations. Seeds once; later starts only look.
  { name: 'stations', run: async (handle) => void (await seedStations(handle)) },
];

export async function seedDemoData(handle: DatabaseHandle, log: (message: string) => void = () => {}) {
  for (const seeder of demoSeeders) {
    const started = performance.now();
    await seeder.run(handle);
    log(`seeded ${seeder.name} in ${Math.round(performance.now() - started)} ms`);
  }
}
