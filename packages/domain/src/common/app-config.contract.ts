import { z } from 'zod';

/** What the server tells the web app at run time (GET /api/config). */
export const AppConfigSchema = z.object({
  /** Leaflet tile URL template; "off" draws maps without tiles. */
  map_tile_url: z.string(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** GET /api/health: the server and its database, for monitoring (503 while the database is down). */
export const HealthSchema = z.object({
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

/** GET /api/ready: whether this instance can serve, for a load balancer. */
export const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  error: z.string().optional(),
  message: z.string().optional(),
});

/** GET /api/live: the process answers. */
export const LiveSchema = z.object({ status: z.literal('ok') });
