import { and, asc, count, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { cards, users } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../../lib/audit.ts';

export type CardRow = typeof cards.$inferSelect;

/** The queries on cards, on the database or inside a transaction. */
function cardQueries(db: Database) {
  return {
    /** The user's cards, oldest first (so 'Pas #n' numbers stay put). */
    async list(userId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(cards)
        .where(eq(cards.userId, userId))
        .orderBy(asc(cards.createdAt), asc(cards.id));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cards).where(eq(cards.userId, userId));
      return row?.n ?? 0;
    },

    async active(userId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), eq(cards.isActive, true)))
        .limit(1);
      return row;
    },

    /** A card of this user; another user's card is simply not found. */
    /** Prepared by name: every refuel start reads its card with it, inside its own transaction. */
    async findOwned(userId: string, cardId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(cards)
        .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
        .limit(1)
        .prepare('cards_find_owned')
        .execute();
      return row;
    },

    /** Any card by id, whoever owns it: for links that carry their own proof (a signed pass token). */
    async findById(cardId: string): Promise<CardRow | undefined> {
      const [row] = await db.select().from(cards).where(eq(cards.id, cardId)).limit(1);
      return row;
    },

    async insert(values: typeof cards.$inferInsert): Promise<CardRow> {
      const [row] = await db.insert(cards).values(values).returning();
      if (!row) throw new Error('insert into cards returned nothing');
      return row;
    },

    /** Makes this card the active one: the others first, so the unique index never sees two. */
    async makeActive(userId: string, cardId: string, at: Date): Promise<CardRow | undefined> {
      await db
        .update(cards)
        .set({ isActive: false })
        .where(and(eq(cards.userId, userId), eq(cards.isActive, true), ne(cards.id, cardId)));
      const [row] = await db
        .update(cards)
        .set({ isActive: true, updatedAt: at })
        .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
        .returning();
      return row;
    },

    /** Ties the card to the vehicle with this plate (null: to none). The pass does not show it. */
    async setPlate(userId: string, cardId: string, plate: string | null): Promise<CardRow | undefined> {
      const [row] = await db
        .update(cards)
        .set({ plate })
        .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
        .returning();
      return row;
    },

    /** Lets the user's cards tied to this plate go (its vehicle was removed). */
    async untiePlate(userId: string, plate: string): Promise<void> {
      await db
        .update(cards)
        .set({ plate: null })
        .where(and(eq(cards.userId, userId), eq(cards.plate, plate)));
    },

    async delete(userId: string, cardId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .delete(cards)
        .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
        .returning();
      return row;
    },

    /** An audit row, in the same transaction as the change it records. */
    async audit(entry: AuditEntry): Promise<void> {
      await writeAudit(db, entry);
    },

    /** Blocks the card for good (lost or stolen); a blocked card is never the active one. */
    async block(userId: string, cardId: string, reason: 'lost' | 'stolen', at: Date): Promise<CardRow> {
      const [row] = await db
        .update(cards)
        .set({ status: 'blocked', blockedReason: reason, isActive: false, updatedAt: at })
        .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
        .returning();
      if (!row) throw new Error('block of a card that is not there');
      return row;
    },

    /** The card that replaced this one, if any. */
    async replacementOf(cardId: string): Promise<CardRow | undefined> {
      const [row] = await db.select().from(cards).where(eq(cards.replacesCardId, cardId)).limit(1);
      return row;
    },

    /** The newest card that may become active (not blocked or paused), after the active one went. */
    async newestSelectable(userId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), notInArray(cards.status, ['blocked', 'paused'])))
        .orderBy(desc(cards.createdAt), desc(cards.id))
        .limit(1);
      return row;
    },
  };
}

export type CardQueries = ReturnType<typeof cardQueries>;

export function createCardsRepository(db: Database) {
  // Every wallet screen reads the list: prepared once, so PostgreSQL parses and plans it once per connection.
  const listOfUser = db
    .select()
    .from(cards)
    .where(eq(cards.userId, sql.placeholder('userId')))
    .orderBy(asc(cards.createdAt), asc(cards.id))
    .prepare('cards_list_of_user');

  return {
    ...cardQueries(db),

    list: (userId: string): Promise<CardRow[]> => listOfUser.execute({ userId }),

    /**
     * Runs card changes of one user one at a time: the user's row is locked for the transaction (FOR NO KEY
     * UPDATE, which leaves sign-ins and other inserts referencing the user alone). The unique index keeps one
     * active card whatever happens; the lock makes concurrent requests wait instead of failing on it. The
     * transaction itself is handed over too, for what else belongs to the change (an extra card's fee).
     */
    async forUser<T>(userId: string, work: (queries: CardQueries, tx: Database) => Promise<T>): Promise<T> {
      return inTransaction(db, async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        return work(cardQueries(tx), tx);
      });
    },
  };
}

export type CardsRepository = ReturnType<typeof createCardsRepository>;
