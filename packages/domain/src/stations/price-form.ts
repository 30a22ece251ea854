import { z } from 'zod';
import { parseDecimal } from '../format/nl-number.ts';
import { contractIssues, reportIssues } from './form-issues.ts';
import { type BulkPricesBody, BulkPricesBodySchema } from './partner.contract.ts';

// The partner's price grid: every cell a station and a fuel, its text the price per litre as typed ("2,099").

/** One changed cell: what it says now and the price it had (null: none yet). */
export const PriceEditSchema = z.object({
  station_id: z.string(),
  fuel_type: z.string(),
  text: z.string(),
  current: z.number().nullable(),
});
export type PriceEdit = z.input<typeof PriceEditSchema>;

/** A cell's key in the grid's edits. */
export const priceCellKey = (stationId: string, fuel: string) => `${stationId}:${fuel}`;

/** The cell's text reads as another price than the one it had (a blank cell without a price has none). */
export function isPriceChange(edit: PriceEdit): boolean {
  return parseDecimal(edit.text) !== edit.current;
}

/** The grid's changed cells, in the order they were first edited. */
export function priceChanges(edits: Record<string, PriceEdit>): PriceEdit[] {
  return Object.values(edits).filter(isPriceChange);
}

/** The grid's field of a path in the prices body (from the API's schema or the server's `issues`). */
export function priceGridField(path: string, body: BulkPricesBody): `edits.${string}.text` | undefined {
  const row = body.prices[Number(/^prices\.(\d+)\./.exec(path)?.[1])];
  return row ? `edits.${priceCellKey(row.station_id, row.fuel_type)}.text` : undefined;
}

/** The price grid: its changed cells become the API's bulk body, checked by the API's own schema. */
export const PriceGridFormSchema = z
  .object({ edits: z.record(z.string(), PriceEditSchema) })
  .transform((values, context) => {
    const body: BulkPricesBody = {
      prices: priceChanges(values.edits).map((edit) => ({
        station_id: edit.station_id,
        fuel_type: edit.fuel_type,
        price_eur_l: parseDecimal(edit.text) ?? Number.NaN,
      })),
    };
    reportIssues(context, contractIssues(BulkPricesBodySchema, body, priceGridField));
    return body;
  });
