import { z } from 'zod';
import { text } from '../common/text.ts';

export const privacyMessages = {
  exportAbout:
    'Alle gegevens die FuelLinq over je bewaart, op het moment van downloaden (artikel 15 en 20 AVG). ' +
    'Wachtwoord, sessiesleutels en volledige pasnummers bewaren we alleen als onomkeerbare hash; die staan hier niet in.',
  wrongPassword: 'Dit wachtwoord klopt niet. Je account is niet verwijderd.',
  passwordMissing: 'Vul je wachtwoord in om te bevestigen.',
  erased: 'Je account en je gegevens zijn verwijderd.',
  exportFailed: 'Downloaden van je gegevens mislukt',
  eraseFailed: 'Verwijderen van je account mislukt',
} as const;

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
  partner_profile: z.record(z.string(), z.unknown()).nullable(),
  partner_stations: Rows,
  partner_offers: Rows,
  audit_entries: Rows,
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
