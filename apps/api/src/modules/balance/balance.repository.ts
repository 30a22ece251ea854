import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { autoTopUps } from '../../db/schema/index.ts';

// The balance's own rows: the automatic top-up setting. The ledger and its sums are the ledger module's.

export type AutoTopUpRow = typeof autoTopUps.$inferSelect;

/** The user's automatic top-up setting, if they ever saved one. */
export async function autoTopUpOf(executor: Database, userId: string): Promise<AutoTopUpRow | undefined> {
  const [row] = await executor.select().from(autoTopUps).where(eq(autoTopUps.userId, userId));
  return row;
}

export async function saveAutoTopUp(
  executor: Database,
  values: { userId: string; enabled: boolean; thresholdCents: number; amountCents: number; at: Date },
): Promise<AutoTopUpRow> {
  const settings = {
    enabled: values.enabled,
    thresholdCents: values.thresholdCents,
    amountCents: values.amountCents,
    updatedAt: values.at,
  };
  const [row] = await executor
    .insert(autoTopUps)
    .values({ userId: values.userId, ...settings })
    .onConflictDoUpdate({ target: autoTopUps.userId, set: settings })
    .returning();
  if (!row) throw new Error('saving the automatic top-up returned nothing');
  return row;
}
