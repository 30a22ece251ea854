import { formatDateTime } from '../format/nl-format.ts';

// The codes a station reads at the counter (docs/decisions/023-codes-at-the-counter.md): the card token in
// a pass's QR code (`FLQ` and 26 Crockford base32 characters) and the voucher code of a reward such as the
// car wash (`WAS-XXXX-XXXX`). No zod, so the screen uses them directly.

export type CodeKind = 'pass' | 'reward';

const PASS_CODE = /^FLQ[0-9A-HJKMNP-TV-Z]{26}$/;
const REWARD_CODE = /^WAS-?([A-HJ-NP-Z2-9]{4})-?([A-HJ-NP-Z2-9]{4})$/;

/** The longest input worth reading: a code, with spaces and dashes a person may type between its groups. */
export const CODE_INPUT_MAX = 64;

/**
 * A code as a scanner or a person hands it over, in its stored form: upper case, without spaces; a reward
 * code gets its dashes back when they were left out. Null when it is neither kind of code.
 */
export function normalizeCode(input: string): { kind: CodeKind; code: string } | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (PASS_CODE.test(compact)) return { kind: 'pass', code: compact };
  const reward = REWARD_CODE.exec(compact);
  if (reward) return { kind: 'reward', code: `WAS-${reward[1]}-${reward[2]}` };
  return null;
}

/** A pass code in groups of four, to read out or type ("FLQY D0EK …"); normalizeCode reads it back. */
export function groupedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join(' ') ?? code;
}

/**
 * The card holder as the counter sees them: the first name's initial and the surname's first letter of
 * each part ("Sanne de Vries" → "S. d. V."), enough to match a face without handing out the name.
 */
export function maskedHolderName(firstName: string | null, lastName: string | null): string {
  const initial = (part: string) => `${part.charAt(0).toUpperCase()}.`;
  const first = firstName?.trim() ? initial(firstName.trim()) : '';
  const last = (lastName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part.charAt(0)}.`)
    .join(' ');
  return [first, last].filter(Boolean).join(' ') || 'Naam onbekend';
}

/** What the counter screen and the till API say about codes. */
export const codeMessages = {
  unknownCode: 'Deze code kennen we niet. Controleer de code en probeer het opnieuw.',
  codeUsed: 'Deze code is al gebruikt.',
  codeUsedAt: (at: Date | string, station: string | null) =>
    `Deze code is al gebruikt op ${formatDateTime(at)}${station ? ` bij ${station}` : ''}.`,
  notYourStation: 'Dit station hoort niet bij jouw partneraccount. Kies een van je eigen stations.',
  stationInactive: 'Dit station staat op inactief. Zet het eerst weer op actief bij Stations.',
  rewardNotOffered: 'Deze beloning bied je bij je stations niet aan, dus je kunt deze code niet inwisselen.',
  passNotRedeemable:
    'Dit is de QR-code van een tankpas: die wissel je niet in. Alleen een beloningscode (zoals WAS-…) kun je inwisselen.',
  checkFailed: 'Controleren mislukt. Probeer het opnieuw.',
  redeemFailed: 'Inwisselen mislukt. Probeer het opnieuw.',
  redeemed: 'Ingewisseld.',
  cameraFailed: 'De camera kon niet starten. Typ de code in.',
} as const;
