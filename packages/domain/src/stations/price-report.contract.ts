import { z } from 'zod';
import { PageQuerySchema, pageResponseSchema } from '../common/common.contract.ts';
import { text } from '../common/text.ts';
import { formatPricePerLitre } from '../format/nl-format.ts';
import { parseDecimal } from '../format/nl-number.ts';
import { FuelTypeInputSchema, FuelTypeSchema } from '../fuel/fuel.schema.ts';
import type { FuelType } from '../fuel/fuel-types.ts';
import { PricePerLitreSchema } from './partner.contract.ts';
import { PRICE_RANGE_MESSAGE } from './station-rules.ts';

// A driver's price report ("Prijs klopt niet?", or "Klopt" for the shown price: a report of the same price).
// Checked, then published at once, held for a second driver, or rejected (issue 28 §2,
// docs/decisions/025-prices-from-refuels-and-drivers.md).

/** The rules a report is held to; the API applies them, the screens and docs name them. */
export const PRICE_REPORT_RULES = {
  /** A report further than this from the CBS national average of its fuel and day is rejected. */
  plausibleShare: 0.25,
  /** Reports one driver may make per hour; more is a 429. */
  maxPerHour: 5,
  /** An account younger than this may not report (hours). */
  minAccountAgeHours: 24,
  /** A driver who refuelled at the station this recently (minutes) publishes alone. */
  refuelWindowMinutes: 60,
  /** A report waits this long (hours) for a second driver's. */
  pairWindowHours: 3,
  /** Two reports agree when they differ by at most this (tenths of a cent: 2 cents). */
  agreeTenths: 20,
  /** A published report that a refuel or partner price contradicts within this (minutes) was wrong. */
  contradictionWindowMinutes: 60,
  /** A published report differs from a later refuel or partner price by more than this: wrong. */
  wrongTenths: 20,
  /** Trust starts here and falls by `wrongPenalty` per wrong report of the last `trustDays` days. */
  startTrust: 100,
  wrongPenalty: 25,
  trustDays: 90,
  /** Below this trust a refueller's report waits for a second driver too (two wrong reports). */
  minTrustToPublishAlone: 60,
} as const;

/** The fuels a report can be checked for: those with a CBS national average. */
export const REPORTABLE_FUELS = ['euro95', 'diesel', 'lpg'] as const satisfies readonly FuelType[];

/**
 * Where CBS has no figure of a fuel's own (a fresh install holds Euro95 only; the daily CBS import adds diesel
 * and LPG), its average follows Euro95 by the CBS monthly averages of March 2021 (Euro95 1.730, diesel 1.392,
 * LPG 0.739), as the demo prices do.
 */
export const AVERAGE_RATIO_TO_EURO95: Record<(typeof REPORTABLE_FUELS)[number], number> = {
  euro95: 1,
  diesel: 1.392 / 1.73,
  lpg: 0.739 / 1.73,
};

export function isReportableFuel(fuel: string): fuel is (typeof REPORTABLE_FUELS)[number] {
  return (REPORTABLE_FUELS as readonly string[]).includes(fuel);
}

export const PRICE_REPORT_STATUSES = ['published', 'pending', 'rejected'] as const;
export type PriceReportStatus = (typeof PRICE_REPORT_STATUSES)[number];
/** What became of a report later: published ones may be taken back by an admin. */
export const PRICE_REPORT_STATES = [...PRICE_REPORT_STATUSES, 'withdrawn'] as const;
export type PriceReportState = (typeof PRICE_REPORT_STATES)[number];

/** Why a report was rejected. */
export const PRICE_REPORT_REJECTIONS = ['implausible', 'account_too_new', 'no_reference'] as const;
export type PriceReportRejection = (typeof PRICE_REPORT_REJECTIONS)[number];

const hours = PRICE_REPORT_RULES.pairWindowHours;

