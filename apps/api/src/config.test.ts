import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, demoFeatures, loadConfig as load, startNotices } from './config.ts';

// Secrets given, so no test writes a secrets file into the working directory; the secrets tests below use
// data folders of their own.
const SECRETS = {
  CARD_HASH_KEY: 'test-card-hash-key-of-at-least-32-characters',
  WALLET_LINK_SECRET: 'test-wallet-link-secret-of-at-least-32-characters',
  VAPID_PRIVATE_KEY: 's0ArfuwwLlc5PbmQKGJ5l-WOkYyy75ymx9MU8xHSWBg',
};
const VAPID_PUBLIC_KEY =
  'BKPTo7DagsfRNJAVsa4UBmNo3-mVpELxXkYv5L0Qm_3m0vaumYbIBn2w42x4QfH7bZH-5be5ZTS0DHBPqVxmhqg';
const loadConfig = (env: Record<string, string | undefined>) => load({ ...SECRETS, ...env });

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fuellinq-config-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

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
  it('has no wallets by default', () => {
    const config = loadConfig({});
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

describe('payments configuration', () => {
  const key = `test_${'a1B2c3D4e5'.repeat(3)}`;

  it('uses the sandbox without a Mollie key, and Mollie with one', () => {
    expect(loadConfig({}).paymentsProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).paymentsProvider).toBe('sandbox');
    const mollie = loadConfig({ MOLLIE_API_KEY: key });
    expect(mollie.paymentsProvider).toBe('mollie');
    expect(mollie.MOLLIE_API_ENDPOINT).toBe('https://api.mollie.com/v2/');
    expect(loadConfig({ MOLLIE_API_KEY: key, PAYMENTS_PROVIDER: 'sandbox' }).paymentsProvider).toBe(
      'sandbox',
    );
  });

  it('is off in production without a Mollie key, unless the sandbox is asked for by name', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).paymentsProvider).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: key }).paymentsProvider).toBe('mollie');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' }).paymentsProvider).toBe(
      'sandbox',
    );
  });

  it('stops on Mollie without a key, a key that is not one, or an endpoint without https', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'mollie' })).toThrow(
      /MOLLIE_API_KEY: required with PAYMENTS_PROVIDER=mollie/,
    );
    expect(() => loadConfig({ MOLLIE_API_KEY: 'sk_live_123' })).toThrow(
      /MOLLIE_API_KEY: must be a Mollie API key/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/PAYMENTS_PROVIDER:/);
    expect(() => loadConfig({ MOLLIE_API_ENDPOINT: 'http://127.0.0.1:3160/v2/' })).toThrow(
      /MOLLIE_API_ENDPOINT: must be an https:\/\/ address/,
    );
  });
});

