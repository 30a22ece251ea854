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
