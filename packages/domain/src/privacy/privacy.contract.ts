import { z } from 'zod';
import { text } from '../common/text.ts';
import { errorCatalogue } from '../errors/error-codes.ts';

export const privacyMessages = {
  exportAbout:
    'Alle gegevens die FuelLinq over je bewaart, op het moment van downloaden (artikel 15 en 20 AVG). ' +
    'Wachtwoord, sessiesleutels en volledige pasnummers bewaren we alleen als onomkeerbare hash; die staan hier niet in.',
  wrongPassword: errorCatalogue.invalid_password.message,
  passwordMissing: 'Vul je wachtwoord in om te bevestigen.',
  erased: 'Je account en je gegevens zijn verwijderd.',
  exportFailed: 'Downloaden van je gegevens mislukt',
  eraseFailed: 'Verwijderen van je account mislukt',
  refuelInProgress: errorCatalogue.refuel_in_progress.message,
} as const;

export const SUBSCRIPTION_STATUSES_AT_ERASURE = [
  'none',
  'trialing',
  'active',
  'past_due',
  'cancelled',
] as const;

/** GET /api/me/erasure: what erasing the account would do now to its money, subscription and invoices. */
export const ErasurePreviewSchema = z.object({
  /** What is on the balance now; all of it is paid back (open reservations are released first). */
  balance_cents: z.number().int(),
  /** The account it is paid back to (the linked bank account, masked), or null when none is linked. */
  payout_iban_masked: z.string().nullable(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES_AT_ERASURE),
  /** A refuel is pumping now: the account can be erased once it is done. */
  refuel_in_progress: z.boolean(),
  /** Refuels that have not started pumping yet: erasing cancels them. */
  open_refuels: z.number().int(),
  /** Invoices and credit notes kept for the tax office (7 years). */
  invoices_kept: z.number().int(),
});
export type ErasurePreview = z.infer<typeof ErasurePreviewSchema>;

/** DELETE /api/me: what the erasure did to the money. */
export const ErasureResultSchema = z.object({
  /** Paid back to the bank account (0: nothing was left on the balance). */
  payout_cents: z.number().int(),
  payout_iban_masked: z.string().nullable(),
  /** The subscription ended with the account (false: there was none running). */
  subscription_ended: z.boolean(),
  /** The last invoice, which states the payout; null when there was nothing to bill or pay back. */
  final_invoice_number: z.string().nullable(),
});
export type ErasureResult = z.infer<typeof ErasureResultSchema>;

/** DELETE /api/me: the password confirms that the person at the keyboard is the account's owner. */
export const DeleteAccountBodySchema = z.object({
  password: text({ error: privacyMessages.passwordMissing }).min(1, privacyMessages.passwordMissing).max(200),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

const Rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/me/export: one JSON document, a section per kind of data. */
export const AccountExportSchema = z.object({
  exported_at: z.string(),
  about: z.string(),
  profile: z.record(z.string(), z.unknown()),
  sessions: Rows,
  bank_links: Rows,
  cards: Rows,
  wallet_passes: Rows,
  vehicles: Rows,
  odometer_logs: Rows,
  fuel_logs: Rows,
  favourite_stations: Rows,
  /** The devices that get push messages: each one's push service address (personal data), not its keys. */
  push_subscriptions: Rows,
  partner_profile: z.record(z.string(), z.unknown()).nullable(),
  partner_stations: Rows,
  partner_offers: Rows,
  audit_entries: Rows,
  /** Fleets: the organisations the person belongs to, and every change in their audit about this person. */
  organisation_memberships: Rows,
  organisation_audit_entries: Rows,
  // The money side: refuels, the balance and its payments, points, the subscription, invoices, the address.
  refuels: Rows,
  balance_ledger: Rows,
  payments: Rows,
  points_ledger: Rows,
  reward_redemptions: Rows,
  subscription: z.record(z.string(), z.unknown()).nullable(),
  subscription_events: Rows,
  invoices: Rows,
  billing_address: z.record(z.string(), z.unknown()).nullable(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
