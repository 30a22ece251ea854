import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentMandates, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type MandateRow = typeof paymentMandates.$inferSelect;
export type ProviderId = PaymentRow['provider'];
export type FinalStatus = Exclude<PaymentRow['status'], 'open'>;

/** The payments and mandates queries; writes that belong to a larger change take its transaction. */
export function createPaymentsRepository(db: Database) {
  return {
    /** A payment of this user; another user's is simply not found. */
    async findOwned(userId: string, id: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, userId)));
      return row;
    },

    async findByProviderId(
      provider: ProviderId,
      providerPaymentId: string,
      executor: Database = db,
    ): Promise<PaymentRow | undefined> {
      const [row] = await executor
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      return row;
    },

    async findByRequestKey(executor: Database, userId: string, requestKey: string) {
      const [row] = await executor
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.requestKey, requestKey)));
      return row;
    },

    /** A new open payment; undefined when this user already has one under the request key. */
    async insert(executor: Database, values: NewPayment): Promise<PaymentRow | undefined> {
      const [row] = await executor
        .insert(payments)
        .values(values)
        .onConflictDoNothing({ target: [payments.userId, payments.requestKey] })
        .returning();
      return row;
    },

    /** The provider's side of a payment, once it made it. */
    async attachProvider(
      executor: Database,
      id: string,
      values: { providerPaymentId: string; checkoutUrl: string | null; at: Date },
    ): Promise<PaymentRow | undefined> {
      const [row] = await executor
        .update(payments)
        .set({
          providerPaymentId: values.providerPaymentId,
          checkoutUrl: values.checkoutUrl,
          updatedAt: values.at,
        })
        .where(eq(payments.id, id))
        .returning();
      return row;
    },

    /**
     * Moves a payment out of `open`, once: the row comes back only to the one caller that moved it, so a
     * replayed webhook or a second decision finds nothing to do.
     */
    async closeOpen(
      tx: Database,
      id: string,
      values: { status: FinalStatus; mandateId: string | null; at: Date },
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({
          status: values.status,
          updatedAt: values.at,
          ...(values.status === 'paid' ? { paidAt: values.at } : {}),
          ...(values.mandateId ? { mandateId: values.mandateId } : {}),
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'open')))
        .returning();
      return row;
    },

    /** Adds keys to a payment's metadata, only where `unless` is not set yet; true when it wrote. */
    async addMetadata(
      executor: Database,
      id: string,
      values: Record<string, unknown>,
      unless: string,
    ): Promise<boolean> {
      const rows = await executor
        .update(payments)
        .set({ metadata: sql`${payments.metadata} || ${JSON.stringify(values)}::jsonb` })
        .where(and(eq(payments.id, id), sql`not (${payments.metadata} ? ${unless})`))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** An automatic top-up (a charge on the mandate) of this user that is still open. */
    async openRecurring(executor: Database, userId: string): Promise<PaymentRow | undefined> {
      const [row] = await executor
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.sequenceType, 'recurring'),
            eq(payments.status, 'open'),
          ),
        )
        .limit(1);
      return row;
    },

    /** Open payments not touched since `before`, oldest first: for reading back from the provider. */
    async staleOpen(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'open'), lt(payments.updatedAt, before)))
        .orderBy(payments.updatedAt)
        .limit(limit);
    },

    /** The customer this user already has at the provider, from an earlier first payment. */
    async customerId(executor: Database, userId: string, provider: ProviderId): Promise<string | null> {
      const [row] = await executor
        .select({ customerId: sql<string>`${payments.metadata} ->> 'customer_id'` })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.provider, provider),
            isNotNull(sql`${payments.metadata} ->> 'customer_id'`),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row?.customerId ?? null;
    },

    /** Records a mandate once (by the provider's id). */
    async insertMandate(tx: Database, values: typeof paymentMandates.$inferInsert): Promise<void> {
      await tx
        .insert(paymentMandates)
        .values(values)
        .onConflictDoNothing({ target: [paymentMandates.provider, paymentMandates.providerMandateId] });
    },

    /** The user's newest mandate, whatever its status or provider: what the balance screen shows. */
    async newestMandate(executor: Database, userId: string): Promise<MandateRow | undefined> {
      const [row] = await executor
        .select()
        .from(paymentMandates)
        .where(eq(paymentMandates.userId, userId))
        .orderBy(desc(paymentMandates.createdAt), desc(paymentMandates.id))
        .limit(1);
      return row;
    },

    /** The user's newest valid mandate at this provider: what an automatic top-up charges. */
    async validMandate(
      executor: Database,
      userId: string,
      provider: ProviderId,
    ): Promise<MandateRow | undefined> {
      const [row] = await executor
        .select()
        .from(paymentMandates)
        .where(
          and(
            eq(paymentMandates.userId, userId),
            eq(paymentMandates.provider, provider),
            eq(paymentMandates.status, 'valid'),
          ),
        )
        .orderBy(desc(paymentMandates.createdAt), desc(paymentMandates.id))
        .limit(1);
      return row;
    },

    /** Gives a payment's request key back (it never reached its provider): a retry may then try anew. */
    async forgetRequestKey(id: string): Promise<void> {
      await db.update(payments).set({ requestKey: null }).where(eq(payments.id, id));
    },

    /** Marks a payment as looked at, so the next reconcile run reads others first. */
    async touch(id: string, at: Date): Promise<void> {
      await db.update(payments).set({ updatedAt: at }).where(eq(payments.id, id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
