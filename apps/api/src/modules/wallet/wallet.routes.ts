import { readFileSync } from 'node:fs';
import { walletEndpoints } from '@fuellinq/domain/wallet/wallet.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { cardLookup } from '../cards/cards.service.ts';
import { pointsChanged } from '../loyalty/loyalty.service.ts';
import { orgMemberRemoved } from '../orgs/orgs.service.ts';
import { favoritesChanged } from '../stations/favorites.service.ts';
import { appleWalletSetup } from './apple-pass.ts';
import { googleWalletSetup } from './google-wallet.ts';
import { passkitRoutes } from './passkit.routes.ts';
import { createWalletRepository } from './wallet.repository.ts';
import { createWalletService } from './wallet.service.ts';
import { walletSources } from './wallet-sources.ts';

const PKPASS_TYPE = 'application/vnd.apple.pkpass';
const perMinute = (max: number) => ({ max, timeWindow: 60_000 });

export async function walletRoutes(app: FastifyInstance) {
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
  // A removed member may hold a link to a van's card pass, handed to every driver: those links end.
  app.events.on(orgMemberRemoved, ({ orgId }) => service.revokeVehicleCardLinks(orgId));
  // The pass shows the points balance: a refuel or a reward changes it.
  app.events.on(pointsChanged, ({ userId }) => service.markPassesChanged(userId));

  for (const platform of ['apple', 'google'] as const) {
    serve(app, walletEndpoints[platform], { config: { auth: 'required' } }, async (request) =>
      platform === 'apple'
        ? service.appleLink(requireUser(request).id, request.params.id)
        : service.googleLink(requireUser(request).id, request.params.id),
    );
  }

  serve(app, walletEndpoints.pass, { config: { auth: 'required' } }, async (request) =>
    service.pass(requireUser(request).id, request.body.cardId),
  );

  serve(app, walletEndpoints.revokeLinks, { config: { auth: 'required' } }, async (request) =>
    service.revokeLinks(requireUser(request).id, request.body.cardId),
  );

  serve(app, walletEndpoints.status, { config: { auth: 'required' } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await service.status(requireUser(request).id)),
  );

  serve(
    app,
    walletEndpoints.appleDownload,
    { config: { rateLimit: perMinute(30) } },
    async (request, reply) => {
      const pkpass = await service.download(request.params.token);
      return reply
        .type(PKPASS_TYPE)
        .header('content-disposition', 'attachment; filename="fuellinq-tankpas.pkpass"')
        .header('cache-control', 'no-store')
        .send(pkpass);
    },
  );

  serve(app, walletEndpoints.passView, { config: { rateLimit: perMinute(120) } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await service.passView(request.params.token)),
  );

  const logo = readFileSync(new URL('./pass-model/logo@3x.png', import.meta.url));
  serve(app, walletEndpoints.logo, {}, async (_request, reply) =>
    reply.type('image/png').header('cache-control', 'public, max-age=86400').send(logo),
  );

  await passkitRoutes(app, service);
}
