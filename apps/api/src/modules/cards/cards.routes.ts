import {
  ActiveCardResponseSchema,
  CardListResponseSchema,
  CardSchema,
  CreateCardRequestSchema,
  IdParamsSchema,
  SelectCardBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { hasLinkedBankAccount } from '../bank/bank.service.ts';
import { toActiveCardDto, toCardDto } from './card-dto.ts';
import { createCardsRepository } from './cards.repository.ts';
import { createCardsService } from './cards.service.ts';

const creating = { max: 30, timeWindow: 60_000 };

export async function cardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const service = createCardsService({
    repository: createCardsRepository(app.db),
    cardHashKey: config.CARD_HASH_KEY,
    hasLinkedBank: (userId) => hasLinkedBankAccount(app.db, userId),
  });
  const body = CreateCardRequestSchema;

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
        summary: "Prepaid tankpas aanmaken (zonder naam: 'Prepaid tankpas')",
        body,
        response: { 201: CardSchema },
      },
      config: { auth: 'required', rateLimit: creating },
    },
    async (request, reply) =>
      reply.status(201).send(toCardDto(await service.create(requireUser(request).id, request.body.label))),
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
