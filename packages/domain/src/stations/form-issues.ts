import type { z } from 'zod';

// A form whose fields are text (prices, coordinates, dates) turns them into the API's body in a zod transform
// and checks that body with the API's own schema, so the browser and the server apply the same rules and
// show the same Dutch messages. These two helpers put each of the schema's issues on the field it belongs to.

/** A message for one field of a form, by the field's path ('price', 'hours.2.closes'). */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The issues the API's schema finds in a body, each on its form field: `fieldFor` names the field of a
 * path in the body ('price_cents' → 'price'), or undefined to leave the issue out.
 */
export function contractIssues<Body>(
  contract: z.ZodType,
  body: Body,
  fieldFor: (path: string, body: Body) => string | undefined,
): FieldIssue[] {
  const result = contract.safeParse(body);
  return (result.error?.issues ?? []).flatMap((issue) => {
    const field = fieldFor(issue.path.join('.'), body);
    return field ? [{ field, message: issue.message }] : [];
  });
}

/** Reports a transform's issues to zod, one per field: the first one wins (the form's own rules go first). */
export function reportIssues(context: z.RefinementCtx, issues: readonly FieldIssue[]): void {
  const seen = new Set<string>();
  for (const { field, message } of issues) {
    if (seen.has(field)) continue;
    seen.add(field);
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    context.addIssue({ code: 'custom', path, message });
  }
}
