/**
 * Every error code the API answers with, and the Dutch text a person reads for it.
 * The texts in quotes in spec §8 are binding; the others follow its tone.
 */
export const errorMessages = {
  validation_error: 'Controleer de invoer en probeer het opnieuw.',
  missing_fields: 'Vul alle verplichte velden in.',
  missing_credentials: 'Vul je e-mailadres en wachtwoord in.',
  invalid_json: 'De aanvraag is geen geldige JSON.',
  unsupported_media_type: 'Dit type inhoud wordt niet ondersteund. Stuur JSON.',
  payload_too_large: 'De aanvraag is te groot.',
  invalid_login: 'E-mailadres of wachtwoord klopt niet.',
  account_blocked:
    'Dit account is geblokkeerd. Neem contact met ons op via de contactpagina als je denkt dat dit niet klopt.',
  last_admin: 'Er moet minstens één actieve beheerder overblijven. Maak eerst iemand anders beheerder.',
  unauthorized: 'Niet geautoriseerd. Controleer je inloggegevens.',
  forbidden: 'Je hebt geen toegang tot deze pagina.',
  not_found: 'Service niet gevonden. Neem contact op als dit blijft gebeuren.',
  method_not_allowed: 'Deze actie is hier niet toegestaan.',
  conflict: 'Dit bestaat al of is intussen gewijzigd.',
  email_taken: 'Er bestaat al een account met dit e-mailadres.',
  invalid_reset_token: 'Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.',
  rate_limited: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  server_error: 'Tijdelijk serverprobleem. Probeer het zo opnieuw.',
  unavailable: 'De dienst is tijdelijk niet beschikbaar. Probeer het zo opnieuw.',
  /** 503 while no payment provider is set up (a production start without Mollie or the sandbox). */
  payments_unavailable: 'Betalen is hier nog niet ingeschakeld, dus opwaarderen en betalen kan nu niet.',
  network_error: 'Kan geen verbinding maken met de server.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** The spec's fallback for an action that failed without a better text. */
export const genericFailureMessage = 'Actie mislukt. Probeer het opnieuw.';

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorMessages, value);
}

export function messageFor(code: string): string {
  return isErrorCode(code) ? errorMessages[code] : genericFailureMessage;
}
