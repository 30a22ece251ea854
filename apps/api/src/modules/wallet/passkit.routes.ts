import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text, walletMessages } from '@fuellinq/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { WalletService } from './wallet.service.ts';
import { isAppleAuthenticationToken } from './wallet-tokens.ts';

const PKPASS_TYPE = 'application/vnd.apple.pkpass';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DeviceParams = z.object({
  deviceLibraryIdentifier: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/),
  passTypeIdentifier: text().max(200),
});
const RegistrationParams = DeviceParams.extend({ serialNumber: text().max(100) });
/** The `lastUpdated` tag we handed out: milliseconds since 1970, at most 13 digits (until the year 2286). */
const UpdatedSinceQuery = z.object({
  passesUpdatedSince: text()
    .regex(/^\d{1,13}$/, 'Een tijdstip in milliseconden.')
    .transform((value) => new Date(Number(value)))
    .optional(),
});

/**
 * The Apple PassKit web service (webServiceURL = PUBLIC_URL/api/passkit): devices register for a pass, ask
 * which passes changed, and fetch the latest version. Wallet authenticates with `ApplePass <token>`, the
 * pass's own authenticationToken. Apple's status codes are part of the protocol: 201 new, 200 known,
 * 204 nothing changed, 304 not modified, 401 anything not ours.
 */
export async function passkitRoutes(fastify: FastifyInstance, service: WalletService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/passkit/v1';
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

  app.post(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    {
      schema: {
        tags: ['passkit'],
        summary: 'Apple Wallet: een apparaat meldt zich aan voor updates van een pas',
        params: RegistrationParams,
        body: z.object({ pushToken: text().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      const pass = await authorizedPass(request, passTypeIdentifier, serialNumber);
      const created = await service.register(
        deviceLibraryIdentifier,
        request.body.pushToken,
        passTypeIdentifier,
        pass.cardId,
      );
      return reply.status(created ? 201 : 200).send();
    },
  );

  app.delete(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    {
      schema: {
        tags: ['passkit'],
        summary: 'Apple Wallet: een apparaat meldt zich af',
        params: RegistrationParams,
      },
    },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      const pass = await authorizedPass(request, passTypeIdentifier, serialNumber);
      await service.unregister(deviceLibraryIdentifier, passTypeIdentifier, pass.cardId);
      return reply.status(200).send();
    },
  );

  app.get(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier`,
    {
      schema: {
        tags: ['passkit'],
        summary: 'Apple Wallet: welke passen op dit apparaat zijn gewijzigd',
        params: DeviceParams,
        querystring: UpdatedSinceQuery,
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    `${base}/passes/:passTypeIdentifier/:serialNumber`,
    {
      schema: {
        tags: ['passkit'],
        summary: 'Apple Wallet: de nieuwste versie van een pas',
        params: z.object({ passTypeIdentifier: text().max(200), serialNumber: text().max(100) }),
      },
    },
    async (request, reply) => {
      const { passTypeIdentifier, serialNumber } = request.params;
      const pass = await authorizedPass(request, passTypeIdentifier, serialNumber);
      // Last-Modified has whole seconds: compare at that precision.
      const changedSeconds = Math.floor(pass.changedAt.getTime() / 1000);
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      if (Number.isFinite(since) && changedSeconds <= Math.floor(since / 1000))
        return reply.status(304).send();
      const pkpass = await service.latestPkpass(pass.cardId);
      if (!pkpass) throw unauthorized();
      return reply
        .type(PKPASS_TYPE)
        .header('last-modified', new Date(changedSeconds * 1000).toUTCString())
        .header('cache-control', 'no-cache')
        .send(pkpass);
    },
  );

  app.post(
    `${base}/log`,
    {
      schema: {
        tags: ['passkit'],
        summary: 'Apple Wallet: foutmeldingen van apparaten',
        body: z.object({ logs: z.array(text({ multiline: true }).max(1000)).max(20) }),
      },
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
