import { describe, expect, it } from 'vitest';
import { PRICE_RANGE_MESSAGE } from './station-rules.ts';
import { isPriceChange, PriceGridFormSchema, priceCellKey, priceGridField } from './price-form.ts';

const S1 = '3b0d5a4e-8c1f-4a2b-9e6d-7f8a9b0c1d01';
const edit = (fuel: string, text: string, current: number | null) => ({
  [priceCellKey(S1, fuel)]: { station_id: S1, fuel_type: fuel, text, current },
});

describe('the price grid schema', () => {
  it('sends only the cells that changed, read the Dutch way', () => {
    const body = PriceGridFormSchema.parse({
      edits: { ...edit('euro95', '2,099', 2.199), ...edit('diesel', '1,799', 1.799) },
    });
    expect(body).toEqual({ prices: [{ station_id: S1, fuel_type: 'euro95', price_eur_l: 2.099 }] });
  });

  it("puts the API's price rule on the cell", () => {
    const result = PriceGridFormSchema.safeParse({ edits: edit('euro95', '19,99', 2.199) });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [`edits.${S1}:euro95.text`, PRICE_RANGE_MESSAGE],
    ]);
    expect(
      priceGridField('prices.0.price_eur_l', {
        prices: [{ station_id: S1, fuel_type: 'lpg', price_eur_l: 9 }],
      }),
    ).toBe(`edits.${S1}:lpg.text`);
  });

  it('a blank cell without a price is no change; a blank cell with one is', () => {
    expect(isPriceChange({ station_id: S1, fuel_type: 'lpg', text: ' ', current: null })).toBe(false);
    expect(isPriceChange({ station_id: S1, fuel_type: 'lpg', text: '', current: 0.999 })).toBe(true);
  });
});
