import { inArray } from 'drizzle-orm';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';
import { demoFleetAccountant, demoFleetDrivers } from './demo-fleet.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts';

/**
 * The demo accounts that still open with the published password: anyone who has read the README can sign
 * in as them (the admin among them), so the server says so loudly at every start.
 */
export async function demoAccountsWithKnownPassword(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        [...demoUsers, ...demoFleetDrivers, demoFleetAccountant].map((user) => user.email),
      ),
    );
  const open = await Promise.all(
    rows.map(async (row) => ((await verifyPassword(row.passwordHash, DEMO_PASSWORD)) ? row : null)),
  );
  return open.filter((row) => row !== null).map((row) => `${row.email} (${row.role})`);
}