/** What a driver reads after reporting, per outcome. */
export const priceReportMessages = {
  publishedRefuel: 'Bedankt! Je tankte hier net, dus je prijs staat meteen op de kaart.',
  publishedPair: 'Bedankt! Een andere bestuurder meldde dezelfde prijs, dus hij staat nu op de kaart.',
  pending: `Bedankt! Je melding wacht op bevestiging: meldt een andere bestuurder binnen ${hours} uur dezelfde prijs, dan komt hij op de kaart.`,
  implausible: (averageTenths: number) =>
    `Deze prijs wijkt meer dan ${PRICE_REPORT_RULES.plausibleShare * 100}% af van het landelijk gemiddelde (${formatPricePerLitre(averageTenths)}, CBS). Controleer het bedrag en meld opnieuw.`,
  accountTooNew:
    'Je account is jonger dan een dag. Prijzen melden kan vanaf morgen; zo blijven nepmeldingen van de kaart.',
  noReference:
    'Voor deze brandstof kunnen we een prijs nog niet controleren, dus melden kan alleen voor Euro95, diesel en LPG.',
  tooMany: (minutes: number) =>
    `Je meldde dit uur al ${PRICE_REPORT_RULES.maxPerHour} prijzen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
  points: (points: number) => `Je verdient ${points} punten.`,
  notPublished: 'Deze melding staat niet (meer) op de kaart, dus intrekken kan niet.',
  withdrawnRestored: (price: string) => `Melding ingetrokken. De prijs is terug op ${price}.`,
  withdrawnKept: 'Melding ingetrokken. De prijs is intussen al door een nieuwere vervangen en blijft staan.',
  loadFailed: 'Kon meldingen niet laden',
  sendFailed: 'Melden mislukt',
} as const;

/** `POST /api/stations/{id}/price-reports`: a price for a fuel ("Klopt": the shown price). */
export const PriceReportBodySchema = z.object({
  fuel_type: FuelTypeInputSchema,
  price_eur_l: PricePerLitreSchema,
});
export type PriceReportBody = z.input<typeof PriceReportBodySchema>;

/** The station page's report form: the price as typed ("1,899"), checked as the API checks `price_eur_l`. */
export const PriceReportFormSchema = z.object({ price: z.string() }).transform((values, context) => {
  const parsed = PricePerLitreSchema.safeParse(parseDecimal(values.price) ?? Number.NaN);
  if (parsed.success) return { price_eur_l: parsed.data };
  context.addIssue({ code: 'custom', path: ['price'], message: PRICE_RANGE_MESSAGE });
  return z.NEVER;
});

export const PriceReportAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(PRICE_REPORT_STATUSES),
  /** Why, in Dutch: what the driver reads. */
  message: z.string(),
  /** Points the report earned now (0 when none). */
  points: z.number().int(),
});
export type PriceReportAnswer = z.infer<typeof PriceReportAnswerSchema>;

/** `GET /api/admin/price-reports`: newest first, optionally one state or a search. */
export const AdminPriceReportQuerySchema = PageQuerySchema.extend({
  /** Part of the driver's e-mail address or the station's title. */
  q: text().max(200).optional(),
  status: z.enum(['all', ...PRICE_REPORT_STATES]).default('all'),
});
export type AdminPriceReportFilter = z.output<typeof AdminPriceReportQuerySchema>;
/** What the web app sends (page, size and state may be left to their defaults). */
export type AdminPriceReportQuery = Partial<AdminPriceReportFilter>;

export const AdminPriceReportSchema = z.object({
  id: z.string(),
  station_id: z.string(),
  station_title: z.string(),
  fuel_type: FuelTypeSchema,
  price_eur_l: z.number(),
  status: z.enum(PRICE_REPORT_STATES),
  reason: z.enum(PRICE_REPORT_REJECTIONS).nullable(),
  user_id: z.string(),
  user_email: z.string(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  /** The price it replaced when it published (what taking it back restores). */
  previous_price_eur_l: z.number().nullable(),
  points: z.number().int(),
  /** A refuel or partner price contradicted it within the hour: it lowered the driver's trust. */
  contradicted: z.boolean(),
  withdrawn_at: z.string().nullable(),
});
export type AdminPriceReport = z.infer<typeof AdminPriceReportSchema>;

export const AdminPriceReportPageSchema = pageResponseSchema(AdminPriceReportSchema);
export type AdminPriceReportPage = z.infer<typeof AdminPriceReportPageSchema>;

export const WithdrawPriceReportAnswerSchema = z.object({
  report: AdminPriceReportSchema,
  /** The station's price fell back to the one before (false: a newer price had replaced it already). */
  restored: z.boolean(),
  message: z.string(),
});
export type WithdrawPriceReportAnswer = z.infer<typeof WithdrawPriceReportAnswerSchema>;

export const priceReportStateLabels: Record<PriceReportState, string> = {
  published: 'Gepubliceerd',
  pending: 'Wacht op bevestiging',
  rejected: 'Afgewezen',
  withdrawn: 'Ingetrokken',
};
