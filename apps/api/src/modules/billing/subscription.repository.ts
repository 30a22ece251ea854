import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptionCharges, subscriptionEvents, subscriptions, users } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

/** Nothing is charged, retried or mailed for an erased account: checked in the statement that picks the work. */
const accountNotErased = sql`exists (select 1 from ${users} where ${users.id} = ${subscriptions.userId} and ${users.deletedAt} is null)`;

export function createSubscriptionRepository(db: Database) {
  return {
    async find(userId: string, executor: Database = db): Promise<SubscriptionRow | undefined> {
      const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    /** The subscription locked for this transaction: one change at a time per account. */
    /** The subscription of an account that is not erased, locked until the transaction ends. */
    async lock(tx: Database, userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), accountNotErased))
        .for('update');
      return row;
    },

    /** Starts a subscription once; false when the account had one already. */
    async insert(tx: Database, values: typeof subscriptions.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(subscriptions)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: subscriptions.userId });
      return rows.length > 0;
    },

    async update(tx: Database, userId: string, values: Partial<typeof subscriptions.$inferInsert>) {
      const [row] = await tx
        .update(subscriptions)
        .set(values)
        .where(eq(subscriptions.userId, userId))
        .returning();
      return row!;
    },

    /** Subscriptions of accounts not erased with a renewal or a retry that may be due by `today`. */
    dueBy(executor: Database, today: string) {
      return executor
        .select()
        .from(subscriptions)
        .where(
          and(
            accountNotErased,
            or(
              and(
                inArray(subscriptions.status, ['trialing', 'active']),
                sql`${subscriptions.periodEnd} <= ${today}::date`,
              ),
              eq(subscriptions.status, 'past_due'),
            ),
          ),
        );
    },

    /** The charge of a period, booked once (the same row on every later call). */
    async charge(
      tx: Database,
      values: { userId: string; periodStart: string; periodEnd: string; amountCents: number; at: Date },
    ): Promise<ChargeRow> {
      await tx
        .insert(subscriptionCharges)
        .values({ ...values, createdAt: values.at })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(subscriptionCharges)
        .where(
          and(
            eq(subscriptionCharges.userId, values.userId),
            eq(subscriptionCharges.periodStart, values.periodStart),
          ),
        )
        .for('update');
      return row!;
    },

    async chargeById(tx: Database, id: string): Promise<ChargeRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptionCharges)
        .where(eq(subscriptionCharges.id, id))
        .for('update');
      return row;
    },

    async updateCharge(tx: Database, id: string, values: Partial<typeof subscriptionCharges.$inferInsert>) {
      await tx.update(subscriptionCharges).set(values).where(eq(subscriptionCharges.id, id));
    },

    /** Charges of periods starting in [from, to]. */
    /** Charges never paid are waived (an erased account): they are billed to nobody. */
    async waiveUnpaidCharges(tx: Database, userId: string): Promise<number> {
      const gone = await tx
        .delete(subscriptionCharges)
        .where(and(eq(subscriptionCharges.userId, userId), ne(subscriptionCharges.status, 'paid')))
        .returning({ id: subscriptionCharges.id });
      return gone.length;
    },

    chargesStartingIn(executor: Database, userId: string, from: string, to: string) {
      return executor
        .select()
        .from(subscriptionCharges)
        .where(
          and(
            eq(subscriptionCharges.userId, userId),
            sql`${subscriptionCharges.periodStart} between ${from}::date and ${to}::date`,
          ),
        )
        .orderBy(subscriptionCharges.periodStart);
    },

    async addEvent(
      tx: Database,
      values: { userId: string; kind: string; description: string; amountCents?: number | null; at: Date },
    ) {
      await tx.insert(subscriptionEvents).values({
        userId: values.userId,
        kind: values.kind,
        description: values.description,
        amountCents: values.amountCents ?? null,
        createdAt: values.at,
      });
    },

    events(userId: string, limit = 50) {
      return db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.userId, userId))
        .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id))
        .limit(limit);
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
