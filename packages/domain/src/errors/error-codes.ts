import { bankMessages } from '../bank/bank-messages.ts';
import { ibanProblemMessage } from '../bank/iban.ts';
import { billingMessages } from '../billing/billing-rules.ts';
import { cardErrors } from '../cards/card-rules.ts';
import { codeMessages } from '../codes/code-rules.ts';
import { sitePageMessages } from '../site-pages/site-page-rules.ts';
import { vehicleErrorMessages as vehicle } from '../vehicles/vehicle-messages.ts';
import { walletErrors } from '../wallet/wallet-messages.ts';

const insufficientBalance = 'Je saldo is niet hoog genoeg. Waardeer eerst op.';

/**
 * Every error code the API answers with: its HTTP status and the Dutch text a person reads for it. The
 * one place for both: `AppError` takes its status from here, the error handler sends nothing else, and the
 * web shows these texts for a code that came without one. The texts in quotes in spec §8 are binding; the
 * others follow its tone. A text a screen also shows by a feature's name is written once: here (the
 * feature's contract names it), or in a plain messages file the screens read (named here).
 * A throw may say more than its code's text (which refuel, which invoice), with a text from the domain.
 */
export const errorCatalogue = {
  // The request itself
  validation_error: { status: 400, message: 'Controleer de invoer en probeer het opnieuw.' },
  missing_fields: { status: 400, message: 'Vul alle verplichte velden in.' },
  invalid_json: { status: 400, message: 'De aanvraag is geen geldige JSON.' },
  unsupported_media_type: { status: 415, message: 'Dit type inhoud wordt niet ondersteund. Stuur JSON.' },
  payload_too_large: { status: 413, message: 'De aanvraag is te groot.' },
  /** A multipart upload that cannot be read (no boundary, cut off halfway). */
  broken_upload: {
    status: 400,
    message: 'Het bestand is niet goed aangekomen. Kies het opnieuw en probeer het nog eens.',
  },
  not_found: { status: 404, message: 'Service niet gevonden. Neem contact op als dit blijft gebeuren.' },
  method_not_allowed: { status: 405, message: 'Deze actie is hier niet toegestaan.' },
  conflict: { status: 409, message: 'Dit bestaat al of is intussen gewijzigd.' },
  rate_limited: { status: 429, message: 'Te veel pogingen. Wacht even en probeer het opnieuw.' },
  server_error: { status: 500, message: 'Tijdelijk serverprobleem. Probeer het zo opnieuw.' },
  unavailable: { status: 503, message: 'De dienst is tijdelijk niet beschikbaar. Probeer het zo opnieuw.' },
  idempotency_in_progress: {
    status: 409,
    message: 'Deze aanvraag wordt nog verwerkt. Probeer het zo opnieuw.',
  },
  idempotency_key_reused: { status: 422, message: 'Deze Idempotency-Key hoort bij een andere aanvraag.' },

  // Who is asking
  unauthorized: { status: 401, message: 'Niet geautoriseerd. Controleer je inloggegevens.' },
  forbidden: { status: 403, message: 'Je hebt geen toegang tot deze pagina.' },
  missing_credentials: { status: 400, message: 'Vul je e-mailadres en wachtwoord in.' },
  invalid_login: { status: 401, message: 'E-mailadres of wachtwoord klopt niet.' },
  account_blocked: {
    status: 403,
    message:
      'Dit account is geblokkeerd. Neem contact met ons op via de contactpagina als je denkt dat dit niet klopt.',
  },
  email_taken: { status: 409, message: 'Er bestaat al een account met dit e-mailadres.' },
  invalid_reset_token: {
    status: 400,
    message: 'Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.',
  },
  invalid_password: { status: 400, message: 'Dit wachtwoord klopt niet. Je account is niet verwijderd.' },
  last_admin: {
    status: 409,
    message: 'Er moet minstens één actieve beheerder overblijven. Maak eerst iemand anders beheerder.',
  },
  self_block: { status: 409, message: 'Je kunt je eigen account niet blokkeren.' },

  // Money
  insufficient_balance: { status: 409, message: insufficientBalance },
  /** A refuel that waits for its top-up cannot be confirmed yet. */
  awaiting_top_up: { status: 409, message: insufficientBalance },
  no_mandate: { status: 409, message: 'Koppel eerst automatisch opwaarderen via een eerste betaling.' },
  payment_done: { status: 409, message: 'Deze betaling is al afgerond.' },
  /** 503 while no payment provider is set up (a production start without Mollie or the sandbox). */
  payments_unavailable: {
    status: 503,
    message: 'Betalen is hier nog niet ingeschakeld, dus opwaarderen en betalen kan nu niet.',
  },
  checkout_failed: { status: 409, message: billingMessages.checkoutFailed },
  no_subscription: { status: 404, message: billingMessages.noSubscription },
  subscription_ended: { status: 409, message: billingMessages.subscriptionEnded },
  already_refunded: { status: 409, message: billingMessages.alreadyRefunded },
  unknown_reward: { status: 400, message: 'Deze beloning bestaat niet.' },
  not_enough_points: { status: 409, message: 'Je hebt niet genoeg punten voor deze beloning.' },

  // Cards, bank and wallet
  no_active_card: { status: 404, message: cardErrors.no_active_card },
  card_limit: { status: 409, message: cardErrors.card_limit },
  card_blocked: { status: 409, message: cardErrors.card_blocked },
  bank_not_linked: { status: 409, message: cardErrors.bank_not_linked },
  invalid_iban: { status: 400, message: ibanProblemMessage('format') },
  invalid_state: { status: 400, message: bankMessages.invalidState },
  bank_link_expired: { status: 400, message: bankMessages.expired },
  wallet_not_configured: { status: 503, message: walletErrors.wallet_not_configured },
  link_expired: { status: 410, message: walletErrors.link_expired },
  link_revoked: { status: 410, message: walletErrors.link_revoked },

  // Refuels
  card_not_active: { status: 409, message: 'Kies eerst een actieve pas op de Wallet-pagina.' },
  fuel_not_sold: { status: 400, message: 'Deze brandstof is hier niet te tanken.' },
  not_open: { status: 409, message: 'Deze transactie is al afgerond.' },
  already_fuelling: { status: 409, message: 'De pomp is vrijgegeven: annuleren kan niet meer.' },
  not_confirmed: { status: 409, message: 'De bestuurder heeft deze tankbeurt nog niet bevestigd.' },
  not_completed: { status: 409, message: 'Een bon is er pas als de tankbeurt klaar is.' },
  amount_mismatch: { status: 400, message: 'Liters × prijs per liter komt niet overeen met het bedrag.' },
  over_reservation: { status: 409, message: 'Het bedrag is hoger dan de reservering.' },
  completed_differently: { status: 409, message: 'Deze transactie is al afgerond met andere gegevens.' },
  price_mismatch: {
    status: 409,
    message:
      'De prijs per liter is niet de prijs die dit station voor deze brandstof aangeeft (bij de start of nu).',
  },
  too_many_liters: {
    status: 409,
    message: 'Er zijn meer liters gemeld dan de reservering bij deze prijs toelaat.',
  },
  refuel_in_progress: {
    status: 409,
    message:
      'Je bent nu aan het tanken. Verwijder je account zodra de tankbeurt klaar is; je account is niet verwijderd.',
  },

  // Vehicles, logbook and CO2
  missing_plate: { status: 400, message: vehicle.missing_plate },
  invalid_plate: { status: 400, message: vehicle.invalid_plate },
  plate_not_found: { status: 404, message: vehicle.plate_not_found },
  rdw_unavailable: { status: 503, message: vehicle.rdw_unavailable },
  vehicle_exists: { status: 409, message: vehicle.vehicle_exists },
  vehicle_not_found: { status: 404, message: vehicle.vehicle_not_found },
  log_not_found: { status: 404, message: vehicle.log_not_found },
  card_log_locked: { status: 409, message: vehicle.card_log_locked },
  log_already_linked: { status: 409, message: vehicle.log_already_linked },
  odometer_too_low: { status: 400, message: vehicle.odometer_too_low },
  odometer_too_high: { status: 400, message: vehicle.odometer_too_high },
  amounts_missing: { status: 400, message: vehicle.amounts_missing },
  amounts_inconsistent: { status: 400, message: vehicle.amounts_inconsistent },
  date_in_future: { status: 400, message: vehicle.date_in_future },
  unknown_station: { status: 400, message: 'Dit tankstation kennen we niet.' },
  invalid_period: { status: 400, message: vehicle.invalid_period },
  period_incomplete: { status: 400, message: vehicle.period_incomplete },
  period_too_long: { status: 400, message: vehicle.period_too_long },
  business_only: { status: 403, message: vehicle.business_only },
  no_factor_list: { status: 503, message: vehicle.no_factor_list },

  // Partners and content
  brand_not_granted: {
    status: 403,
    message:
      'Dit merk is niet aan jouw account toegekend. Vraag FuelLinq om het toe te voegen; tot dan is je station onafhankelijk.',
  },
  not_a_partner: { status: 409, message: 'Dit account is geen partner.' },
  slug_taken: { status: 409, message: sitePageMessages.slugTaken },

  // Codes at the counter (a pass's QR code, a reward code)
  unknown_code: { status: 404, message: codeMessages.unknownCode },
  code_used: { status: 409, message: codeMessages.codeUsed },
  code_not_redeemable: { status: 400, message: codeMessages.passNotRedeemable },
  not_your_station: { status: 403, message: codeMessages.notYourStation },
  station_inactive: { status: 409, message: codeMessages.stationInactive },
  reward_not_offered: { status: 403, message: codeMessages.rewardNotOffered },
  // Organisations (fleets): members, invitations, cost centres
  org_business_only: {
    status: 403,
    message:
      'Alleen een zakelijk account kan een organisatie aanmaken. Neem contact met ons op om je account zakelijk te maken.',
  },
  last_owner: {
    status: 409,
    message: 'Een organisatie houdt minstens één eigenaar. Maak eerst iemand anders eigenaar.',
  },
  member_not_found: { status: 404, message: 'Deze persoon is geen lid van deze organisatie.' },
  already_member: { status: 409, message: 'Je bent al lid van deze organisatie.' },
  invitation_not_found: { status: 404, message: 'Deze uitnodiging bestaat niet. Controleer de link.' },
  invitation_used: { status: 409, message: 'Deze uitnodiging is al gebruikt.' },
  invitation_expired: {
    status: 410,
    message: 'Deze uitnodiging is verlopen. Vraag je wagenparkbeheerder om een nieuwe.',
  },
  invitation_revoked: { status: 410, message: 'Deze uitnodiging is ingetrokken.' },
  cost_centre_exists: { status: 409, message: 'Er is al een kostenplaats met deze naam.' },
  // Fleets: the rules at the pump, flags and requests for more room
  limit_exceeded: {
    status: 409,
    message:
      'Deze tankbeurt past niet binnen de regels van je zakelijke pas. Vraag je wagenparkbeheerder om meer ruimte.',
  },
  company_card_unusable: {
    status: 409,
    message: 'Deze zakelijke pas is nu niet te gebruiken: hij is gepauzeerd, geblokkeerd of niet aangezet.',
  },
  odometer_required: {
    status: 400,
    message: 'Vul de kilometerstand in: je organisatie vraagt die bij elke tankbeurt.',
  },
  odometer_confirm: {
    status: 409,
    message:
      'De kilometerstand is meer dan 3.000 km hoger dan de vorige. Klopt hij? Bevestig de stand om te tanken.',
  },
  flag_not_found: { status: 404, message: 'Deze markering bestaat niet.' },
  room_request_not_found: { status: 404, message: 'Dit verzoek om meer ruimte bestaat niet.' },
  room_request_decided: { status: 409, message: 'Over dit verzoek is al beslist.' },
  rule_profile_not_found: { status: 404, message: 'Dit regelprofiel bestaat niet.' },
  rule_profile_exists: { status: 409, message: 'Er is al een regelprofiel met deze naam.' },
  rule_station_unknown: {
    status: 400,
    message: 'Een van de gekozen stations kennen we niet. Kies de stations opnieuw uit de lijst.',
  },
  rule_brand_unknown: {
    status: 400,
    message: 'Een van de gekozen merken heeft geen stations bij ons. Kies de merken uit de lijst.',
  },
  // Fleets: company cards and their states; lost and replaced cards (private ones too)
  card_paused: { status: 409, message: 'Deze pas is gepauzeerd en kan niet actief worden.' },
  card_state: { status: 409, message: 'Dat kan niet met deze pas in zijn huidige status.' },
  card_not_blocked: {
    status: 409,
    message: 'Alleen een geblokkeerde pas kan vervangen worden. Meld hem eerst als kwijt of gestolen.',
  },
  card_already_replaced: { status: 409, message: 'Deze pas is al vervangen.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The spec's fallback for an action that failed without a better text. */
export const genericFailureMessage = 'Actie mislukt. Probeer het opnieuw.';

/**
 * The web client's own code for a request that got no answer at all (status 0); the API never sends it,
 * so it has no status and is not in the catalogue.
 */
export const networkErrorMessage = 'Kan geen verbinding maken met de server.';

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The Dutch text for a code: the catalogue's, the network failure's, or the generic one for anything else. */
export function messageFor(code: string): string {
  if (isErrorCode(code)) return errorCatalogue[code].message;
  return code === 'network_error' ? networkErrorMessage : genericFailureMessage;
}

export function statusFor(code: ErrorCode): number {
  return errorCatalogue[code].status;
}
