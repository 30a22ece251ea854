// The identifiers of a Dutch company: its KvK number and its btw-id (btw-identificatienummer).
//
// - KvK: 8 digits (no check digit since the register moved to 8-digit numbers).
// - btw-id: `NL` + 9 digits + `B` + 2 digits. Two generations are in use, and both are valid:
//   - the older form of legal entities: the 9 digits (the RSIN) pass the elfproef
//     (9·d1 + 8·d2 + … + 2·d8 − d9 ≡ 0 mod 11);
//   - the form of sole traders since 2020: the whole id passes ISO 7064 mod 97-10 with letters as numbers
//     (N = 23, L = 21, so `NL` reads 2321, and B = 11), as an IBAN does.
// A person types it with spaces or dots ("NL 0044.95.445 B01"): those are taken out first.

/** The KvK number as stored: digits only ("12 34 56 78" → "12345678"). */
export function normalizeKvkNumber(value: string): string {
  return value.replace(/[\s.]/g, '');
}

export function isValidKvkNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/** The btw-id as stored: upper case, no spaces or dots ("nl 0044.95.445 b01" → "NL004495445B01"). */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

function passesElfproef(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += (9 - i) * Number(digits[i]);
  sum -= Number(digits[8]);
  return sum % 11 === 0;
}

function passesMod97(vatId: string): boolean {
  const numeric = vatId.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(numeric) % 97n === 1n;
}

/** True for a well-formed Dutch btw-id (normalized) that passes one of the two checks. */
export function isValidVatId(value: string): boolean {
  const match = /^NL(\d{9})B(\d{2})$/.exec(value);
  if (!match) return false;
  const [, digits] = match;
  return passesElfproef(digits!) || passesMod97(value);
}

export const companyIdMessages = {
  kvk: 'Een KvK-nummer heeft 8 cijfers.',
  vatFormat: 'Een btw-id ziet eruit als NL123456789B01: NL, 9 cijfers, B en 2 cijfers.',
  vatCheck: 'Dit btw-id klopt niet: controleer de cijfers.',
} as const;
