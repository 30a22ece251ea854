import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The origin of a tile URL template such as https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png. */
function tileOrigins(template: string): string[] {
  try {
    const url = new URL(template.replace('{s}', 'a').replace(/\{[a-z]\}/g, '0'));
    const origins = new Set([url.origin]);
    if (template.includes('{s}'))
      for (const sub of ['a', 'b', 'c']) origins.add(url.origin.replace('//a.', `//${sub}.`));
    return [...origins];
  } catch {
    return [];
  }
}

/**
 * The headers helmet sets for these options, worked out once: they depend on nothing in the request.
 * (@fastify/helmet made a new helmet, and parsed the whole policy again, for every request.)
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // Helmet 8 throws a bad option itself; its callback is only there for Express.
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

async function securityPlugin(app: FastifyInstance) {
  const { config } = app;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Leaflet and chart libraries set inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [
          ...new Set([
            "'self'",
            'data:',
            'blob:',
            // An admin's theme may name its logo by an https address (decision 015); images run no code.
            'https:',
            'https://tile.openstreetmap.org',
            ...tileOrigins(config.MAP_TILE_URL),
          ]),
        ],
        'connect-src': ["'self'", ...config.CORS_ORIGINS],
        'font-src': ["'self'", 'data:'],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Wallet passes and map tiles are fetched cross-origin.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // An answer to a signed-in request is that person's: no browser or proxy cache keeps it, unless the route
  // said otherwise (a public, identical-for-all answer).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['x-request-id', 'retry-after'],
    });
  }
}

export default fp(securityPlugin, { name: 'security' });
