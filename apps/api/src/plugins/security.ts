import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

async function securityPlugin(app: FastifyInstance) {
  const { config } = app;
  await app.register(helmet, {
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
