import { balanceMessages } from '@fuellinq/domain';
import { cardEndpoints } from '@fuellinq/domain/cards/card.endpoints';
import { privateCardLossEndpoints } from '@fuellinq/domain/orgs/fleet-card.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { hasLinkedBankAccount } from '../bank/bank.service.ts';
import { createPaymentsService, paymentPaid } from '../payments/payments.service.ts';
import { toActiveCardDto, toCardDto } from './card-dto.ts';
import { cardFeeFor } from './card-fee.ts';
import { setCardVehicle } from './card-vehicle.ts';
import { createCardsRepository } from './cards.repository.ts';
import { cardIssued, createCardsService } from './cards.service.ts';

const creating = { max: 30, timeWindow: 60_000 };

export async function cardsRoutes(app: FastifyInstance) {
  const { config } = app;
  const repository = createCardsRepository(app.db);
  const service = createCardsService({
    repository,
    cardHashKey: config.CARD_HASH_KEY,
    hasLinkedBank: (userId) => hasLinkedBankAccount(app.db, userId),
    cardFee: cardFeeFor(app, createPaymentsService(app)),
  });

  // A paid card_fee checkout issues the card it was for (announced once per payment).
  app.events.on(paymentPaid, async (paid) => {
    if (paid.purpose !== 'card_fee') return;
    const label = typeof paid.metadata.card_label === 'string' ? paid.metadata.card_label : null;
    const card = await service.issuePaid(paid.userId, label);
    if (card) await app.events.emit(cardIssued, { userId: paid.userId, cardId: card.id, at: app.now() });
  });

  serve(app, cardEndpoints.list, { config: { auth: 'required' } }, async (request) =>
    (await service.list(requireUser(request).id)).map(toCardDto),
  );

  // No active card is 204, not a 404 every browser logs as an error on the overview and the station page.
  serve(app, cardEndpoints.active, { config: { auth: 'required' } }, async (request, reply) => {
    const card = await service.active(requireUser(request).id);
    return card ? toActiveCardDto(card) : reply.status(204).send();
  });

  serve(
    app,
    cardEndpoints.create,
    { config: { auth: 'required', idempotent: true, rateLimit: creating } },
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

  serve(
    app,
    cardEndpoints.issue,
    { config: { auth: 'required', rateLimit: creating } },
    async (request, reply) => {
      const { card, created } = await service.issueOnboardingCard(
        requireUser(request).id,
        request.body.label,
      );
      if (created) await app.events.emit(cardIssued, { userId: card.userId, cardId: card.id, at: app.now() });
      return reply.status(created ? 201 : 200).send(toCardDto(card));
    },
  );

  serve(app, cardEndpoints.select, { config: { auth: 'required' } }, async (request) =>
    toCardDto(await service.select(requireUser(request).id, request.body.cardId)),
  );

  serve(app, cardEndpoints.setVehicle, { config: { auth: 'required' } }, async (request) => {
    const owner = requireUser(request).id;
    return toCardDto(await setCardVehicle(repository, owner, request.params.id, request.body.vehicle_id));
  });

  serve(app, privateCardLossEndpoints.reportLost, { config: { auth: 'required' } }, async (request) =>
    toCardDto(
      await service.reportLost(requireUser(request).id, request.params.id, request.body.reason ?? 'lost'),
    ),
  );

  serve(
    app,
    privateCardLossEndpoints.replace,
    { config: { auth: 'required', rateLimit: creating } },
    async (request, reply) => {
      const card = await service.replace(requireUser(request).id, request.params.id);
      return reply.status(201).send(toCardDto(card));
    },
  );

  serve(app, cardEndpoints.remove, { config: { auth: 'required' } }, async (request, reply) => {
    await service.remove(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });
}
