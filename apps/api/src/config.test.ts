import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that run the app on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'misschien'],
    ['CORS_ORIGINS', 'not a url'],
    ['PUBLIC_URL', 'localhost'],
  ])('stops on a bad %s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.nl, https://b.nl',
      SEED_DEMO: '0',
      PUBLIC_URL: 'https://fuellinq.nl/',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://a.nl', 'https://b.nl']);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.publicUrl).toBe('https://fuellinq.nl');
  });
});

describe('wallet and card configuration', () => {
  it('has development keys and no wallets by default', () => {
    const config = loadConfig({});
    expect(config.CARD_HASH_KEY.length).toBeGreaterThanOrEqual(32);
    expect(config.BANK_LINK_PROVIDER).toBe('sandbox');
    expect(config.APPLE_PASS_CERT).toBeUndefined();
    expect(config.GOOGLE_WALLET_ISSUER_ID).toBeUndefined();
  });

  it('refuses a short card hash key', () => {
    expect(() => loadConfig({ CARD_HASH_KEY: 'kort' })).toThrow(/CARD_HASH_KEY: needs at least 32/);
  });

  it('names the Apple variables that are missing when only some are set', () => {
    const load = () =>
      loadConfig({ APPLE_PASS_TYPE_ID: 'pass.nl.fuellinq.tankpas', APPLE_PASS_TEAM_ID: 'ABCDE12345' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/APPLE_PASS_CERT: required for Apple Wallet/);
    expect(load).toThrow(/APPLE_PASS_WWDR: required for Apple Wallet/);
  });

  it('names the Google variable that is missing', () => {
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT: required for Google Wallet/,
    );
  });
});
