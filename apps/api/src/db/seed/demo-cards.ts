import { maskIban } from '@fuellinq/domain';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { hashCardNumber, newCardNumber, newCardToken } from '../../modules/cards/card-numbers.ts';
import { type Database, inTransaction } from '../database.ts';
import { bankLinks, cards, users } from '../schema/index.ts';

/** The demo accounts' linked bank (sandbox, a generated test IBAN) and cards, with a few card states to show. */
const demoWallets = [
  {
    email: 'consument@fuellinq.nl',
    bankId: 'ing',
    iban: 'NL69INGB0123456789',
    cards: [{ label: 'Mijn tankpas', status: 'active' as const, isActive: true }],
  },
  {
    email: 'zakelijk@fuellinq.nl',
    bankId: 'rabo',
    iban: 'NL39RABO0300065264',
    cards: [
      { label: 'Bestelbus 1', status: 'active' as const, isActive: true },
      { label: 'Bestelbus 2', status: 'paused' as const, isActive: false },
      { label: 'Oude pas', status: 'blocked' as const, isActive: false },
    ],
  },
];

/**
 * Seeds the demo wallets of demo users that have neither a card nor a bank link yet: one query when they
 * are there already. The card numbers are hashed with the server's CARD_HASH_KEY.
 */
export async function seedDemoCards(db: Database, cardHashKey: string): Promise<void> {
  const waiting = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          demoWallets.map((wallet) => wallet.email),
        ),
        notExists(db.select({ id: cards.id }).from(cards).where(eq(cards.userId, users.id))),
        notExists(db.select({ id: bankLinks.id }).from(bankLinks).where(eq(bankLinks.userId, users.id))),
      ),
    );
  if (waiting.length === 0) return;
  const now = new Date();
  for (const user of waiting) {
    const wallet = demoWallets.find((candidate) => candidate.email === user.email);
    if (!wallet) continue;
    await inTransaction(db, async (tx) => {
      await tx.insert(bankLinks).values({
        userId: user.id,
        provider: 'sandbox',
        bankId: wallet.bankId,
        status: 'linked',
        stateHash: hashToken(newToken()),
        stateUsedAt: now,
        consentReference: 'demo-seed',
        ibanMasked: maskIban(wallet.iban),
        completedAt: now,
      });
      for (const [index, card] of wallet.cards.entries()) {
        const pan = newCardNumber();
        await tx.insert(cards).values({
          userId: user.id,
          label: card.label,
          panLast4: pan.slice(-4),
          panHash: hashCardNumber(cardHashKey, pan),
          token: newCardToken(),
          status: card.status,
          isActive: card.isActive,
          // Oldest first, so the list keeps the order above.
          createdAt: new Date(now.getTime() - (wallet.cards.length - index) * 60_000),
        });
      }
    });
  }
}
