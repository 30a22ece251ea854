import { messageFor } from '@fuellinq/domain';
import { appEndpoints } from '@fuellinq/domain/common/app.endpoints';
import type { FastifyInstance } from 'fastify';
import { companyDetailsOf } from '../../lib/company-details.ts';
import { serve } from '../../lib/serve.ts';

export async function healthRoutes(app: FastifyInstance) {
  serve(app, appEndpoints.health, {}, async (_request, reply) => {
    const started = performance.now();
    let ok = true;
    try {
      await app.database.ping();
    } catch {
      ok = false;
    }
    const body = {
      status: ok ? ('ok' as const) : ('unavailable' as const),
      uptime_s: Math.round(process.uptime()),
      database: {
        kind: app.database.kind,
        ok,
        latency_ms: ok ? Math.round((performance.now() - started) * 10) / 10 : null,
      },
      ...(ok ? {} : { error: 'unavailable', message: messageFor('unavailable') }),
    };
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });

  // Readiness, for a load balancer: 200 while this instance can serve (its database answers), 503 while
  // the database is down. While the process shuts down Fastify answers 503 to every new request itself,
  // so the balancer stops sending traffic here while the requests in flight finish.
  serve(app, appEndpoints.ready, {}, async (_request, reply) => {
    const ok = await app.database.ping().then(
      () => true,
      () => false,
    );
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(
        ok
          ? { status: 'ok' as const }
          : { status: 'unavailable' as const, error: 'unavailable', message: messageFor('unavailable') },
      );
  });

  // Liveness: the process answers. Never ask the database here: a restart does not bring it back.
  serve(app, appEndpoints.live, {}, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  // What the web app needs to know at run time (the API base itself comes from the build or the page's origin).
  serve(app, appEndpoints.config, {}, async () => ({ map_tile_url: app.config.MAP_TILE_URL }));

  // FuelLinq's own details for the contact, terms, privacy and invoice pages: configured, or a marked example.
  const company = companyDetailsOf(app.config);
  serve(app, appEndpoints.company, {}, async () => company);
}
