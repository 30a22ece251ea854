import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /api/openapi.json and an interactive reference at /api/docs. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FuelLinq API',
        version: '0.1.0',
        description: 'De API achter FuelLinq: accounts, tankstations, passen, voertuigen en CO2.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(async (docs) => {
    // Scalar starts from an inline script: relax the policy for these pages only.
    docs.addHook('onSend', async (_request, reply) => {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'",
      );
    });
    await docs.register(scalar, {
      routePrefix: '/api/docs',
      configuration: { url: '/api/openapi.json', withDefaultFonts: false },
    });
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
