import { StartTransactionBodySchema, transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { z } from 'zod';
import { euroCentsText } from '../../../lib/forms.ts';

const CHOOSE_STATION = 'Kies een station.';

/**
 * The Nu tanken form: a station and an optional maximum in euro as typed ('40', '37,50'), read by the
 * domain's Dutch number parser into the API's own schema. The output is the start body without the card,
 * which is the active one.
 */
export const RefuelFormSchema = z
  .object({
    stationId: z.string().min(1, CHOOSE_STATION).pipe(StartTransactionBodySchema.shape.stationId),
    max_amount: euroCentsText(transactionMessages.maxAmount).pipe(
      StartTransactionBodySchema.shape.max_amount_cents.unwrap().nullable(),
    ),
  })
  .transform(({ stationId, max_amount }) => ({
    stationId,
    ...(max_amount === null || max_amount === undefined ? {} : { max_amount_cents: max_amount }),
  }));
export type RefuelFormValues = z.input<typeof RefuelFormSchema>;
