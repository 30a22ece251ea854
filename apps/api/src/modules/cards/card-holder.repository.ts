import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cards, users } from '../../db/schema/index.ts';
import type { CardRow } from './cards.repository.ts';

export interface CardHolderRow {
  card: CardRow;
  firstName: string | null;
  lastName: string | null;
  /** The holder's account is blocked by an admin. */
  blocked: boolean;
}

/** A card by the token in its pass's barcode, with its holder; an erased account's card is not found. */
export async function cardHolderByToken(db: Database, token: string): Promise<CardHolderRow | undefined> {
  const [row] = await db
    .select({ card: cards, firstName: users.firstName, lastName: users.lastName, blockedAt: users.blockedAt })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(and(eq(cards.token, token), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return undefined;
  const { blockedAt, ...rest } = row;
  return { ...rest, blocked: blockedAt !== null };
}
