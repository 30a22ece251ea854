import { z } from 'zod';
import { text } from '../common/text.ts';

export * from './wallet-messages.ts';

/** POST /api/wallet/apple/{id} and /google/{id}: where the browser goes to add the pass. */
export const WalletLinkResponseSchema = z.object({ url: z.string() });
export type WalletLinkResponse = z.infer<typeof WalletLinkResponseSchema>;

/** POST /api/wallet/pass: `{}` (the active card) or `{ cardId }`. */
export const WalletPassBodySchema = z
  .object({ cardId: z.uuid('Ongeldige pas.').optional() })
  .nullish()
  .transform((body) => body ?? {});
export type WalletPassBody = z.input<typeof WalletPassBodySchema>;

/** `url` is always the universal pass page; the Apple and Google links only when they are configured. */
export const WalletPassResponseSchema = z.object({
  url: z.string(),
  appleUrl: z.string().optional(),
  googleUrl: z.string().optional(),
});
export type WalletPassResponse = z.infer<typeof WalletPassResponseSchema>;

/**
 * What the web app reads from a wallet answer: spec §3 and §7 name `url`, `appleUrl` or `googleUrl`, and §8
 * has a text for an answer without one ('Geen wallet-link ontvangen.'). Our API always sends `url`.
 */
export const WalletLinkReadSchema = z.object({
  url: z.string().optional(),
  appleUrl: z.string().optional(),
  googleUrl: z.string().optional(),
});
export type WalletLinkRead = z.infer<typeof WalletLinkReadSchema>;

/** GET /api/wallet/status: whether the active card's pass has been handed out, and taken, for the onboarding checklist. */
export const WalletStatusResponseSchema = z.object({
  card_id: z.string().nullable(),
  /** Its links were handed out (the wallet page asks for them on its own). */
  pass_issued: z.boolean(),
  /**
   * The holder took it: opened the universal pass page, downloaded the Apple pass, asked for the Google
   * Wallet link, or a device registered it. Not when the wallet answered "nog niet geconfigureerd".
   */
  pass_added: z.boolean(),
  apple_devices: z.number().int(),
});
export type WalletStatusResponse = z.infer<typeof WalletStatusResponseSchema>;

export const PassTokenParamsSchema = z.object({ token: text().min(10).max(200) });

/** GET /api/pass/{token}: what the universal pass page shows. `barcode` is the opaque card token. */
export const PassViewResponseSchema = z.object({
  label: z.string(),
  masked_pan: z.string(),
  last4: z.string(),
  status: z.string(),
  barcode: z.string(),
  points: z.number().int(),
});
export type PassViewResponse = z.infer<typeof PassViewResponseSchema>;
