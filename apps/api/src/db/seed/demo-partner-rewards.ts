import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { partnerRewards, users } from '../schema/index.ts';

/** The demo partner (the Tinq stations) offers the car wash: its counter redeems the `WAS-…` codes. */
export const DEMO_PARTNER_REWARDS = [{ email: 'partner@fuellinq.nl', rewardKey: 'wasbeurt' }] as const;

export async function seedDemoPartnerRewards(db: Database): Promise<void> {
  for (const { email, rewardKey } of DEMO_PARTNER_REWARDS) {
    const [partner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!partner) continue;
    await db.insert(partnerRewards).values({ partnerId: partner.id, rewardKey }).onConflictDoNothing();
  }
}
