import {
  CARDS_PER_USER_MAX,
  cardErrors,
  DEFAULT_ONBOARDING_CARD_LABEL,
  DEFAULT_PREPAID_CARD_LABEL,
  normalizeCardLabel,
} from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/database.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { defineEvent } from '../../lib/events.ts';
import { newCardNumber, newCardSecrets } from './card-numbers.ts';
import { type CardRow, type CardsRepository, createCardsRepository } from './cards.repository.ts';

export type { CardRow } from './cards.repository.ts';

/**
 * The price of an extra card (spec §9; docs/decisions/012-money.md): the first card is free, every further
 * one costs PREPAID_CARD_PRICE_CENTS from the balance, charged in the card's own transaction.
 */
export interface CardFee {
  /** Charges the fee of this new card from the balance; throws 409 insufficient_balance when it is short. */
  charge(tx: Database, userId: string, card: CardRow): Promise<void>;
  /** A checkout for the fee when the balance is short; once paid, the card is issued (issuePaid). */
  checkout(
    userId: string,
    label: string,
    requestKey: string | null,
  ): Promise<{ url: string; paymentId: string }>;
  /** After a fee was charged (the available amount went down), for automatic top-up. */
  charged(userId: string): Promise<void>;
}

export type CreatedCard = { card: CardRow } | { checkout: { url: string; paymentId: string } };

export interface CardsServiceDeps {
  repository: CardsRepository;
  cardFee: CardFee;
  cardHashKey: string;
  /** Whether the user has a linked bank account (the free onboarding card needs one). */
  hasLinkedBank: (userId: string) => Promise<boolean>;
  /** Injected in tests to force a collision; a fresh random number otherwise. */
  newCardNumber?: () => string;
  now?: () => Date;
}

/**
 * Runs `work` (a whole transaction that inserts a card) with a fresh number, drawing again when the number or
 * token is already in use. Company cards (the fleet module) are made through this too.
 */
export async function withFreshCardNumber<T>(
  cardHashKey: string,
  work: (secrets: ReturnType<typeof newCardSecrets>) => Promise<T>,
  nextNumber: () => string = newCardNumber,
): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await work(newCardSecrets(cardHashKey, nextNumber()));
    } catch (error) {
      if (isUniqueViolation(error, 'cards_pan_hash_key') || isUniqueViolation(error, 'cards_token_key')) {
        continue;
      }
      throw error;
    }
  }
  throw new AppError('conflict');
}

const cardNotFound = () => new AppError('not_found', { message: cardErrors.card_not_found });

/** A card was issued to a user (any card: the billing module starts the free month with the first). */
export const cardIssued = defineEvent<{ userId: string; cardId: string; at: Date }>('cards.issued');

