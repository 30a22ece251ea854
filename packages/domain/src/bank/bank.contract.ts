import { z } from 'zod';
import { text } from '../common/text.ts';
import { BANK_IDS } from './banks.ts';

export * from './banks.ts';
export * from './iban.ts';
export * from './bank-messages.ts';

/** Spec §3 Bank option: id, name, logo (a URL of our own logo mark). */
export const BankOptionSchema = z.object({
  id: z.enum(BANK_IDS),
  name: z.string(),
  logo: z.string(),
});
export type BankOption = z.infer<typeof BankOptionSchema>;
export const BankOptionsResponseSchema = z.array(BankOptionSchema);

export const BankIdSchema = z.enum(BANK_IDS, { error: 'Kies een bank uit de lijst.' });

export const BankLinkBodySchema = z.object({ bank: BankIdSchema });
export type BankLinkBody = z.infer<typeof BankLinkBodySchema>;

export const BANK_LINK_STATUSES = ['none', 'pending', 'linked', 'failed'] as const;
export const BankLinkStatusSchema = z.enum(BANK_LINK_STATUSES);
export type BankLinkStatus = z.infer<typeof BankLinkStatusSchema>;

/** Spec §7: the link call answers redirectUrl, status, linked and pending. */
export const BankLinkResponseSchema = z.object({
  redirectUrl: z.string().optional(),
  status: BankLinkStatusSchema,
  linked: z.boolean(),
  pending: z.boolean(),
});
export type BankLinkResponse = z.infer<typeof BankLinkResponseSchema>;

/**
 * `linked` and the account (`bank`, `iban_masked`) describe the linked account, if there is one; `status` is the
 * state of the newest attempt, so a refused new attempt says 'failed' while an older account stays linked.
 */
export const BankStatusResponseSchema = z.object({
  linked: z.boolean(),
  bank: z.enum(BANK_IDS).nullable(),
  status: BankLinkStatusSchema,
  iban_masked: z.string().nullable(),
});
export type BankStatusResponse = z.infer<typeof BankStatusResponseSchema>;

// The sandbox bank's consent page (on our own origin, without our session: it works from the single-use state).

export const SandboxLinkParamsSchema = z.object({ linkId: z.uuid('Ongeldig koppelverzoek.') });
export const SandboxStateQuerySchema = z.object({ state: text().min(1).max(200) });

export const SandboxLinkResponseSchema = z.object({
  link_id: z.string(),
  status: BankLinkStatusSchema,
  bank: z.object({
    id: z.enum(BANK_IDS),
    name: z.string(),
    logo: z.string(),
    iban_code: z.string(),
    color: z.string(),
    text_color: z.string(),
  }),
  /** Accounts the sandbox offers to pick from (generated test IBANs of this bank). */
  demo_ibans: z.array(z.string()),
});
export type SandboxLinkResponse = z.infer<typeof SandboxLinkResponseSchema>;

export const SandboxDecisionBodySchema = z.object({
  state: text().min(1).max(200),
  decision: z.enum(['approve', 'reject'], { error: 'Kies Akkoord of Weigeren.' }),
  iban: text().max(64).optional(),
});
export type SandboxDecisionBody = z.infer<typeof SandboxDecisionBodySchema>;

export const SandboxDecisionResponseSchema = z.object({
  status: BankLinkStatusSchema,
  /** Back to the app, as a bank redirects to the return URL. */
  redirectUrl: z.string(),
});
export type SandboxDecisionResponse = z.infer<typeof SandboxDecisionResponseSchema>;
