import { z } from 'zod';
import { text } from '../common/text.ts';
import { pageResponseSchema, PageQuerySchema } from '../common/common.contract.ts';
import { IsoDateSchema, OdometerKmNumberSchema } from '../co2/log.contract.ts';
import { FuelTypeInputSchema, FuelTypeSchema } from '../fuel/fuel.schema.ts';
import { formatEuro } from '../format/nl-format.ts';
import { errorCatalogue } from '../errors/error-codes.ts';
import { stationErrorMessages } from '../stations/station.contract.ts';

// Nu tanken: a refuel reserves money on the FuelLinq balance (never on the bank account), the pump completes
// it with what was really fuelled, and the rest is back on the balance at once (docs/decisions/012-money.md).

/** The most a refuel reserves when the driver names no maximum. */
export const RESERVATION_DEFAULT_CENTS = 7_500;
export const RESERVATION_MAX_CENTS = 30_000;
/** Under this available amount a refuel starts with a top-up. */
export const START_MIN_AVAILABLE_CENTS = 1_000;
/** A reservation the pump never completes is released after this. */
export const RESERVATION_TTL_MINUTES = 30;

/** Spec §5 and §8, word for word, and the texts around them. */
export const transactionMessages = {
  chooseActiveCard: errorCatalogue.card_not_active.message,
  startFailed: 'Transactie starten mislukt',
  checkoutFailed: 'Checkout mislukt',
  paid: 'Betaling geslaagd',
  cancelled: 'Betaling geannuleerd',
  stationNotFound: stationErrorMessages.notFound,
  notFound: 'Deze transactie bestaat niet (meer).',
  notOpen: errorCatalogue.not_open.message,
  overReservation: errorCatalogue.over_reservation.message,
  amountMismatch: errorCatalogue.amount_mismatch.message,
  completedDifferently: errorCatalogue.completed_differently.message,
  priceMismatch: errorCatalogue.price_mismatch.message,
  tooManyLiters: errorCatalogue.too_many_liters.message,
  fuelNotSold: errorCatalogue.fuel_not_sold.message,
  pumpKeyMissing: 'Stuur de API-sleutel van de pomp mee (X-Api-Key).',
  pumpKeyWrong: 'Deze API-sleutel is ongeldig of ingetrokken.',
  pumpKeyNotFound: 'Deze API-sleutel bestaat niet (meer).',
  pumpKeyOtherStation: 'Deze API-sleutel hoort niet bij de partner van dit station.',
  chooseVehicle: 'Kies voor welk voertuig je tankt.',
  companyBalanceLow:
    'Het saldo van je organisatie is niet hoog genoeg voor deze tankbeurt. Vraag je wagenparkbeheerder om op te waarderen.',
  maxAmount: `Kies een maximum van ${formatEuro(500)} tot ${formatEuro(RESERVATION_MAX_CENTS)}.`,
} as const;

export const TRANSACTION_STATUSES = [
  'awaiting_top_up',
  'reserved',
  'fuelling',
  'completed',
  'cancelled',
  'expired',
] as const;
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;

/** What a person reads for each status (the success page follows them: gereserveerd → tanken → klaar). */
export const transactionStatusLabels: Record<TransactionStatus, string> = {
  awaiting_top_up: 'wacht op opwaardering',
  reserved: 'gereserveerd',
  fuelling: 'tanken',
  completed: 'klaar',
  cancelled: 'geannuleerd',
  expired: 'verlopen',
};

/** POST /api/transactions/start and its fallback POST /api/checkout/fuel (spec §7). */
export const StartTransactionBodySchema = z.object({
  cardId: z.uuid(transactionMessages.chooseActiveCard),
  stationId: z.uuid(transactionMessages.stationNotFound),
  fuel_type: FuelTypeInputSchema.optional(),
  max_amount_cents: z
    .number({ error: transactionMessages.maxAmount })
    .int(transactionMessages.maxAmount)
    .min(500, transactionMessages.maxAmount)
    .max(RESERVATION_MAX_CENTS, transactionMessages.maxAmount)
    .optional(),
  /**
   * The driver's vehicle this refuel is for (its logbook gets the refuel). Without it: the card's vehicle,
   * else the driver's only vehicle; with several and none on the card, the refuel is in no logbook.
   */
  vehicle_id: z.uuid('Kies een van je voertuigen.').optional(),
  /** The odometer reading at the pump, for the logbook entry. */
  odometer_km: OdometerKmNumberSchema.optional(),
  /** A company refuel: the driver confirms a reading more than 3,000 km above the vehicle's last one. */
  odometer_confirmed: z.boolean({ error: 'Bevestig de kilometerstand met ja of nee.' }).optional(),
});
export type StartTransactionBody = z.input<typeof StartTransactionBodySchema>;

