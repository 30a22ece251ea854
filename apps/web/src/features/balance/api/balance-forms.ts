import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import {
  AutoTopUpBodySchema,
  type BalanceResponse,
  balanceMessages,
  TopUpBodySchema,
} from '@fuellinq/domain/money/balance.contract';
import { z } from 'zod';
import { euroCentsText } from '../../../lib/forms.ts';

// The balance's forms: their amount fields hold euro text as typed ('25', '37,50'); each schema reads it with
// the domain's Dutch number parser and then applies the API's own cents schema, so the browser refuses what
// the API would refuse, with the same message.

/** An amount in cents as the form's text shows it: 2500 → '25,00'. */
export const euroText = (cents: number) => formatDecimal(cents / 100, 2);

/** POST /api/balance/top-ups from the top-up form; the caller adds where to come back to. */
export const TopUpFormSchema = z
  .object({
    amount: euroCentsText(balanceMessages.topUpRange).pipe(TopUpBodySchema.shape.amount_cents),
  })
  .transform(({ amount }) => ({ amount_cents: amount }));
export type TopUpFormValues = z.input<typeof TopUpFormSchema>;

/** PUT /api/balance/auto-top-up from the automatic top-up form. */
export const AutoTopUpFormSchema = z
  .object({
    enabled: z.boolean(),
    threshold: euroCentsText(balanceMessages.topUpRange).pipe(AutoTopUpBodySchema.shape.threshold_cents),
    amount: euroCentsText(balanceMessages.topUpRange).pipe(AutoTopUpBodySchema.shape.amount_cents),
  })
  .transform(({ enabled, threshold, amount }) => ({
    enabled,
    threshold_cents: threshold,
    amount_cents: amount,
  }));
export type AutoTopUpFormValues = z.input<typeof AutoTopUpFormSchema>;

/** The form's values for the automatic top-up as it is set now (€ 25 under € 10 when none is). */
export function autoTopUpFormValues(setting: BalanceResponse['auto_top_up']): AutoTopUpFormValues {
  return {
    enabled: setting?.enabled ?? false,
    threshold: euroText(setting?.threshold_cents ?? 1_000),
    amount: euroText(setting?.amount_cents ?? 2_500),
  };
}
