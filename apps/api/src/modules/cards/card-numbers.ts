import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { CARD_ACCOUNT_DIGITS, cardNumberFromAccount } from '@fuellinq/domain';

/** A new card number: our IIN, random account digits, a Luhn check digit. Never logged, never stored. */
export function newCardNumber(): string {
  const account = String(randomInt(0, 10 ** CARD_ACCOUNT_DIGITS)).padStart(CARD_ACCOUNT_DIGITS, '0');
  return cardNumberFromAccount(account);
}

/** What is stored instead of the number: HMAC-SHA256 with CARD_HASH_KEY, so a leaked table cannot be brute-forced. */
export function hashCardNumber(key: string, pan: string): string {
  return createHmac('sha256', key).update(pan).digest('hex');
}

/** What a new card row stores of a fresh number: its last four digits, its keyed hash, and a new pass token. */
export function newCardSecrets(key: string, pan: string = newCardNumber()) {
  return { panLast4: pan.slice(-4), panHash: hashCardNumber(key, pan), token: newCardToken() };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The opaque value in a pass's barcode: 'FLQ' and 26 Crockford base32 characters (130 random bits), upper case
 * so a QR code stores it compactly. It says nothing about the card number.
 */
export function newCardToken(): string {
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return `FLQ${out}`;
}
