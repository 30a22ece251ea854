import { and, gt, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/index.ts';
import { demoFleetAccountant, demoFleetDrivers } from './demo-fleet.ts';
import { DEMO_HISTORY_DAYS } from './demo-history.ts';
import { demoUsers } from './demo-users.ts';

const DAY = 24 * 3600 * 1000;

/** Every demo account a person can sign in with. */
export const demoAccountEmails = [...demoUsers, ...demoFleetDrivers, demoFleetAccountant].map(
  (account) => account.email,
);

/**
 * The demo accounts are as old as their history (a day before its first refuel), not as old as this
 * install: what an account may do by its age (a driver reports prices from their second day on) works in
 * the demo at once. Idempotent: an account already that old keeps its date.
 */
export async function seedDemoAccountAges(db: Database, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - (DEMO_HISTORY_DAYS + 1) * DAY);
  await db
    .update(users)
    .set({ createdAt: since })
    .where(and(inArray(users.email, demoAccountEmails), gt(users.createdAt, since)));
}
