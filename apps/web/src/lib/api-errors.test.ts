import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorText, fieldIssues, hasStatus, isNetworkError } from './api-errors.ts';

const refused = new ApiError({
  status: 409,
  code: 'card_blocked',
  message: 'Deze pas is geblokkeerd en kan niet actief worden.',
  issues: [{ path: 'card_id', message: 'Kies een andere pas.' }],
});
const serverFault = new ApiError({ status: 500, code: 'server_error', message: 'x' });
const offline = new ApiError({ status: 0, code: 'network_error', message: 'Kan geen verbinding maken.' });

describe('errorText', () => {
  it('gives the headline and the reason, the reason alone, or the fallback', () => {
    expect(errorText(serverFault, { headline: 'Ophalen mislukt' })).toBe(
      'Ophalen mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    );
    expect(errorText(offline)).toBe('Kan geen verbinding maken met de server.');
    expect(errorText(new Error('stack'), { fallback: 'Zoeken mislukt' })).toBe('Zoeken mislukt');
    expect(errorText(new Error('stack'), { headline: 'Opslaan mislukt' })).toBe('Opslaan mislukt');
  });

  it('gives a reason for refusals only, joined as a sentence, when asked', () => {
    const options = { headline: 'Kon actieve pas niet wijzigen', joiner: '. ', reasons: 'refusals' } as const;
    expect(errorText(refused, options)).toBe(
      'Kon actieve pas niet wijzigen. Deze pas is geblokkeerd en kan niet actief worden.',
    );
    expect(errorText(serverFault, options)).toBe('Kon actieve pas niet wijzigen');
    expect(errorText(offline, { fallback: 'Koppelen mislukt', reasons: 'refusals' })).toBe(
      'Koppelen mislukt',
    );
    expect(errorText(refused, { fallback: 'Mislukt', reasons: 'none' })).toBe('Mislukt');
  });

  it("gives the catalogue's text for a code the server sent without one", () => {
    const bare = new ApiError({ status: 429, code: 'rate_limited', message: 'rate_limited' });
    expect(errorText(bare, { headline: 'Inloggen mislukt' })).toBe(
      'Inloggen mislukt: Te veel pogingen. Wacht even en probeer het opnieuw.',
    );
    expect(errorText(new ApiError({ status: 418, code: 'iets_nieuws', message: '' }))).toBe(
      'Actie mislukt. Probeer het opnieuw.',
    );
  });

  it("uses the screen's own text for a code", () => {
    const codes = { card_blocked: 'Geblokkeerd.' };
    expect(errorText(refused, { codes, headline: 'Mislukt' })).toBe('Geblokkeerd.');
    expect(errorText(new ApiError({ status: 400, code: 'toString', message: 'Nee.' }), { codes })).toBe(
      'Nee.',
    );
  });

  it("speaks the login form's catalogue", () => {
    expect(
      errorText(new ApiError({ status: 401, code: 'invalid_login', message: 'x' }), { auth: true }),
    ).toBe('E-mailadres of wachtwoord klopt niet.');
  });
});

describe('the status helpers', () => {
  it('tell a dropped connection and a status apart', () => {
    expect(isNetworkError(offline)).toBe(true);
    expect(isNetworkError(serverFault)).toBe(false);
    expect(hasStatus(refused, 404, 409)).toBe(true);
    expect(hasStatus(new Error('x'), 0)).toBe(false);
    expect(fieldIssues(refused)).toEqual({ card_id: 'Kies een andere pas.' });
  });
});
