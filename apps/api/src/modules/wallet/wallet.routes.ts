import { readFileSync } from 'node:fs';
import {
  IdParamsSchema,
  PassTokenParamsSchema,
  PassViewResponseSchema,
  SelectCardBodySchema,
  WalletLinkResponseSchema,
  WalletPassBodySchema,
  WalletPassResponseSchema,
  WalletStatusResponseSchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { cardLookup } from '../cards/cards.service.ts';
import { pointsChanged } from '../loyalty/loyalty.service.ts';
import { favoritesChanged } from '../stations/favorites.service.ts';
import { appleWalletSetup } from './apple-pass.ts';
import { googleWalletSetup } from './google-wallet.ts';
import { passkitRoutes } from './passkit.routes.ts';
import { createWalletRepository } from './wallet.repository.ts';
import { createWalletService } from './wallet.service.ts';
import { walletSources } from './wallet-sources.ts';

const PKPASS_TYPE = 'application/vnd.apple.pkpass';
const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

export async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const service = createWalletService({
    cards: cardLookup(app.db),
    repository: createWalletRepository(app.db),
    sources: walletSources(app.db),
    apple: appleWalletSetup(config),
    google: googleWalletSetup(config),
    secret: config.WALLET_LINK_SECRET,
    publicUrl: config.publicUrl,
  });

  // The Apple Wallet pass shows up near favourite stations: a change means installed passes need updating.
  app.events.on(favoritesChanged, ({ userId }) => service.markPassesChanged(userId));
  // The pass shows the points balance: a refuel or a reward changes it.
  app.events.on(pointsChanged, ({ userId }) => service.markPassesChanged(userId));

  const platforms = [
    { platform: 'apple', summary: 'Link naar de ondertekende Apple Wallet-pas (.pkpass) van een pas' },
    { platform: 'google', summary: '"Opslaan in Google Wallet"-link van een pas' },
  ] as const;
  for (const { platform, summary } of platforms) {
    app.post(
      `/api/wallet/${platform}/:id`,
      {
        schema: {
          tags: ['wallet'],
          summary,
          params: IdParamsSchema,
          response: { 200: WalletLinkResponseSchema },
        },
        config: { auth: 'required' },
      },
      async (request) =>
        platform === 'apple'
          ? service.appleLink(requireUser(request).id, request.params.id)
          : service.googleLink(requireUser(request).id, request.params.id),
    );
  }

  app.post(
    '/api/wallet/pass',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Wallet-pas: de universele paspagina, plus Apple en Google waar geconfigureerd',
        body: WalletPassBodySchema,
        response: { 200: WalletPassResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => service.pass(requireUser(request).id, request.body.cardId),
  );

  app.post(
    '/api/wallet/pass/revoke',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Trekt alle paspagina- en downloadlinks van een pas in en geeft een nieuwe paspagina-link',
        body: SelectCardBodySchema,
        response: { 200: WalletLinkResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => service.revokeLinks(requireUser(request).id, request.body.cardId),
  );

  app.get(
    '/api/wallet/status',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Is de pas van de actieve kaart uitgegeven?',
        response: { 200: WalletStatusResponseSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.status(requireUser(request).id)),
  );

  app.get(
    '/api/wallet/apple/download/:token',
    {
      schema: {
        tags: ['wallet'],
        summary: 'De .pkpass achter een ondertekende, kortlevende link',
        params: PassTokenParamsSchema,
      },
      config: { rateLimit: perMinute(30) },
    },
    async (request, reply) => {
      const pkpass = await service.download(request.params.token);
      return reply
        .type(PKPASS_TYPE)
        .header('content-disposition', 'attachment; filename="fuellinq-tankpas.pkpass"')
        .header('cache-control', 'no-store')
        .send(pkpass);
    },
  );

  app.get(
    '/api/pass/:token',
    {
      schema: {
        tags: ['wallet'],
        summary: 'De universele pas: wat de paspagina toont',
        params: PassTokenParamsSchema,
        response: { 200: PassViewResponseSchema },
      },
      config: { rateLimit: perMinute(120) },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.passView(request.params.token)),
  );

  const logo = readFileSync(new URL('./pass-model/logo@3x.png', import.meta.url));
  app.get('/api/wallet/logo.png', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/png').header('cache-control', 'public, max-age=86400').send(logo),
  );

  await passkitRoutes(app, service);
}
