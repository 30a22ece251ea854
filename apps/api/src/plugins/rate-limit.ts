import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-IP limits, off by default and switched on per route with `config.rateLimit`.
 * Counters live in this process; RATE_LIMIT_DISABLED=1 lifts every limit (load tests only).
 */
async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    allowList: () => app.config.RATE_LIMIT_DISABLED,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', undefined, {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
