import {
  BankLinkBodySchema,
  BankLinkResponseSchema,
  BankOptionsResponseSchema,
  BankStatusResponseSchema,
  SandboxDecisionBodySchema,
  SandboxDecisionResponseSchema,
  SandboxLinkParamsSchema,
  SandboxLinkResponseSchema,
  SandboxStateQuerySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createBankRepository } from './bank.repository.ts';
import { createBankService } from './bank.service.ts';
import { bankLinkProvider } from './providers/index.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

export async function bankRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createBankService({
    repository: createBankRepository(app.db),
    provider: bankLinkProvider(app.config),
    publicUrl: app.config.publicUrl,
  });
  const sandboxOnly = () => {
    if (service.providerId !== 'sandbox') throw notFound();
  };

  app.get(
    '/api/bank/options',
    {
      schema: {
        tags: ['bank'],
        summary: 'De banken van de bankkeuze',
        response: { 200: BankOptionsResponseSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(service.options()),
  );

  app.post(
    '/api/bank/link',
    {
      schema: {
        tags: ['bank'],
        summary: 'Bankrekening koppelen: start de toestemming bij de gekozen bank',
        body: BankLinkBodySchema,
        response: { 200: BankLinkResponseSchema },
      },
      config: { auth: 'required', rateLimit: perMinute(20) },
    },
    async (request) => service.link(requireUser(request).id, request.body.bank),
  );

  app.get(
    '/api/bank/status',
    {
      schema: {
        tags: ['bank'],
        summary: 'Status van de bankkoppeling',
        response: { 200: BankStatusResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.status(requireUser(request).id)),
  );

  app.get(
    '/api/bank/sandbox/:linkId',
    {
      schema: {
        tags: ['bank'],
        summary: 'Sandbox-bank: het koppelverzoek bij deze state',
        params: SandboxLinkParamsSchema,
        querystring: SandboxStateQuerySchema,
        response: { 200: SandboxLinkResponseSchema },
      },
      config: { rateLimit: perMinute(60) },
    },
    async (request) => {
      sandboxOnly();
      return service.sandboxLink(request.params.linkId, request.query.state);
    },
  );

  app.post(
    '/api/bank/sandbox/:linkId/decision',
    {
      schema: {
        tags: ['bank'],
        summary: 'Sandbox-bank: Akkoord of Weigeren (de state werkt één keer)',
        params: SandboxLinkParamsSchema,
        body: SandboxDecisionBodySchema,
        response: { 200: SandboxDecisionResponseSchema },
      },
      config: { rateLimit: perMinute(30) },
    },
    async (request) => {
      sandboxOnly();
      const { state, decision, iban } = request.body;
      return service.completeLink(request.params.linkId, state, { decision, iban });
    },
  );
}
