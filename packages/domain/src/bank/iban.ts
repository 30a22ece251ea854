// IBAN rules for linking a Dutch bank account: ISO 13616 mod-97 check digits, the Dutch layout
// (NLkk BBBB 0123456789) and the bank code of the chosen bank. No zod, so forms can use them directly.

const DUTCH_IBAN = /^NL\d{2}[A-Z]{4}\d{10}$/;

/** Upper case, without spaces, dots or dashes: " nl06 abna 0489.2716-53 " → "NL06ABNA0489271653". */
export function normalizeIban(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** ISO 13616: move the first four characters to the end, letters to 10–35, and the number mod 97 is 1. */
export function hasValidIbanChecksum(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export type IbanProblem = 'empty' | 'format' | 'checksum' | 'bank_mismatch';

/** What is wrong with an IBAN for a Dutch account at a bank with this code, or null when it is fine. */
export function dutchIbanProblem(value: string, bankCode?: string): IbanProblem | null {
  const iban = normalizeIban(value);
  if (!iban) return 'empty';
  if (!DUTCH_IBAN.test(iban)) return 'format';
  if (!hasValidIbanChecksum(iban)) return 'checksum';
  if (bankCode && iban.slice(4, 8) !== bankCode) return 'bank_mismatch';
  return null;
}

/** The Dutch text for a problem, naming the bank when the account belongs to another one. */
export function ibanProblemMessage(problem: IbanProblem, bankName?: string): string {
  switch (problem) {
    case 'empty':
      return 'Vul je IBAN in.';
    case 'format':
      return 'Dit is geen geldig Nederlands IBAN (NL, 2 cijfers, 4 letters, 10 cijfers).';
    case 'checksum':
      return 'Dit IBAN klopt niet: controleer de cijfers.';
    case 'bank_mismatch':
      return bankName ? `Dit IBAN hoort niet bij ${bankName}.` : 'Dit IBAN hoort niet bij deze bank.';
  }
}

/** In groups of four, as printed on a bank card: "NL06 ABNA 0489 2716 53". */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** What may be shown and stored after linking: country, check digits, bank code and the last four digits. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  return `${iban.slice(0, 4)} ${iban.slice(4, 8)} •••• ${iban.slice(-4)}`;
}
