import type { z } from 'zod';

/**
 * An answer serialised by its service (UTF-8 JSON), checked against its schema when `check` is on (tests):
 * sent as bytes, it passes fastify's serialiser by.
 */
export function checkedJson<T>(check: boolean, schema: z.ZodType<T>, json: Buffer): Buffer {
  if (check) schema.parse(JSON.parse(json.toString('utf8')));
  return json;
}
