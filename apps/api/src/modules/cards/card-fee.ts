import { DEFAULT_PAYMENT_RETURN_PATH, PREPAID_CARD_PRICE_CENTS } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import { maybeAutoTopUp } from '../balance/balance.service.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import type { PaymentsApi } from '../payments/payments.service.ts';
import type { CardFee } from './cards.service.ts';

/**
 * The extra card's fee on this app's balance and payments: charged from the ledger (kind card_fee, the
 * card's id as reference, so once per card), or a card_fee checkout whose payment issues the card.
 */
export function cardFeeFor(app: FastifyInstance, payments: PaymentsApi): CardFee {
  const ledger = createLedger(app.db);
  return {
    async charge(tx, userId, card) {
      await ledger.charge(tx, userId, 'card_fee', PREPAID_CARD_PRICE_CENTS, card.id, card.label ?? undefined);
    },
    async checkout(userId, label, requestKey) {
      const { url, payment } = await payments.createCheckout({
        userId,
        purpose: 'card_fee',
        amountCents: PREPAID_CARD_PRICE_CENTS,
        metadata: { card_label: label },
        returnPath: DEFAULT_PAYMENT_RETURN_PATH,
        requestKey,
      });
      return { url, paymentId: payment.id };
    },
    async charged(userId) {
      await maybeAutoTopUp(app, userId);
    },
  };
}
