// Card labels, statuses and texts (spec §3, §4, §5, §8, §9). No zod, so screens can use them directly.

export const CARD_LABEL_MAX = 40;
/** Spec §5: an empty prepaid label becomes 'Prepaid tankpas'; the onboarding card is 'Mijn tankpas'. */
export const DEFAULT_PREPAID_CARD_LABEL = 'Prepaid tankpas';
export const DEFAULT_ONBOARDING_CARD_LABEL = 'Mijn tankpas';

/** Spec §9: the prepaid card's introductory price, instead of the one-off price. */
export const PREPAID_CARD_PRICE_CENTS = 499;
export const PREPAID_CARD_REGULAR_PRICE_CENTS = 999;

/** `on_demand`: a company card the driver switches on for 30 minutes at a time (decision 024). */
export const CARD_STATUSES = ['active', 'blocked', 'paused', 'pending', 'on_demand'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A label as stored: trimmed, and the default when nothing is left. */
export function normalizeCardLabel(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return trimmed || fallback;
}

/** Spec §3: a card without a label is 'Pas #n' in lists (n counts from 1 in the list's order). */
export function cardDisplayLabel(label: string | null | undefined, position: number): string {
  const trimmed = label?.trim();
  return trimmed || `Pas #${position}`;
}

/** Spec §4: active shows no badge; blocked, paused and pending have Dutch words; other values raw. */
export function cardStatusBadge(status: string): string | null {
  switch (status) {
    case 'active':
      return null;
    case 'blocked':
      return 'geblokkeerd';
    case 'paused':
      return 'gepauzeerd';
    case 'pending':
      return 'in behandeling';
    case 'on_demand':
      return 'op aanvraag';
    default:
      return status;
  }
}

/** Spec §5 and §8: every card text of the wallet screens, word for word. */
export const cardMessages = {
  loadFailed: 'Kon passen niet ophalen',
  selectFailed: 'Kon actieve pas niet wijzigen',
  deleteFailed: 'Verwijderen mislukt',
  createFailed: 'Aanmaken mislukt',
  activeFailed: 'Kon (actieve) pas niet ophalen/uitgeven.',
  chooseFirst: 'Kies eerst een pas.',
  confirmDelete: 'Weet je zeker dat je deze pas wilt verwijderen?',
  created: 'Prepaid tankpas aangemaakt',
  selected: 'Actieve pas gewijzigd',
  deleted: 'Pas verwijderd',
} as const;

/** Errors the cards API answers with, and their Dutch texts. */
/** No account needs more cards than this; a cap keeps a script from filling the table. */
export const CARDS_PER_USER_MAX = 10;

export const cardErrors = {
  card_not_found: 'Deze pas bestaat niet (meer).',
  no_active_card: 'Je hebt nog geen actieve pas.',
  card_blocked: 'Deze pas is geblokkeerd en kan niet actief worden.',
  bank_not_linked: 'Koppel eerst je bankrekening, dan maken we je pas aan.',
  label_too_long: `De naam van een pas heeft hoogstens ${CARD_LABEL_MAX} tekens.`,
  card_limit: `Je hebt het maximum van ${CARDS_PER_USER_MAX} passen bereikt. Verwijder eerst een pas.`,
} as const;
