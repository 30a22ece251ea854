import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  type ErrorCode,
  genericFailureMessage,
  isErrorCode,
  messageFor,
  networkErrorMessage,
  statusFor,
} from './error-codes.ts';

const entries = Object.entries(errorCatalogue) as [ErrorCode, { status: number; message: string }][];

/** Words that give away an English text a Dutch person would read. */
const ENGLISH = /\b(the|not|found|error|invalid|please|request|failed|unknown)\b/i;

describe('the error catalogue', () => {
  it.each(entries)('%s has an error status and a Dutch text', (code, { status, message }) => {
    expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
    expect(Number.isInteger(status) && status >= 400 && status < 600).toBe(true);
    expect(message.trim()).toBe(message);
    expect(message.length).toBeGreaterThan(0);
    expect(message).not.toBe(code);
    expect(message).not.toMatch(ENGLISH);
  });

  it('holds the texts of spec §8 word for word', () => {
    expect(messageFor('invalid_login')).toBe('E-mailadres of wachtwoord klopt niet.');
    expect(messageFor('missing_credentials')).toBe('Vul je e-mailadres en wachtwoord in.');
    expect(messageFor('forbidden')).toBe('Je hebt geen toegang tot deze pagina.');
    expect(messageFor('unauthorized')).toBe('Niet geautoriseerd. Controleer je inloggegevens.');
    expect(messageFor('not_found')).toBe('Service niet gevonden. Neem contact op als dit blijft gebeuren.');
    expect(messageFor('server_error')).toBe('Tijdelijk serverprobleem. Probeer het zo opnieuw.');
    expect(messageFor('card_not_active')).toBe('Kies eerst een actieve pas op de Wallet-pagina.');
    expect(messageFor('missing_plate')).toBe('Kenteken ontbreekt');
  });

  it('gives each code its status, and a text for any code, the network failure and the unknown', () => {
    expect(statusFor('not_found')).toBe(404);
    expect(statusFor('idempotency_key_reused')).toBe(422);
    expect(statusFor('rdw_unavailable')).toBe(503);
    expect(messageFor('network_error')).toBe(networkErrorMessage);
    expect(messageFor('onbekend')).toBe(genericFailureMessage);
    expect(isErrorCode('conflict')).toBe(true);
    expect(isErrorCode('network_error')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
