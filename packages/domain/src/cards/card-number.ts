// FuelLinq card numbers: 16 digits, ISO/IEC 7812 with major industry identifier 7 (petroleum), our own issuer
// prefix, and a Luhn check digit. Only the last four digits and a keyed hash are ever stored; what a person
// sees is the masked form "7088 •••• •••• 1234". No zod, so every screen can use these.

/** Our issuer identification number (IIN): 7 = petroleum, then our five digits. */
export const CARD_IIN = '708831';
export const CARD_NUMBER_LENGTH = 16;
/** Digits between the IIN and the check digit: the individual account number. */
export const CARD_ACCOUNT_DIGITS = CARD_NUMBER_LENGTH - CARD_IIN.length - 1;

export function luhnValid(pan: string): boolean {
  if (!/^\d{8,19}$/.test(pan)) return false;
  let sum = 0;
  let double = false;
  for (let i = pan.length - 1; i >= 0; i--) {
    let digit = pan.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The digit that makes `payload` + digit pass Luhn. */
export function luhnCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (luhnValid(`${payload}${digit}`)) return String(digit);
  }
  throw new Error(`no Luhn check digit for ${payload.length} digits`);
}

/** A full card number from the individual account digits (exactly CARD_ACCOUNT_DIGITS of them). */
export function cardNumberFromAccount(accountDigits: string): string {
  if (!new RegExp(`^\\d{${CARD_ACCOUNT_DIGITS}}$`).test(accountDigits)) {
    throw new Error(`a card account number has ${CARD_ACCOUNT_DIGITS} digits`);
  }
  const payload = `${CARD_IIN}${accountDigits}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

/** True for a number we could have issued: our IIN, 16 digits, a valid check digit. */
export function isFuelLinqCardNumber(pan: string): boolean {
  return pan.length === CARD_NUMBER_LENGTH && pan.startsWith(CARD_IIN) && luhnValid(pan);
}

/** The masked number in four groups: the IIN's first four digits (always ours) and the last four. */
export function maskedPan(last4: string): string {
  return `${CARD_IIN.slice(0, 4)} •••• •••• ${last4}`;
}

/** The four groups of a masked number, for a card face that spaces them out. */
export function panGroups(masked: string): string[] {
  return masked.split(' ').filter(Boolean);
}
