import { walletMessages } from '@fuellinq/domain';
import { passkitEndpoints } from '@fuellinq/domain/wallet/passkit.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import type { WalletService } from './wallet.service.ts';
import { isAppleAuthenticationToken } from './wallet-tokens.ts';

const PKPASS_TYPE = 'application/vnd.apple.pkpass';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Apple PassKit web service (webServiceURL = PUBLIC_URL/api/passkit): devices register for a pass, ask
 * which passes changed, and fetch the latest version. Wallet authenticates with `ApplePass <token>`, the
 * pass's own authenticationToken. Apple's status codes are part of the protocol: 201 new, 200 known,
 * 204 nothing changed, 304 not modified, 401 anything not ours.
 */
export async function passkitRoutes(app: FastifyInstance, service: WalletService) {
  const unauthorized = () => new AppError('unauthorized');

  function setup() {
    if (!service.appleSetup)
      throw new AppError('wallet_not_configured', { message: walletMessages.appleNotConfigured });
    return service.appleSetup;
  }

  /** The pass of this request, when the pass type, the serial and the ApplePass token all match one of ours. */
  async function authorizedPass(request: FastifyRequest, passTypeId: string, serial: string) {
    const { passTypeId: ours } = setup();
    const token = /^ApplePass\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (passTypeId !== ours || !UUID.test(serial) || !token) throw unauthorized();
    if (!isAppleAuthenticationToken(app.config.WALLET_LINK_SECRET, serial.toLowerCase(), token))
      throw unauthorized();
    const changedAt = await service.passChangedAt(serial.toLowerCase());
    if (!changedAt) throw unauthorized();
    return { cardId: serial.toLowerCase(), changedAt };
  }

  serve(app, passkitEndpoints.register, {}, async (request, reply) => {
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
    const pass = await authorizedPass(request, passTypeIdentifier, serialNumber);
    const created = await service.register(
      deviceLibraryIdentifier,
      request.body.pushToken,
      passTypeIdentifier,
      pass.cardId,
    );
    return reply.status(created ? 201 : 200).send();
  });

  serve(app, passkitEndpoints.unregister, {}, async (request, reply) => {
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
    const pass = await authorizedPass(request, passTypeIdentifier, serialNumber);
    await service.unregister(deviceLibraryIdentifier, passTypeIdentifier, pass.cardId);
    return reply.status(200).send();
  });

  serve(app, passkitEndpoints.serials, {}, async (request, reply) => {
    setup();
    const since = request.query.passesUpdatedSince;
    const rows = await service.updatedSince(
      request.params.deviceLibraryIdentifier,
      request.params.passTypeIdentifier,
      since && since.getTime() > 0 ? since : null,
    );
    if (rows.length === 0) return reply.status(204).send();
    const lastUpdated = Math.max(...rows.map((row) => row.changedAt.getTime()));
    return { serialNumbers: rows.map((row) => row.cardId), lastUpdated: String(lastUpdated) };
  });

  serve(app, passkitEndpoints.pass, {}, async (request, reply) => {
    const { passTypeIdentifier, serialNumber } = request.params;
    const pass = await authorizedPass(request, passTypeIdentifier, serialNumber);
    // Last-Modified has whole seconds: compare at that precision.
    const changedSeconds = Math.floor(pass.changedAt.getTime() / 1000);
    const since = Date.parse(request.headers['if-modified-since'] ?? '');
    if (Number.isFinite(since) && changedSeconds <= Math.floor(since / 1000)) return reply.status(304).send();
    const pkpass = await service.latestPkpass(pass.cardId);
    if (!pkpass) throw unauthorized();
    return reply
      .type(PKPASS_TYPE)
      .header('last-modified', new Date(changedSeconds * 1000).toUTCString())
      .header('cache-control', 'no-cache')
      .send(pkpass);
  });

  serve(
    app,
    passkitEndpoints.log,
    {
      // Apple's protocol sends these without a pass token: only while Apple Wallet is set up, and sparingly,
      // so the endpoint is no way to fill our logs.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      setup();
      for (const line of request.body.logs) request.log.warn({ passkit: line }, 'Apple Wallet log');
      return reply.status(200).send();
    },
  );
}
