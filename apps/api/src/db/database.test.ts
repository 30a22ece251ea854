import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from './database.ts';
import { users } from './schema/index.ts';
import { demoFleetAccountant, demoFleetDrivers } from './seed/demo-fleet.ts';
import { DEMO_PASSWORD, demoUsers } from './seed/demo-users.ts';
import { seedDemoData } from './seed/index.ts';
import { verifyPassword } from '../lib/passwords.ts';

const TEST_CARD_HASH_KEY = 'test-card-hash-key-of-at-least-32-characters';

describe('the embedded database', () => {
  // Seeds the whole demo twice (3,865 stations, a year of refuels): a minute on a busy CI machine.
  it('keeps accounts across a restart, and seeding twice changes nothing', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-persist-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
      await first.migrate();
      await seedDemoData(first, { cardHashKey: TEST_CARD_HASH_KEY });
      await first.db.insert(users).values({ email: 'blijft@example.nl', passwordHash: 'x' });
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
      await second.migrate();
      await seedDemoData(second, { cardHashKey: TEST_CARD_HASH_KEY });
      const rows = await second.db.select().from(users);
      // People once each; the demo fleet's organisation once, by its own account.
      const people = rows.map((row) => row.email).filter((email) => !email.endsWith('.invalid'));
      expect(people.sort()).toEqual(
        [...demoUsers, ...demoFleetDrivers, demoFleetAccountant, { email: 'blijft@example.nl' }]
          .map((user) => user.email)
          .sort(),
      );
      expect(rows.filter((row) => row.email.endsWith('@organisaties.fuellinq.invalid'))).toHaveLength(1);
      const [admin] = await second.db.select().from(users).where(eq(users.email, 'admin@fuellinq.nl'));
      expect(admin?.role).toBe('admin');
      expect(await verifyPassword(admin!.passwordHash, DEMO_PASSWORD)).toBe(true);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