export function createCardsService(deps: CardsServiceDeps) {
  const { repository, cardHashKey, hasLinkedBank, cardFee, now = () => new Date() } = deps;
  const nextNumber = deps.newCardNumber ?? newCardNumber;

  /** Cards made and deleted go to the audit log, by their last four digits only. */
  const audit = (action: 'card.create' | 'card.delete', row: CardRow): AuditEntry => ({
    actorUserId: row.userId,
    action,
    entity: 'card',
    entityId: row.id,
    details: { last4: row.panLast4 },
  });

  /**
   * Issues a card; it becomes the active one when the user has none. With `paid`, a card beyond the first
   * costs the fee, charged in the same transaction (no card without its fee, no fee without its card). A
   * number already in use is drawn again.
   */
  async function issue(
    userId: string,
    label: string,
    paid: boolean,
  ): Promise<{ row: CardRow; charged: boolean }> {
    return withFreshCardNumber(
      cardHashKey,
      (secrets) =>
        repository.forUser(userId, async (queries, tx) => {
          // Counted under the user's row lock, so parallel requests cannot pass the cap together.
          const count = await queries.count(userId);
          if (count >= CARDS_PER_USER_MAX) {
            throw new AppError('card_limit');
          }
          const row = await queries.insert({
            userId,
            label,
            ...secrets,
            isActive: !(await queries.active(userId)),
          });
          const charged = paid && count > 0;
          if (charged) await cardFee.charge(tx, userId, row);
          await queries.audit(audit('card.create', row));
          return { row, charged };
        }),
      nextNumber,
    );
  }

  /** A card that costs the fee when it is not the first; the fee-charged one may start an automatic top-up. */
  async function issuePaying(userId: string, label: string): Promise<CardRow> {
    const { row, charged } = await issue(userId, label, true);
    if (charged) await cardFee.charged(userId);
    return row;
  }

  return {
    list: (userId: string) => repository.list(userId),

    /** The active card; none is an ordinary state (a new account), not an error. */
    active: (userId: string): Promise<CardRow | undefined> => repository.active(userId),

    /**
     * POST /api/cards: a prepaid card ('Prepaid tankpas' without a label). The first is free; an extra one
     * is paid from the balance, or, when the balance is short, through a checkout for the fee (the card
     * follows once it is paid). `requestKey` (the Idempotency-Key) makes a retry find the same checkout.
     */
    async create(
      userId: string,
      label: string | null,
      requestKey: string | null = null,
    ): Promise<CreatedCard> {
      const name = normalizeCardLabel(label, DEFAULT_PREPAID_CARD_LABEL);
      try {
        return { card: await issuePaying(userId, name) };
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'insufficient_balance')) throw error;
        return { checkout: await cardFee.checkout(userId, name, requestKey) };
      }
    },

    /**
     * The card a paid fee checkout was for. The payment was credited to the balance, so the card is paid
     * from there as any extra card is; if it cannot be made now (the cap reached, the balance spent in the
     * meantime) the money simply stays on the balance. Null then.
     */
    async issuePaid(userId: string, label: string | null): Promise<CardRow | null> {
      try {
        return await issuePaying(userId, normalizeCardLabel(label, DEFAULT_PREPAID_CARD_LABEL));
      } catch (error) {
        if (error instanceof AppError && ['insufficient_balance', 'card_limit'].includes(error.code))
          return null;
        throw error;
      }
    },

    /**
     * POST /api/cards/issue, the free onboarding card ('Mijn tankpas'): needs a linked bank account, and
     * answers the active card when there is one, so a retried or doubled request never makes a second card.
     */
    async issueOnboardingCard(
      userId: string,
      label: string | null,
    ): Promise<{ card: CardRow; created: boolean }> {
      if (!(await hasLinkedBank(userId))) throw new AppError('bank_not_linked');
      const existing = await repository.active(userId);
      if (existing) return { card: existing, created: false };
      // The onboarding card stays free, whatever other cards there are.
      const { row } = await issue(userId, normalizeCardLabel(label, DEFAULT_ONBOARDING_CARD_LABEL), false);
      return { card: row, created: true };
    },

    /** Makes exactly one card active; a blocked card cannot be (409). */
    async select(userId: string, cardId: string): Promise<CardRow> {
      return repository.forUser(userId, async (tx) => {
        const card = await tx.findOwned(userId, cardId);
        if (!card) throw cardNotFound();
        if (card.status === 'blocked') throw new AppError('card_blocked');
        if (card.status === 'paused') throw new AppError('card_paused');
        if (card.isActive) return card;
        const active = await tx.makeActive(userId, cardId, now());
        if (!active) throw cardNotFound();
        return active;
      });
    },

    /**
     * POST /api/cards/{id}/report-lost: the card is blocked at once and for good, and is no longer the active
     * one (nothing else becomes active behind the user's back). Reporting a blocked card again changes nothing.
     */
    async reportLost(userId: string, cardId: string, reason: 'lost' | 'stolen' = 'lost'): Promise<CardRow> {
      return repository.forUser(userId, async (queries) => {
        const card = await queries.findOwned(userId, cardId);
        if (!card) throw cardNotFound();
        if (card.status === 'blocked') return card;
        const blocked = await queries.block(userId, cardId, reason, now());
        await queries.audit({
          actorUserId: userId,
          action: 'card.report_lost',
          entity: 'card',
          entityId: cardId,
          details: { last4: card.panLast4, reason },
        });
        return blocked;
      });
    },

    /**
     * POST /api/cards/{id}/replace: a blocked card gets one free replacement with the same name and vehicle
     * (a new number and pass); it becomes the active card when the user has none, as after reporting the
     * active card lost. The old card keeps its history and points nowhere; the new one points back.
     */
    async replace(userId: string, cardId: string): Promise<CardRow> {
      return withFreshCardNumber(
        cardHashKey,
        (secrets) =>
          repository.forUser(userId, async (queries) => {
            const card = await queries.findOwned(userId, cardId);
            if (!card) throw cardNotFound();
            if (card.status !== 'blocked') throw new AppError('card_not_blocked');
            if (await queries.replacementOf(cardId)) throw new AppError('card_already_replaced');
            const row = await queries.insert({
              userId,
              label: card.label,
              plate: card.plate,
              ...secrets,
              replacesCardId: card.id,
              isActive: !(await queries.active(userId)),
            });
            await queries.audit({
              ...audit('card.create', row),
              details: { last4: row.panLast4, replaces_last4: card.panLast4 },
            });
            return row;
          }),
        nextNumber,
      );
    },

    /** Deletes a card; when it was the active one, the newest remaining card that is not blocked takes over. */
    async remove(userId: string, cardId: string): Promise<void> {
      await repository.forUser(userId, async (tx) => {
        const row = await tx.delete(userId, cardId);
        if (!row) throw cardNotFound();
        if (row.isActive) {
          const next = await tx.newestSelectable(userId);
          if (next) await tx.makeActive(userId, next.id, now());
        }
        await tx.audit(audit('card.delete', row));
      });
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;

/**
 * The card reads other modules may make (the wallet's passes): a card of a user, any card by id (for links
 * that carry their own proof), and the user's active card, if any.
 */
export function cardLookup(db: Database) {
  const repository = createCardsRepository(db);
  return {
    findOwned: (userId: string, cardId: string) => repository.findOwned(userId, cardId),
    findById: (cardId: string) => repository.findById(cardId),
    active: (userId: string) => repository.active(userId),
    /** The user's cards (a CMS overview page counts them). */
    list: (userId: string) => repository.list(userId),
  };
}

export type CardLookup = ReturnType<typeof cardLookup>;

/** In the caller's transaction: the user's cards tied to this plate refuel no vehicle any more. */
export function untieCards(tx: Database, userId: string, plate: string): Promise<void> {
  return createCardsRepository(tx).untiePlate(userId, plate);
}
