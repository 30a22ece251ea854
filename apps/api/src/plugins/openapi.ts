import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type SwaggerTransform = typeof jsonSchemaTransform;

/**
 * Zod's JSON schemas of a route, plus its answers without one, from the endpoint it was registered from: a
 * status with no body ('empty') and a download ('file'). Fastify validates and serialises only the JSON
 * answers, so these exist for the document alone, which must name at least one answer per operation.
 */
const documentAnswers: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const endpoint = document.route.config?.endpoint;
  if (!endpoint || !result.schema || result.schema.hide) return result;
  const response: Record<string, unknown> = {
    ...(result.schema.response as Record<string, unknown> | undefined),
  };
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    if (answer === 'empty') response[status] = { description: 'Geen inhoud', type: 'null' };
    if (answer === 'file') {
      response[status] = {
        description: 'Een bestand (CSV, PDF, afbeelding of pas)',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      };
    }
  }
  return { ...result, schema: { ...result.schema, response } };
};

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
    transform: documentAnswers,
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