describe('secrets', () => {
  it('has no built-in value: unset, each is generated once, kept in the data folder (0600) and reused', () => {
    const folder = dataDir();
    const first = load({ DATA_DIR: folder });
    expect(first.generatedSecrets).toEqual(['CARD_HASH_KEY', 'WALLET_LINK_SECRET', 'VAPID_PRIVATE_KEY']);
    expect(first.CARD_HASH_KEY.length).toBeGreaterThanOrEqual(32);
    expect(first.WALLET_LINK_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.CARD_HASH_KEY).not.toBe(first.WALLET_LINK_SECRET);
    const file = path.join(folder, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      CARD_HASH_KEY: first.CARD_HASH_KEY,
      WALLET_LINK_SECRET: first.WALLET_LINK_SECRET,
      VAPID_PRIVATE_KEY: first.vapid?.privateKey,
    });
    // Web Push's key is a P-256 key pair: the browsers get its public half.
    expect(first.vapid?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);

    const restarted = load({ DATA_DIR: folder });
    expect(restarted.CARD_HASH_KEY).toBe(first.CARD_HASH_KEY);
    expect(restarted.WALLET_LINK_SECRET).toBe(first.WALLET_LINK_SECRET);
    expect(restarted.vapid).toEqual(first.vapid);

    const elsewhere = load({ DATA_DIR: dataDir() });
    expect(elsewhere.CARD_HASH_KEY).not.toBe(first.CARD_HASH_KEY);
    expect(elsewhere.WALLET_LINK_SECRET).not.toBe(first.WALLET_LINK_SECRET);
    expect(elsewhere.vapid?.publicKey).not.toBe(first.vapid?.publicKey);
  });

  it('uses a configured secret and generates only the missing one', () => {
    const config = load({ DATA_DIR: dataDir(), WALLET_LINK_SECRET: SECRETS.WALLET_LINK_SECRET });
    expect(config.WALLET_LINK_SECRET).toBe(SECRETS.WALLET_LINK_SECRET);
    expect(config.generatedSecrets).toEqual(['CARD_HASH_KEY', 'VAPID_PRIVATE_KEY']);
  });

  it('adds a missing secret to a kept file without changing the others', () => {
    const folder = dataDir();
    const before = load({ DATA_DIR: folder, VAPID_PRIVATE_KEY: SECRETS.VAPID_PRIVATE_KEY });
    expect(before.generatedSecrets).toEqual(['CARD_HASH_KEY', 'WALLET_LINK_SECRET']);
    const after = load({ DATA_DIR: folder });
    expect(after.CARD_HASH_KEY).toBe(before.CARD_HASH_KEY);
    expect(after.WALLET_LINK_SECRET).toBe(before.WALLET_LINK_SECRET);
    expect(after.vapid?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(after.vapid?.privateKey).not.toBe(SECRETS.VAPID_PRIVATE_KEY);
  });

  it('derives the VAPID public key, checks a given one, and takes a subject', () => {
    expect(loadConfig({}).vapid).toEqual({
      privateKey: SECRETS.VAPID_PRIVATE_KEY,
      publicKey: VAPID_PUBLIC_KEY,
      subject: 'mailto:no-reply@fuellinq.nl',
    });
    expect(loadConfig({ VAPID_PUBLIC_KEY }).vapid?.publicKey).toBe(VAPID_PUBLIC_KEY);
    expect(loadConfig({ COMPANY_EMAIL: 'hallo@fuellinq.nl' }).vapid?.subject).toBe(
      'mailto:hallo@fuellinq.nl',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'https://fuellinq.nl/contact' }).vapid?.subject).toBe(
      'https://fuellinq.nl/contact',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: `BA${VAPID_PUBLIC_KEY.slice(2)}` })).toThrow(
      /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(() =>
      load({ DATA_DIR: dataDir(), CARD_HASH_KEY: SECRETS.CARD_HASH_KEY, VAPID_PUBLIC_KEY }),
    ).toThrow(/VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'kort' })).toThrow(/VAPID_PRIVATE_KEY: must be a P-256/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'fuellinq.nl' })).toThrow(/VAPID_SUBJECT: must be mailto/);
  });

  it('stops a production start on a PostgreSQL server without them, naming each variable', () => {
    const start = () =>
      load({ DATA_DIR: dataDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db/fuellinq' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/CARD_HASH_KEY: required in production with DATABASE_URL/);
    expect(start).toThrow(/WALLET_LINK_SECRET: required in production with DATABASE_URL/);
    expect(() =>
      load({ ...SECRETS, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/fuellinq' }),
    ).not.toThrow();
  });

  it('turns Web Push off, not the start, on a production PostgreSQL server without its key', () => {
    const folder = dataDir();
    const config = load({
      DATA_DIR: folder,
      CARD_HASH_KEY: SECRETS.CARD_HASH_KEY,
      WALLET_LINK_SECRET: SECRETS.WALLET_LINK_SECRET,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/fuellinq',
    });
    expect(config.vapid).toBeNull();
    expect(config.generatedSecrets).toEqual([]);
    expect(() => statSync(path.join(folder, 'secrets.json'))).toThrow();
    expect(startNotices(config)).toContainEqual({
      level: 'warn',
      message: expect.stringMatching(/^Web Push is off: VAPID_PRIVATE_KEY is not set/),
    });
  });
});

describe('demo features: a production start never runs demo money', () => {
  const production = { NODE_ENV: 'production' };
  const productionOnServer = { ...production, DATABASE_URL: 'postgres://db/fuellinq' };

  it('are all off in production by default, on the embedded database and on a PostgreSQL server alike', () => {
    for (const env of [production, productionOnServer]) {
      const config = loadConfig(env);
      expect(config.SEED_DEMO).toBe(false);
      expect(config.PUMP_SIMULATOR).toBe(false);
      expect(config.paymentsProvider).toBeNull();
      expect(demoFeatures(config)).toEqual([]);
    }
  });

  it('are switched on in production each by its own setting, and by nothing else', () => {
    for (const env of [production, productionOnServer]) {
      expect(demoFeatures(loadConfig({ ...env, SEED_DEMO: '1' }))).toEqual(['SEED_DEMO']);
      expect(demoFeatures(loadConfig({ ...env, PAYMENTS_PROVIDER: 'sandbox' }))).toEqual([
        'PAYMENTS_PROVIDER=sandbox',
      ]);
      expect(demoFeatures(loadConfig({ ...env, PUMP_SIMULATOR: '1' }))).toEqual(['PUMP_SIMULATOR']);
      expect(
        demoFeatures(
          loadConfig({ ...env, SEED_DEMO: '1', PAYMENTS_PROVIDER: 'sandbox', PUMP_SIMULATOR: 'yes' }),
        ),
      ).toEqual(['SEED_DEMO', 'PAYMENTS_PROVIDER=sandbox', 'PUMP_SIMULATOR']);
    }
  });

  it('are all on for a development start (npm start), whatever the database, and can be turned off', () => {
    for (const env of [{}, { NODE_ENV: 'development', DATABASE_URL: 'postgres://db/fuellinq' }]) {
      expect(demoFeatures(loadConfig(env))).toEqual([
        'SEED_DEMO',
        'PAYMENTS_PROVIDER=sandbox',
        'PUMP_SIMULATOR',
      ]);
    }
    const quiet = loadConfig({ SEED_DEMO: '0', PUMP_SIMULATOR: '0', PAYMENTS_PROVIDER: 'sandbox' });
    expect(demoFeatures(quiet)).toEqual(['PAYMENTS_PROVIDER=sandbox']);
  });

  it('leave the pump to the test that wants it, in tests', () => {
    expect(demoFeatures(loadConfig({ NODE_ENV: 'test' }))).toEqual([
      'SEED_DEMO',
      'PAYMENTS_PROVIDER=sandbox',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', PUMP_SIMULATOR: '1' }).PUMP_SIMULATOR).toBe(true);
  });

  it('are named in the log at start, with the kind of start and whether payments are off', () => {
    const messages = (env: Record<string, string>) =>
      startNotices(loadConfig(env)).map((notice) => `${notice.level}: ${notice.message}`);
    expect(messages({})).toEqual([
      expect.stringMatching(/^info: development start .*npm run start:production/),
      'info: DEMO MODE, no real money moves (on: SEED_DEMO, PAYMENTS_PROVIDER=sandbox, PUMP_SIMULATOR); ' +
        'every page says "Demo-omgeving: er gaat geen echt geld om"',
    ]);
    expect(messages(production)).toEqual([
      'info: no demo features: no demo accounts, sandbox payments or pump simulator',
      // Issue 29 §2: the company's own details are not configured here (modules/health/company.test.ts).
      expect.stringMatching(/^warn: company details not configured \(COMPANY_NAME, /),
      expect.stringMatching(/^warn: payments are off: .*503/),
    ]);
    expect(messages({ ...production, PUMP_SIMULATOR: '1' })).toEqual([
      expect.stringMatching(/^warn: DEMO MODE, no real money moves \(on: PUMP_SIMULATOR\)/),
      expect.stringMatching(/^warn: company details not configured/),
      expect.stringMatching(/^warn: payments are off/),
    ]);
  });
});
