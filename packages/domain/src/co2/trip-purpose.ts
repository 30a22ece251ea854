// Every odometer reading and fuel log says what the kilometres were for; the WPM export counts only
// business (zakelijk) and commuting (woon-werk). No zod here.

export const TRIP_PURPOSES = ['zakelijk', 'woon-werk', 'privé'] as const;
export type TripPurpose = (typeof TRIP_PURPOSES)[number];

export const tripPurposeLabels: Record<TripPurpose, string> = {
  zakelijk: 'Zakelijk',
  'woon-werk': 'Woon-werk',
  privé: 'Privé',
};

/** A consumer drives privately unless told otherwise, a business account on business. */
export function defaultTripPurpose(accountType: 'consumer' | 'business'): TripPurpose {
  return accountType === 'business' ? 'zakelijk' : 'privé';
}

const ALIASES: Record<string, TripPurpose> = {
  zakelijk: 'zakelijk',
  woonwerk: 'woon-werk',
  privé: 'privé',
  prive: 'privé',
};

/** Reads 'woon-werk', 'Woon werk', 'prive' and 'Privé' alike; undefined when it is none of the three. */
export function normalizeTripPurpose(value: string): TripPurpose | undefined {
  return ALIASES[
    value
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, '')
  ];
}
