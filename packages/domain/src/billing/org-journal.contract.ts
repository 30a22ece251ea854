import { z } from 'zod';
import { text } from '../common/text.ts';

// The journal export for the bookkeeping (issue 25 §2): the organisation's own grootboekrekeningen, set
// once, and the month of invoices and credit notes as journal rows. Cost-centre codes are the cost
// centres' own `code` (set with the cost centres); they are listed here so the screen shows the whole mapping.

const ACCOUNT = /^[0-9A-Za-z][0-9A-Za-z.\-_/]*$/;
const accountMessage =
  'Vul een grootboekrekening in met alleen letters, cijfers, punt, streepje of schuine streep (hooguit 20 tekens), of laat het leeg.';

/** A ledger account number as the package knows it (e.g. 4410, 8000.10); empty is no account. */
const LedgerAccountSchema = text({ error: accountMessage })
  .trim()
  .max(20, accountMessage)
  .refine((value) => value === '' || ACCOUNT.test(value), accountMessage)
  .nullish()
  .transform((value) => value || null);

export const OrgBookkeepingBodySchema = z.object({
  fuel_account: LedgerAccountSchema,
  fees_account: LedgerAccountSchema,
});
export type OrgBookkeepingBody = z.input<typeof OrgBookkeepingBodySchema>;

export const OrgBookkeepingSchema = z.object({
  fuel_account: z.string().nullable(),
  fees_account: z.string().nullable(),
  cost_centres: z.array(z.object({ id: z.string(), name: z.string(), code: z.string().nullable() })),
});
export type OrgBookkeeping = z.infer<typeof OrgBookkeepingSchema>;

export const JournalQuerySchema = z.object({
  month: text({ error: 'Kies een maand als JJJJ-MM, bijvoorbeeld 2026-11.' }).regex(
    /^\d{4}-(0[1-9]|1[0-2])$/,
    'Kies een maand als JJJJ-MM, bijvoorbeeld 2026-11.',
  ),
});
export type JournalQuery = z.infer<typeof JournalQuerySchema>;
