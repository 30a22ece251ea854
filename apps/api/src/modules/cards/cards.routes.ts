import {
  ActiveCardResponseSchema,
  balanceMessages,
  CardListResponseSchema,
  CardSchema,
  CreateCardRequestSchema,
  ErrorBodySchema,
  IdParamsSchema,
  SelectCardBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { hasLinkedBankAccount } from '../bank/bank.service.ts';
import { createPaymentsService, paymentPaid } from '../payments/payments.service.ts';
import { toActiveCardDto, toCardDto } from './card-dto.ts';
import { cardFeeFor } from './card-fee.ts';
import { createCardsRepository } from './cards.repository.ts';
import { cardIssued, createCardsService } from './cards.service.ts';

const creating = { max: 30, timeWindow: 60_000 };

/** A 409 of POST /api/cards: the contract's CardFeeCheckoutError when the fee needs a checkout, else a plain error. */
const CreateCardConflictSchema = ErrorBodySchema.extend({
  checkout_url: z.string().optional(),
  payment_id: z.string().optional(),
});

export async function cardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const service = createCardsService({
    repository: createCardsRepository(app.db),
    cardHashKey: config.CARD_HASH_KEY,
    hasLinkedBank: (userId) => hasLinkedBankAccount(app.db, userId),
    cardFee: cardFeeFor(fastify, createPaymentsService(fastify)),
  });
  const body = CreateCardRequestSchema;

  // A paid card_fee checkout issues the card it was for (announced once per payment).
  app.events.on(paymentPaid, async (paid) => {
    if (paid.purpose !== 'card_fee') return;
    const label = typeof paid.metadata.card_label === 'string' ? paid.metadata.card_label : null;
    const card = await service.issuePaid(paid.userId, label);
    if (card) await app.events.emit(cardIssued, { userId: paid.userId, cardId: card.id, at: app.now() });
  });

  app.get(
    '/api/cards',
    {
      schema: { tags: ['cards'], summary: 'Mijn passen', response: { 200: CardListResponseSchema } },
      config: { auth: 'required' },
    },
    async (request) => (await service.list(requireUser(request).id)).map(toCardDto),
  );

  app.get(
    '/api/cards/active',
    {
      schema: { tags: ['cards'], summary: 'De actieve pas', response: { 200: ActiveCardResponseSchema } },
      config: { auth: 'required' },
    },
    async (request) => toActiveCardDto(await service.active(requireUser(request).id)),
  );

  app.post(
    '/api/cards',
    {
      schema: {
        tags: ['cards'],
        summary:
          "Prepaid tankpas aanmaken (zonder naam: 'Prepaid tankpas'); de eerste is gratis, een extra pas kost € 4,99 " +
          'van het saldo, of bij te weinig saldo 409 insufficient_balance met checkout_url (Idempotency-Key)',
        body,
        response: { 201: CardSchema, 409: CreateCardConflictSchema },
      },
      config: { auth: 'required', idempotent: true, rateLimit: creating },
    },
    async (request, reply) => {
      const result = await service.create(
        requireUser(request).id,
        request.body.label,
        request.idempotency?.key ?? null,
      );
      if ('card' in result) {
        const { card } = result;
        await app.events.emit(cardIssued, { userId: card.userId, cardId: card.id, at: app.now() });
        return reply.status(201).send(toCardDto(card));
      }
      const feeCheckout = {
        error: 'insufficient_balance' as const,
        message: balanceMessages.cardFeeCheckout,
        checkout_url: result.checkout.url,
        payment_id: result.checkout.paymentId,
      };
      return sendError(reply, feeCheckout);
    },
  );

  app.post(
    '/api/cards/issue',
    {
      schema: {
        tags: ['cards'],
        summary: "Onboarding: de gratis pas uitgeven (zonder naam: 'Mijn tankpas'), of de actieve pas",
        body,
        response: { 200: CardSchema, 201: CardSchema },
      },
      config: { auth: 'required', rateLimit: creating },
    },
    async (request, reply) => {
      const { card, created } = await service.issueOnboardingCard(
        requireUser(request).id,
        request.body.label,
      );
      if (created) await app.events.emit(cardIssued, { userId: card.userId, cardId: card.id, at: app.now() });
      return reply.status(created ? 201 : 200).send(toCardDto(card));
    },
  );

  app.post(
    '/api/cards/select',
    {
      schema: {
        tags: ['cards'],
        summary: 'Een pas actief maken',
        body: SelectCardBodySchema,
        response: { 200: CardSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => toCardDto(await service.select(requireUser(request).id, request.body.cardId)),
  );

  app.delete(
    '/api/cards/:id',
    {
      schema: { tags: ['cards'], summary: 'Een pas verwijderen', params: IdParamsSchema },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      await service.remove(requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
