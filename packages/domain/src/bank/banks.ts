// The eight banks of the onboarding picker (spec §2: abn, ing, rabo, sns, bunq, knab, triod, regio). Bank
// codes, BICs and demo IBANs come from data/nl-banks.csv (Betaalvereniging BIC list; the demo IBANs are
// generated test numbers). No zod here, so the web app can search the list without the schema library.

export interface Bank {
  /** The id the spec and the API use. */
  id: BankId;
  name: string;
  /** Characters 5–8 of every IBAN of this bank. */
  ibanCode: string;
  /** Also the iDEAL issuer id. */
  bic: string;
  /** A generated IBAN with valid check digits, offered by the sandbox bank; not a real account. */
  demoIban: string;
  /** Colours of our own logo mark (initials on a tile); no copied trademarks. */
  color: string;
  textColor: string;
  initials: string;
}

export const BANK_IDS = ['abn', 'ing', 'rabo', 'sns', 'bunq', 'knab', 'triod', 'regio'] as const;
export type BankId = (typeof BANK_IDS)[number];

export const BANKS: readonly Bank[] = [
  {
    id: 'abn',
    name: 'ABN AMRO',
    ibanCode: 'ABNA',
    bic: 'ABNANL2A',
    demoIban: 'NL06ABNA0489271653',
    color: '#00716b',
    textColor: '#ffffff',
    initials: 'AA',
  },
  {
    id: 'ing',
    name: 'ING',
    ibanCode: 'INGB',
    bic: 'INGBNL2A',
    demoIban: 'NL69INGB0123456789',
    color: '#e9620c',
    textColor: '#ffffff',
    initials: 'IN',
  },
  {
    id: 'rabo',
    name: 'Rabobank',
    ibanCode: 'RABO',
    bic: 'RABONL2U',
    demoIban: 'NL39RABO0300065264',
    color: '#1b2f7a',
    textColor: '#ffffff',
    initials: 'RB',
  },
  {
    id: 'sns',
    name: 'SNS',
    ibanCode: 'SNSB',
    bic: 'SNSBNL2A',
    demoIban: 'NL61SNSB0987654321',
    color: '#5b2a86',
    textColor: '#ffffff',
    initials: 'SN',
  },
  {
    id: 'bunq',
    name: 'bunq',
    ibanCode: 'BUNQ',
    bic: 'BUNQNL2A',
    demoIban: 'NL16BUNQ2034567890',
    color: '#2f9e44',
    textColor: '#ffffff',
    initials: 'bq',
  },
  {
    id: 'knab',
    name: 'Knab',
    ibanCode: 'KNAB',
    bic: 'KNABNL2H',
    demoIban: 'NL87KNAB0712345678',
    color: '#0d2c54',
    textColor: '#ffffff',
    initials: 'KN',
  },
  {
    id: 'triod',
    name: 'Triodos Bank',
    ibanCode: 'TRIO',
    bic: 'TRIONL2U',
    demoIban: 'NL49TRIO0390123456',
    color: '#2d6a4f',
    textColor: '#ffffff',
    initials: 'TB',
  },
  {
    id: 'regio',
    name: 'RegioBank',
    ibanCode: 'RBRB',
    bic: 'RBRBNL21',
    demoIban: 'NL07RBRB0612345678',
    color: '#c2185b',
    textColor: '#ffffff',
    initials: 'RE',
  },
];

export function isBankId(value: unknown): value is BankId {
  return typeof value === 'string' && (BANK_IDS as readonly string[]).includes(value);
}

export function findBank(id: string | null | undefined): Bank | undefined {
  return BANKS.find((bank) => bank.id === id);
}

/** Spec §5: bank search is case-insensitive on id or name. An empty query keeps every bank. */
export function filterBanks<T extends { id: string; name: string }>(banks: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...banks];
  return banks.filter(
    (bank) => bank.id.toLowerCase().includes(needle) || bank.name.toLowerCase().includes(needle),
  );
}
