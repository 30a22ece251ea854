import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message.ts';
import { messageFor } from './error-codes.ts';

describe('authErrorMessage (spec §8, login/signup)', () => {
  it.each([
    [{ code: 'invalid_login', status: 401 }, 'E-mailadres of wachtwoord klopt niet.'],
    [{ code: 'missing_credentials', status: 400 }, 'Vul je e-mailadres en wachtwoord in.'],
    [{ code: 'missing_fields', status: 400 }, 'Vul je e-mailadres en wachtwoord in.'],
    [{ code: 'forbidden', status: 403 }, 'Je hebt geen toegang tot deze pagina.'],
    [
      { code: 'account_blocked', status: 403 },
      'Dit account is geblokkeerd. Neem contact met ons op via de contactpagina als je denkt dat dit niet klopt.',
    ],
    [{ code: 'unauthorized', status: 401 }, 'Niet geautoriseerd. Controleer je inloggegevens.'],
    [{ status: 404 }, 'Service niet gevonden. Neem contact op als dit blijft gebeuren.'],
    [{ code: 'server_error', status: 500 }, 'Tijdelijk serverprobleem. Probeer het zo opnieuw.'],
    [{ status: 502 }, 'Tijdelijk serverprobleem. Probeer het zo opnieuw.'],
    [{ code: 'network_error' }, 'Kan geen verbinding maken met de server.'],
    [{ code: 'failed' }, 'Kan geen verbinding maken met de server.'],
    [
      { code: 'email_taken', status: 409, message: 'Er bestaat al een account met dit e-mailadres.' },
      'Er bestaat al een account met dit e-mailadres.',
    ],
    [{ code: 'iets_anders', status: 418 }, 'Actie mislukt. Probeer het opnieuw.'],
  ])('%j → %s', (failure, text) => {
    expect(authErrorMessage(failure)).toBe(text);
  });
});

describe('messageFor', () => {
  it('knows every code and falls back to the generic text', () => {
    expect(messageFor('rate_limited')).toBe('Te veel pogingen. Wacht even en probeer het opnieuw.');
    expect(messageFor('onbekend')).toBe('Actie mislukt. Probeer het opnieuw.');
  });
});
