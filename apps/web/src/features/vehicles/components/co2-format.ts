import { formatDate, formatDecimal } from '@fuellinq/domain/format/nl-format';

export const kgText = (kg: number) => `${formatDecimal(kg, 1)} kg CO2e`;
export const kmText = (km: number) => `${formatDecimal(km, 0)} km`;
export const gramsText = (grams: number | null) => (grams === null ? '–' : `${formatDecimal(grams, 1)} g/km`);

/** A chart bucket's label: "5 okt" for a day, "okt 2026" for a month. */
export function bucketLabel(date: string, bucket: 'day' | 'month'): string {
  const text = formatDate(date);
  return bucket === 'day' ? text.replace(/ \d{4}$/, '') : text.replace(/^\d+ /, '');
}
