import { z } from 'zod';

/** `{id}` in a path: a UUID. Anything else is a 400 naming `id`, never a database error. */
export const IdParamsSchema = z.object({ id: z.uuid('Ongeldig id.') });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** Paging for lists: `page` from 1, `per_page` 1–100 (default 25). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

export const OkResponseSchema = z.object({ ok: z.literal(true) });
