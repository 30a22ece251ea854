// The error codes of the vehicle, RDW and CO2 endpoints and the Dutch text a person reads for each.
// Spec texts ('Kenteken ontbreekt', 'Kenteken niet gevonden.') word for word. No zod here.

export const vehicleErrorMessages = {
  missing_plate: 'Kenteken ontbreekt',
  invalid_plate: 'Dit is geen geldig Nederlands kenteken.',
  plate_not_found: 'Kenteken niet gevonden.',
  rdw_unavailable: 'Het kentekenregister van de RDW is nu niet bereikbaar. Probeer het zo opnieuw.',
  vehicle_exists: 'Dit voertuig staat al in je lijst.',
  vehicle_not_found: 'Voertuig niet gevonden.',
  log_not_found: 'Deze registratie bestaat niet (meer).',
  card_log_locked:
    'Deze tankbeurt komt van je tankpas: liters, bedrag, prijs, datum, station en brandstof staan vast. Kilometerstand, doel en notitie kun je aanpassen.',
  log_already_linked: 'Aan deze tankbeurt van je tankpas is al een andere tankbeurt gekoppeld.',
  odometer_too_low: 'De kilometerstand is lager dan een eerdere stand van dit voertuig.',
  odometer_too_high: 'De kilometerstand is hoger dan een latere stand van dit voertuig.',
  amounts_missing: 'Vul minstens twee van liters, prijs per liter en totaalbedrag in.',
  amounts_inconsistent: 'Liters × prijs per liter komt niet overeen met het totaalbedrag.',
  date_in_future: 'De datum ligt in de toekomst.',
  invalid_period: 'De einddatum ligt vóór de begindatum.',
  period_incomplete: 'Kies zowel een begin- als een einddatum.',
  period_too_long: 'Kies een periode van hooguit twee jaar.',
  business_only: 'De WPM-export is er voor zakelijke accounts.',
  no_factor_list: 'Er is geen lijst met CO2-emissiefactoren geladen.',
} as const;

export type VehicleErrorCode = keyof typeof vehicleErrorMessages;

/** Web texts of spec §8 for the vehicle screens. */
export const vehicleUiMessages = {
  odometerFailed: 'Odometer loggen mislukt',
  fuelFailed: 'Tankbeurt loggen mislukt',
  loadFailed: 'Ophalen mislukt',
} as const;
