import { pumpKeyEndpoints } from '@fuellinq/domain/money/pump.endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { partnerOnly, requireUser } from '../../plugins/auth.ts';
import { stationLookup } from '../stations/stations.service.ts';
import { refuelConfirmed, transactionsServiceFor } from '../transactions/transactions.service.ts';
import { createPumpKeysRepository } from './pump-keys.repository.ts';
import { createPumpKeysService } from './pump-keys.service.ts';
import { SIMULATE_JOB, SIMULATED_PUMP_DELAY_MS, simulatedDelivery } from './pump-simulator.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner whose pump key came with the request (the pump side's routes). */
    pumpPartnerId: string | null;
  }
}

/**
 * The pump side: partners keep API keys for their pumps; a pump reports a refuel's delivery with one; and
 * the pump simulator (PUMP_SIMULATOR) does what a pump would, a few seconds after the driver confirmed.
 */
export async function pumpsRoutes(app: FastifyInstance) {
  const keys = createPumpKeysService({ repository: createPumpKeysRepository(app.db), now: app.now });
  const transactions = transactionsServiceFor(app);
  const stations = stationLookup(app.db);
  app.decorateRequest('pumpPartnerId', null);

  serve(app, pumpKeyEndpoints.list, { config: partnerOnly }, async (request) =>
    keys.list(requireUser(request).id),
  );

  serve(app, pumpKeyEndpoints.create, { config: partnerOnly }, async (request, reply) =>
    reply.status(201).send(await keys.create(requireUser(request).id, request.body.name)),
  );

  serve(app, pumpKeyEndpoints.revoke, { config: partnerOnly }, async (request, reply) => {
    await keys.revoke(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  serve(
    app,
    pumpKeyEndpoints.complete,
    {
      config: { idempotent: true },
      // Before the idempotency check, which keeps a replayed answer per key owner: here, the partner.
      onRequest: async (request) => {
        const partnerId = await keys.authenticate(request.headers['x-api-key']);
        request.pumpPartnerId = partnerId;
        request.idempotencyOwner = partnerId;
      },
    },
    async (request) =>
      transactions.complete(
        { kind: 'partner', partnerId: request.pumpPartnerId! },
        request.params.id,
        request.body,
      ),
  );

  // The simulator calls the same completion as a pump would. It talks to the service outside the job's
  // transaction (a lease), so it must be safe to run twice: a refuel completed already is left alone.
  app.jobs.define(SIMULATE_JOB, {
    mode: 'lease',
    maxAttempts: 3,
    handler: async (payload) => {
      const id = String(payload.transactionId);
      const refuel = await transactions.pumpView(id);
      if (refuel?.status !== 'fuelling') return;
      // The price posted when the refuel started, which the completion accepts whatever changed since;
      // a refuel from before that was kept takes the station's current price.
      const station = refuel.startPriceTenths === null ? await stations.station(refuel.stationId) : null;
      const priceTenths =
        refuel.startPriceTenths ??
        station?.prices.find((candidate) => candidate.fuel_type === refuel.fuelType)?.price_tenths;
      // No price any more: no pump to simulate; the reservation expires as an abandoned one would.
      if (priceTenths === undefined) return;
      try {
        await transactions.complete(
          { kind: 'simulator' },
          id,
          simulatedDelivery(refuel.reservedCents, priceTenths),
        );
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409) return;
        throw error;
      }
    },
  });
  app.events.on(refuelConfirmed, async ({ transactionId }) => {
    if (!app.config.PUMP_SIMULATOR) return;
    await app.jobs.enqueue(
      SIMULATE_JOB,
      { transactionId },
      {
        key: `${SIMULATE_JOB}:${transactionId}`,
        runAt: new Date(app.now().getTime() + SIMULATED_PUMP_DELAY_MS),
      },
    );
  });
}
