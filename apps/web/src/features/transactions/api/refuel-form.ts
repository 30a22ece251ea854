import { StartTransactionBodySchema, transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { OdometerKmNumberSchema } from '@fuellinq/domain/co2/log.contract';
import { wholeNumberTextSchema } from '@fuellinq/domain/format/nl-number.schema';
import { z } from 'zod';
import { euroCentsText } from '../../../lib/forms.ts';

const CHOOSE_STATION = 'Kies een station.';

/**
 * The Nu tanken form: a station, the fuel ('' leaves it to the pump), an optional maximum in euro as typed ('40', '37,50'), the vehicle when the
 * driver must choose one ('' for none) and an optional odometer reading ('120.850'), read by the domain's
 * Dutch number parsers into the API's own schema. The output is the start body without the card, which is
 * the active one.
 */
export const RefuelFormSchema = z
  .object({
    stationId: z.string().min(1, CHOOSE_STATION).pipe(StartTransactionBodySchema.shape.stationId),
    fuel_type: z.union([z.literal(''), StartTransactionBodySchema.shape.fuel_type.unwrap()]),
    max_amount: euroCentsText(transactionMessages.maxAmount).pipe(
      StartTransactionBodySchema.shape.max_amount_cents.unwrap().nullable(),
    ),
    vehicle_id: z.string(),
    odometer_km: wholeNumberTextSchema('Vul hele kilometers in.').pipe(OdometerKmNumberSchema.nullable()),
  })
  .transform(({ stationId, fuel_type, max_amount, vehicle_id, odometer_km }) => ({
    stationId,
    ...(fuel_type ? { fuel_type } : {}),
    ...(max_amount === null || max_amount === undefined ? {} : { max_amount_cents: max_amount }),
    ...(vehicle_id ? { vehicle_id } : {}),
    ...(odometer_km === null ? {} : { odometer_km }),
  }));
export type RefuelFormValues = z.input<typeof RefuelFormSchema>;
