import { messageFor } from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  uptime_s: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latency_ms: z.number().nullable(),
  }),
  error: z.string().optional(),
  message: z.string().optional(),
});

const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  error: z.string().optional(),
  message: z.string().optional(),
});

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Status van de server en de database',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
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
    },
  );

  // Readiness, for a load balancer: 200 while this instance can serve (its database answers), 503 while
  // the database is down. While the process shuts down Fastify answers 503 to every new request itself,
  // so the balancer stops sending traffic here while the requests in flight finish.
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Klaar voor verkeer (voor een load balancer)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
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
    },
  );

  // Liveness: the process answers. Never ask the database here: a restart does not bring it back.
  app.get(
    '/api/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Het proces leeft',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  // What the web app needs to know at run time (the API base itself comes from the build or the page's origin).
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Publieke instellingen voor de web-app',
        response: { 200: z.object({ map_tile_url: z.string() }) },
      },
    },
    async () => ({ map_tile_url: app.config.MAP_TILE_URL }),
  );
}
