import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

// The push subscriptions of each user: every query names its user, except the bookkeeping of one send,
// which works on the rows that user's send just read.

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function subscriptionsOf(db: Database, userId: string): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

/**
 * Keeps the device's subscription for this user. The endpoint identifies the device: subscribing again
 * renews its keys, and a browser now used by someone else moves to that person (the push service would
 * deliver there anyway), with a fresh count.
 */
export async function upsertSubscription(
  db: Database,
  userId: string,
  subscription: NewSubscription,
  now: Date,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        failures: 0,
        createdAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.createdAt} else ${now} end`,
      },
    });
}

/** Removes the user's subscription of this endpoint; false when the user has none there. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function deleteSubscriptionById(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: now, failures: 0 })
    .where(eq(pushSubscriptions.id, id));
}

/** One more failed send; a subscription that failed `limit` times in a row is dropped. */
export async function countFailure(db: Database, id: string, limit: number): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id));
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), gte(pushSubscriptions.failures, limit)));
}