export const TransactionSchema = z.object({
  id: z.string(),
  /** The receipt's number: FL-T-000123. */
  number: z.string(),
  status: TransactionStatusSchema,
  card_id: z.string().nullable(),
  card_last4: z.string(),
  station: z.object({
    id: z.string(),
    title: z.string(),
    brand: z.string().nullable(),
    city: z.string().nullable(),
  }),
  fuel_type: FuelTypeSchema,
  reserved_cents: z.number().int(),
  /** What was fuelled and paid, once completed. */
  amount_cents: z.number().int().nullable(),
  /** What went back to the balance: the reservation minus the amount, or all of it when cancelled. */
  released_cents: z.number().int().nullable(),
  liters: z.number().nullable(),
  price_per_l: z.number().nullable(),
  points: z.number().int().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
  /** The receipt PDF, once completed. */
  receipt_url: z.string().nullable(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** `url`: the checkout (the demo checkout without a card payment provider), or a top-up first. */
export const StartTransactionResponseSchema = z.object({ url: z.string(), transaction: TransactionSchema });
export type StartTransactionResponse = z.infer<typeof StartTransactionResponseSchema>;

/** GET /api/transactions: refuels, top-ups, card fees and rewards, newest first. */
export const HISTORY_KINDS = ['refuel', 'top_up', 'card_fee', 'reward'] as const;
export const HistoryItemSchema = z.object({
  id: z.string(),
  kind: z.enum(HISTORY_KINDS),
  date: z.string(),
  status: z.string(),
  /** What it did to the balance: a top-up is positive, a refuel or fee negative. */
  amount_cents: z.number().int(),
  description: z.string(),
  brand: z.string().nullable(),
  city: z.string().nullable(),
  station_id: z.string().nullable(),
  fuel_type: z.string().nullable(),
  liters: z.number().nullable(),
  price_per_l: z.number().nullable(),
  points: z.number().int().nullable(),
  receipt_url: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;
export const HistoryPageSchema = pageResponseSchema(HistoryItemSchema);
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

export const HistoryQuerySchema = PageQuerySchema.extend({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  card_id: z.uuid('Ongeldige pas.').optional(),
  station_id: z.uuid('Ongeldig station.').optional(),
  status: TransactionStatusSchema.optional(),
  kind: z.enum(HISTORY_KINDS).optional(),
});
export type HistoryQuery = z.input<typeof HistoryQuerySchema>;

/** POST /api/partner/pumps/transactions/{id}/complete, with the partner's pump key in X-Api-Key. */
export const PumpCompleteBodySchema = z.object({
  liters: z.number().positive().max(999.99),
  amount_cents: z.number().int().positive().max(RESERVATION_MAX_CENTS),
  /** Euro per litre, three decimals at most (1.979). */
  price_per_l: z.number().positive().max(10),
});
export type PumpCompleteBody = z.infer<typeof PumpCompleteBodySchema>;

/** A pump key as the portal lists it; the key itself shows once, when it is made. */
export const PumpKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type PumpKey = z.infer<typeof PumpKeySchema>;
export const PumpKeyListSchema = z.object({ items: z.array(PumpKeySchema) });
export const CreatePumpKeyBodySchema = z.object({
  name: text().trim().min(2, 'Minimaal 2 tekens.').max(60, 'Maximaal 60 tekens.'),
});
export type CreatePumpKeyBody = z.input<typeof CreatePumpKeyBodySchema>;
export const CreatedPumpKeySchema = PumpKeySchema.extend({ key: z.string() });
export type CreatedPumpKey = z.infer<typeof CreatedPumpKeySchema>;
