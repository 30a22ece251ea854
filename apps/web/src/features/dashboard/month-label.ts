import { monthName } from '@fuellinq/domain/format/nl-format';

/** "2026-10" → "okt 2026" (or "oktober 2026" with `long`). */
export function monthLabel(month: string, options: { long?: boolean } = {}): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${monthName(number, options)} ${year}`;
}
