import { z } from 'zod';
import { IsoDateSchema } from '../co2/log.contract.ts';
import { PageQuerySchema } from '../common/common.contract.ts';
import {
  AutoTopUpBodySchema,
  BalanceResponseSchema,
  balanceMessages,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
} from '../money/balance.contract.ts';
import { TransactionStatusSchema } from '../money/transaction.contract.ts';
import { OrgParamsSchema } from '../orgs/org.contract.ts';

// The organisation's money (issue 24 §5): its balance on the org account's ledger, top-ups and automatic
// top-up as the private ones, budgets with what is used, every fee it pays, and its company refuels.

/** The company balance: the ledger's two sums of the organisation's account, and its low-balance threshold. */
export const OrgBalanceSchema = BalanceResponseSchema.extend({
  low_balance_threshold_cents: z.number().int().nullable(),
});
export type OrgBalance = z.infer<typeof OrgBalanceSchema>;

const topUpMessage = balanceMessages.topUpRange;
export const OrgTopUpBodySchema = z.object({
  amount_cents: z
    .number({ error: topUpMessage })
    .int(topUpMessage)
    .min(TOP_UP_MIN_CENTS, topUpMessage)
    .max(TOP_UP_MAX_CENTS, topUpMessage),
});

export const OrgAutoTopUpSchema = z.object({
  auto_top_up: BalanceResponseSchema.shape.auto_top_up,
  mandate: BalanceResponseSchema.shape.mandate,
});
export const OrgAutoTopUpBodySchema = AutoTopUpBodySchema;

/** One payment of the organisation's account (its return page reads it). */
export const OrgPaymentParamsSchema = OrgParamsSchema.extend({ paymentId: z.uuid('Ongeldig id.') });

/** One budget with what is used in its period (company refuels: completed amounts and open reservations). */
export const BudgetUseSchema = z.object({
  limit_cents: z.number().int(),
  used_cents: z.number().int(),
  /** used / limit in whole percent (may pass 100 when a budget was lowered). */
  percent: z.number().int(),
});
export type BudgetUse = z.infer<typeof BudgetUseSchema>;

export const DriverBudgetSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  role: z.string(),
  /** This month's company spending, also without a budget. */
  used_month_cents: z.number().int(),
  month: BudgetUseSchema.nullable(),
});
export const CostCentreBudgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  used_day_cents: z.number().int(),
  used_month_cents: z.number().int(),
  day: BudgetUseSchema.nullable(),
  month: BudgetUseSchema.nullable(),
});
export const OrgBudgetsSchema = z.object({
  /** The month and day the figures are of (Europe/Amsterdam). */
  month: z.string(),
  day: z.string(),
  spent_month_cents: z.number().int(),
  drivers: z.array(DriverBudgetSchema),
  cost_centres: z.array(CostCentreBudgetSchema),
});
export type OrgBudgets = z.infer<typeof OrgBudgetsSchema>;

/** A driver's own budget in each organisation they drive for ("Mijn zakelijke pas"). */
export const MyCompanyBudgetSchema = z.array(
  z.object({
    org_id: z.string(),
    org_name: z.string(),
    month: z.string(),
    used_month_cents: z.number().int(),
    budget: BudgetUseSchema.nullable(),
    left_cents: z.number().int().nullable(),
  }),
);
export type MyCompanyBudget = z.infer<typeof MyCompanyBudgetSchema>;

export const FeeSchema = z.object({
  key: z.string(),
  name: z.string(),
  amount_cents: z.number().int(),
  /** How often: per pas, per maand, per opwaardering, per tankbeurt. */
  unit: z.string(),
  /** When it is charged, in plain Dutch. */
  charged: z.string(),
  /** What the organisation pays for it now (an active subscription, …). */
  applies: z.boolean(),
});
export const OrgFeesSchema = z.object({
  summary: z.string(),
  fees: z.array(FeeSchema),
});
export type OrgFees = z.infer<typeof OrgFeesSchema>;

export const OrgRefuelsQuerySchema = PageQuerySchema.extend({
  driver: z.uuid('Ongeldige bestuurder.').optional(),
  vehicle: z.uuid('Ongeldig voertuig.').optional(),
  cost_centre: z.uuid('Ongeldige kostenplaats.').optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});
export type OrgRefuelsQuery = z.input<typeof OrgRefuelsQuerySchema>;

export const OrgRefuelSchema = z.object({
  id: z.string(),
  date: z.string(),
  station: z.string(),
  city: z.string().nullable(),
  fuel_type: z.string(),
  liters: z.number().nullable(),
  amount_cents: z.number().int(),
  driver_user_id: z.string().nullable(),
  driver_name: z.string().nullable(),
  card_last4: z.string(),
  plate: z.string().nullable(),
  cost_centre: z.string().nullable(),
  odometer_km: z.number().int().nullable(),
  status: TransactionStatusSchema,
  flags: z.number().int(),
});
export type OrgRefuel = z.infer<typeof OrgRefuelSchema>;

export const OrgRefuelPageSchema = z.object({
  items: z.array(OrgRefuelSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type OrgRefuelPage = z.infer<typeof OrgRefuelPageSchema>;
