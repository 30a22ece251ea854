// Dutch licence plates (kentekens): the cleaned form, the 14 sidecodes and the dashed display form.
// No zod here, so forms can use it without the schema library.

/** The shapes of sidecodes 1–14 on the cleaned plate (X a letter, 9 a digit), with the display dashes. */
const SIDECODES: readonly { sidecode: number; pattern: RegExp; groups: readonly number[] }[] = [
  { sidecode: 1, pattern: /^[A-Z]{2}\d{4}$/, groups: [2, 2, 2] },
  { sidecode: 2, pattern: /^\d{4}[A-Z]{2}$/, groups: [2, 2, 2] },
  { sidecode: 3, pattern: /^\d{2}[A-Z]{2}\d{2}$/, groups: [2, 2, 2] },
  { sidecode: 4, pattern: /^[A-Z]{2}\d{2}[A-Z]{2}$/, groups: [2, 2, 2] },
  { sidecode: 5, pattern: /^[A-Z]{4}\d{2}$/, groups: [2, 2, 2] },
  { sidecode: 6, pattern: /^\d{2}[A-Z]{4}$/, groups: [2, 2, 2] },
  { sidecode: 7, pattern: /^\d{2}[A-Z]{3}\d$/, groups: [2, 3, 1] },
  { sidecode: 8, pattern: /^\d[A-Z]{3}\d{2}$/, groups: [1, 3, 2] },
  { sidecode: 9, pattern: /^[A-Z]{2}\d{3}[A-Z]$/, groups: [2, 3, 1] },
  { sidecode: 10, pattern: /^[A-Z]\d{3}[A-Z]{2}$/, groups: [1, 3, 2] },
  { sidecode: 11, pattern: /^[A-Z]{3}\d{2}[A-Z]$/, groups: [3, 2, 1] },
  { sidecode: 12, pattern: /^[A-Z]\d{2}[A-Z]{3}$/, groups: [1, 2, 3] },
  { sidecode: 13, pattern: /^\d[A-Z]{2}\d{3}$/, groups: [1, 2, 3] },
  { sidecode: 14, pattern: /^\d{3}[A-Z]{2}\d$/, groups: [3, 2, 1] },
];

/** Spec §5: upper-cased, every character that is not a letter or a digit stripped. */
export function normalizePlate(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The sidecode (1–14) of a cleaned plate, or undefined when it has none of the Dutch shapes. */
export function plateSidecode(plate: string): number | undefined {
  return SIDECODES.find((entry) => entry.pattern.test(plate))?.sidecode;
}

export function isValidPlate(plate: string): boolean {
  return plateSidecode(plate) !== undefined;
}

/** The plate as it is printed: formatPlate('TT601D') → 'TT-601-D'. A plate without a sidecode stays as it is. */
export function formatPlate(plate: string): string {
  const cleaned = normalizePlate(plate);
  const entry = SIDECODES.find((candidate) => candidate.pattern.test(cleaned));
  if (!entry) return cleaned;
  const [a = 0, b = 0] = entry.groups;
  return `${cleaned.slice(0, a)}-${cleaned.slice(a, a + b)}-${cleaned.slice(a + b)}`;
}

export type PlateCheck =
  | { ok: true; plate: string; sidecode: number }
  | { ok: false; code: 'missing_plate' | 'invalid_plate'; plate: string };

/** Cleans a typed plate and says what is wrong with it, if anything: the one check web and API share. */
export function checkPlate(raw: string | null | undefined): PlateCheck {
  const plate = normalizePlate(raw ?? '');
  if (!plate) return { ok: false, code: 'missing_plate', plate };
  const sidecode = plateSidecode(plate);
  return sidecode === undefined ? { ok: false, code: 'invalid_plate', plate } : { ok: true, plate, sidecode };
}
