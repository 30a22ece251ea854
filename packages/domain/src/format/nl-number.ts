// Reading numbers as people type them in a Dutch form: "45,2", "1.979", "€ 2,99", "1.234,50", "120.850 km".
// The one parser for every decimal field in the web app and for the API's tolerant numeric strings.

const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;
/** Both separators: dots (or spaces) group thousands, the comma is the decimal mark: "1.234,5". */
const GROUPED_DUTCH = /^-?\d{1,3}(?:[. ]\d{3})+,\d+$/;
const WHOLE_GROUPED = /^\d{1,3}(?:[. ]\d{3})+$/;

function clean(text: string): string {
  return text.trim().replace(/^€\s*/, '').trim();
}

/**
 * A decimal number with a comma or a dot as its decimal mark: "45,2" and "45.2" are 45.2, "€ 1,979" is 1.979,
 * "1.234,5" is 1234.5. Blank is null; anything else is NaN, so a form can tell "empty" from "wrong".
 */
export function parseDecimal(text: string): number | null {
  if (text.trim() === '') return null;
  const value = clean(text);
  if (DECIMAL.test(value)) return Number(value.replace(',', '.'));
  if (GROUPED_DUTCH.test(value)) return Number(value.replace(/[. ]/g, '').replace(',', '.'));
  return Number.NaN;
}

/** A whole number, with dots or spaces between thousands allowed: "120.850" → 120850. Blank → null. */
export function parseWholeNumber(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d+$/.test(value) || WHOLE_GROUPED.test(value)) return Number(value.replace(/[. ]/g, ''));
  return Number.NaN;
}

/** An amount in euro to integer cents: "2,99" → 299, "€ 3" → 300; more than two decimals is NaN. */
export function parseEuroCents(text: string): number | null {
  const value = parseDecimal(text);
  if (value === null || Number.isNaN(value)) return value;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : Number.NaN;
}
