import { z } from 'zod';
import { text } from '../common/text.ts';

// Apple's PassKit web service (https://developer.apple.com/documentation/walletpasses/adding-a-web-service-
// to-update-passes): the shapes its devices send and expect. Apple's names, not ours.

/** A device (Wallet's own identifier for it) and the pass type it asks about. */
export const PasskitDeviceParamsSchema = z.object({
  deviceLibraryIdentifier: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/),
  passTypeIdentifier: text().max(200),
});
/** A device's registration for one pass: its serial number is our card's id. */
export const PasskitRegistrationParamsSchema = PasskitDeviceParamsSchema.extend({
  serialNumber: text().max(100),
});
/** One pass, by its type and serial number (our card's id). */
export const PasskitPassParamsSchema = z.object({
  passTypeIdentifier: text().max(200),
  serialNumber: text().max(100),
});
/** The `lastUpdated` tag we handed out: milliseconds since 1970, at most 13 digits (until the year 2286). */
export const PasskitUpdatedSinceQuerySchema = z.object({
  passesUpdatedSince: text()
    .regex(/^\d{1,13}$/, 'Een tijdstip in milliseconden.')
    .transform((value) => new Date(Number(value)))
    .optional(),
});
/** Where Apple's push service reaches the device when the pass changes. */
export const PasskitRegisterBodySchema = z.object({ pushToken: text().min(1).max(200) });
/** The passes on a device that changed since the tag it sent, and the tag to send next time. */
export const PasskitSerialsSchema = z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() });
/** The error messages a device reports about our web service (at most 20 lines). */
export const PasskitLogBodySchema = z.object({ logs: z.array(text({ multiline: true }).max(1000)).max(20) });
