import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentMandates, payments, payouts } from '../../db/schema/index.ts';
import type { MandateRow, PaymentRow, ProviderId } from './payments.repository.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/** The queries of closing an account's payments: its mandates, its open payments and what is paid back. */
export function createClosingRepository(db: Database) {
  return {
    /** Marks every mandate of the user revoked (`invalid`); returns the ones that were not yet. */
    revokeMandates(tx: Database, userId: string): Promise<MandateRow[]> {
      return tx
        .update(paymentMandates)
        .set({ status: 'invalid' })
        .where(and(eq(paymentMandates.userId, userId), ne(paymentMandates.status, 'invalid')))
        .returning();
    },

    /**
     * Cancels every open payment of the user, once: they leave `open` here, so no webhook, decision or
     * reconcile run can credit them any more. Their providers are told by a job.
     */
    cancelOpenPayments(tx: Database, userId: string, at: Date): Promise<PaymentRow[]> {
      return tx
        .update(payments)
        .set({
          status: 'canceled',
          updatedAt: at,
          metadata: sql`${payments.metadata} || '{"canceled_by":"account_erased"}'::jsonb`,
        })
        .where(and(eq(payments.userId, userId), eq(payments.status, 'open')))
        .returning();
    },

    /** The user's paid payments at a provider, newest first: what a payout through refunds draws on. */
    paidPayments(userId: string, provider: ProviderId) {
      return db
        .select({ providerPaymentId: payments.providerPaymentId, amountCents: payments.amountCents })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.provider, provider),
            eq(payments.status, 'paid'),
            isNotNull(payments.providerPaymentId),
          ),
        )
        .orderBy(desc(payments.paidAt), desc(payments.createdAt));
    },

    async payment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async mandate(id: string): Promise<MandateRow | undefined> {
      const [row] = await db.select().from(paymentMandates).where(eq(paymentMandates.id, id));
      return row;
    },

    /** A new payout; undefined when this payment's money was paid back before. */
    async insertPayout(
      executor: Database,
      values: typeof payouts.$inferInsert,
    ): Promise<PayoutRow | undefined> {
      const [row] = await executor.insert(payouts).values(values).onConflictDoNothing().returning();
      return row;
    },

    async payout(id: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
      return row;
    },

    /** What the provider made of a pending payout, once. */
    async payoutSent(
      id: string,
      values: Pick<PayoutRow, 'status' | 'providerReferences' | 'unpaidCents' | 'sentAt'>,
    ): Promise<PayoutRow | undefined> {
      const [row] = await db
        .update(payouts)
        .set(values)
        .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
        .returning();
      return row;
    },
  };
}
