import path from 'node:path';
import { hasValidIbanChecksum } from '@fuellinq/domain/bank/iban';
import { DEMO_BANNER_TEXT } from '@fuellinq/domain/common/demo-mode';
import { z } from 'zod';
import { missingCompanyVariables } from './lib/company-details.ts';
import {
  type GeneratedSecrets,
  SECRET_VARIABLES,
  secretsFromDataDir,
  VAPID_PRIVATE_KEY_PATTERN,
  vapidPublicKeyOf,
} from './lib/stored-secrets.ts';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()));

const secret = z.string().min(32, 'needs at least 32 characters');

/**
 * Every environment variable the server reads. The README's configuration table lists the same set;
 * a value that does not parse stops the server with a message naming the variable.
 */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  /** How long a request waits for a connection to the PostgreSQL server before it answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
  /** The longest one statement may run (server side), and the client's own limit a little after it. */
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt.default(30_000),
  /** Shared rate-limit counters for several instances (lib/limit-store.ts); without it: the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Put before every key this app writes to Redis, so several apps can share one server. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('fuellinq:'),
  /** Default: on in development and tests, off in production whatever the database (see `seedsDemoByDefault`). */
  SEED_DEMO: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  CORS_ORIGINS: commaList.default([]),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  TRUST_PROXY: booleanFlag.default(false),
  SESSION_TTL_HOURS: positiveInt.default(12),
  SESSION_REMEMBER_DAYS: positiveInt.default(30),
  RATE_LIMIT_AUTH_PER_IP: positiveInt.default(60),
  RATE_LIMIT_AUTH_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: positiveInt.default(10),
  RATE_LIMIT_LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  RATE_LIMIT_DISABLED: booleanFlag.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** How long the public station feed and search answers are reused; 0 turns the cache off. */
  STATION_CACHE_SECONDS: z.coerce.number().min(0).max(5).default(3),
  RATE_LIMIT_STATIONS_PER_IP: positiveInt.default(600),
  OFFER_IMAGE_MAX_BYTES: positiveInt.default(2_097_152),
  MAIL_FROM: z.string().min(3).default('FuelLinq <no-reply@fuellinq.nl>'),
  // Cards, bank linking and wallet passes (docs/decisions/007 and 008).
  // No built-in value: unset, they are generated once and kept in DATA_DIR/secrets.json (see loadConfig).
  CARD_HASH_KEY: secret.optional(),
  WALLET_LINK_SECRET: secret.optional(),
  BANK_LINK_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  // Web Push (docs/decisions/026-web-push.md). Unset: the key pair is generated once and kept in
  // DATA_DIR/secrets.json, except in production with DATABASE_URL, where push is then off.
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      VAPID_PRIVATE_KEY_PATTERN,
      'must be a P-256 private key in base64url, 43 characters (make a pair with: npx web-push generate-vapid-keys)',
    )
    .optional(),
  /** Only a check: the public key is derived from VAPID_PRIVATE_KEY, and must match when given. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url, 87 characters')
    .optional(),
  /** Whom a push service contacts about our messages: mailto:… or https://…; default COMPANY_EMAIL or MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be mailto:address or an https:// address')
    .optional(),
  APPLE_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, 'must look like pass.nl.example.tankpas')
    .optional(),
  APPLE_PASS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character team id')
    .optional(),
  APPLE_PASS_CERT: z.string().optional(),
  APPLE_PASS_KEY: z.string().optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_PASS_WWDR: z.string().optional(),
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .regex(/^\d{10,25}$/, 'must be the numeric issuer id')
    .optional(),
  GOOGLE_WALLET_SERVICE_ACCOUNT: z.string().optional(),
  RDW_BASE_URL: z.url().default('https://opendata.rdw.nl'),
  RDW_APP_TOKEN: z.string().optional(),
  RDW_TIMEOUT_MS: positiveInt.default(5000),
  RDW_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  RDW_RETRY_DELAY_MS: positiveInt.default(300),
  RDW_CACHE_DAYS: positiveInt.default(30),
  /** RDW lookups failing in a row that open the circuit breaker; then lookups fail at once for the cooldown. */
  RDW_BREAKER_FAILURES: positiveInt.default(5),
  RDW_BREAKER_COOLDOWN_MS: positiveInt.default(30_000),
  RATE_LIMIT_RDW_PER_MINUTE: positiveInt.default(30),
  // The prepaid balance's payments (docs/decisions/012-money.md). Unset provider: Mollie when its key is
  // set, otherwise the built-in sandbox, except in production, where payments are then off.
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'mollie']).optional(),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]{20,}$/, 'must be a Mollie API key: test_… or live_…')
    .optional(),
  MOLLIE_API_ENDPOINT: z
    .url()
    .regex(/^https:\/\//, 'must be an https:// address (the Mollie client speaks nothing else)')
    .default('https://api.mollie.com/v2/'),
  /** A PEM file: a CA to trust for MOLLIE_API_ENDPOINT besides the client's own bundled list. */
  MOLLIE_CA_FILE: z.string().optional(),
  /** How long one call to Mollie may take, its own retries included, before the caller gets a 503. */
  MOLLIE_TIMEOUT_MS: positiveInt.default(10_000),
  // FuelLinq's own details (lib/company-details.ts): the contact, terms, privacy and invoice pages and every
  // invoice's supplier. No built-in value: unset, the pages show a marked example without a bank account,
  // and a production start warns. INVOICE_SUPPLIER_* are their older names, still read.
  COMPANY_NAME: z.string().min(2).optional(),
  COMPANY_ADDRESS: z.string().min(5).optional(),
  COMPANY_KVK: z
    .string()
    .regex(/^\d{8}$/, 'must be a KvK number of 8 digits')
    .optional(),
  COMPANY_VAT_ID: z
    .string()
    .regex(/^NL\d{9}B\d{2}$/, 'must be a Dutch btw-id: NL123456789B01')
    .optional(),
  COMPANY_IBAN: z
    .string()
    .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'must be an IBAN: NL00BANK0123456789')
        .refine(hasValidIbanChecksum, 'is not a valid IBAN (its check digits do not match)'),
    )
    .optional(),
  COMPANY_PHONE: z
    .string()
    .regex(/^\+?[\d ()-]{8,20}$/, 'must be a phone number: 020 123 4567')
    .optional(),
  COMPANY_WHATSAPP: z
    .string()
    .regex(/^\+?[\d ()-]{8,20}$/, 'must be a phone number: +31 6 1234 5678')
    .optional(),
  COMPANY_EMAIL: z.email('must be an e-mail address').optional(),
  /** The office on the contact page's map: "52.3772,4.9165". */
  COMPANY_LOCATION: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/, 'must be "lat,lng": 52.3772,4.9165')
    .optional(),
  INVOICE_SUPPLIER_NAME: z.string().min(2).optional(),
  INVOICE_SUPPLIER_ADDRESS: z.string().min(5).optional(),
  INVOICE_SUPPLIER_KVK: z
    .string()
    .regex(/^\d{8}$/, 'must be a KvK number of 8 digits')
    .optional(),
  INVOICE_SUPPLIER_VAT_ID: z
    .string()
    .regex(/^NL\d{9}B\d{2}$/, 'must be a Dutch btw-id: NL123456789B01')
    .optional(),
  /** Default: on in development, off in tests and in production (see `simulatesPumpsByDefault`). */
  PUMP_SIMULATOR: booleanFlag.optional(),
  /** Keep the CBS national average pump prices current (daily job); default on, off in tests. */
  CBS_IMPORT: booleanFlag.optional(),
  /** CBS StatLine's open data (table 80416ned); tests point it at a local stand-in. */
  CBS_BASE_URL: z.url().default('https://opendata.cbs.nl'),
  CBS_TIMEOUT_MS: positiveInt.default(10_000),
});

/** Variables that only work together: one set without the others stops the server. */
const CONFIG_GROUPS: Array<{ name: string; variables: Array<keyof z.infer<typeof ConfigSchema>> }> = [
  {
    name: 'Apple Wallet',
    variables: [
      'APPLE_PASS_TYPE_ID',
      'APPLE_PASS_TEAM_ID',
      'APPLE_PASS_CERT',
      'APPLE_PASS_KEY',
      'APPLE_PASS_WWDR',
    ],
  },
  { name: 'Google Wallet', variables: ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] },
];

export type ConfigInput = z.input<typeof ConfigSchema>;
export type Config = Omit<
  z.infer<typeof ConfigSchema>,
  'SEED_DEMO' | 'PUMP_SIMULATOR' | 'CBS_IMPORT' | keyof GeneratedSecrets
> & {
  SEED_DEMO: boolean;
  PUMP_SIMULATOR: boolean;
  CBS_IMPORT: boolean;
  CARD_HASH_KEY: string;
  WALLET_LINK_SECRET: string;
  /** Web Push's keys and subject; null when push is off (production on a PostgreSQL server without keys). */
  vapid: VapidKeys | null;
  /** The secrets that were generated and kept in the data folder, not configured. */
  generatedSecrets: Array<keyof GeneratedSecrets>;
  /** Absolute folder of the data directory (PGlite, outbox). */
  dataDir: string;
  /** Where links in e-mails point: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /**
   * PAYMENTS_PROVIDER, or what MOLLIE_API_KEY implies, or the sandbox outside production. `null`: payments
   * are off (production with neither set): nothing can be paid, and no sandbox page exists.
   */
  paymentsProvider: 'sandbox' | 'mollie' | null;
};

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `FOO= npm start` falls back to the default. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const [variable, ...rest] = issue.path.map(String);
      return `  ${variable}: ${rest.length ? `item ${rest.join('.')}: ` : ''}${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const incomplete = CONFIG_GROUPS.flatMap((group) => {
    const missing = group.variables.filter((variable) => config[variable] === undefined);
    return missing.length > 0 && missing.length < group.variables.length
      ? missing.map((variable) => `  ${variable}: required for ${group.name} when the others are set`)
      : [];
  });
  if (config.PAYMENTS_PROVIDER === 'mollie' && !config.MOLLIE_API_KEY) {
    incomplete.push('  MOLLIE_API_KEY: required with PAYMENTS_PROVIDER=mollie');
  }
  if (config.VAPID_PUBLIC_KEY && !config.VAPID_PRIVATE_KEY) {
    incomplete.push('  VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY (the pair goes together)');
  }
  if (incomplete.length) throw new ConfigError(`Invalid configuration:\n${incomplete.join('\n')}`);
  const dataDir = path.resolve(config.DATA_DIR);
  const missing = SECRET_VARIABLES.filter((variable) => config[variable] === undefined);
  const productionOnServer = Boolean(config.DATABASE_URL) && config.NODE_ENV === 'production';
  // Instances on one PostgreSQL server must share their secrets, and a production server must not invent
  // its own: there, a missing secret stops the start. Web Push is the exception: without its key it is off.
  const required = missing.filter((variable) => variable !== 'VAPID_PRIVATE_KEY');
  if (required.length > 0 && productionOnServer) {
    const lines = required.map(
      (variable) =>
        `  ${variable}: required in production with DATABASE_URL (every instance needs the same value; ` +
        `make one with: openssl rand -base64 48)`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const generated = productionOnServer ? [] : missing;
  const stored = generated.length > 0 ? secretsFromDataDir(dataDir, generated) : undefined;
  const vapidPrivateKey = config.VAPID_PRIVATE_KEY ?? stored?.VAPID_PRIVATE_KEY;
  return {
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? seedsDemoByDefault(config),
    PUMP_SIMULATOR: config.PUMP_SIMULATOR ?? simulatesPumpsByDefault(config),
    // Tests talk to no outside service unless one turns it on (with CBS_BASE_URL on a local stand-in).
    CBS_IMPORT: config.CBS_IMPORT ?? config.NODE_ENV !== 'test',
    CARD_HASH_KEY: config.CARD_HASH_KEY ?? stored?.CARD_HASH_KEY ?? '',
    WALLET_LINK_SECRET: config.WALLET_LINK_SECRET ?? stored?.WALLET_LINK_SECRET ?? '',
    vapid: vapidPrivateKey ? vapidKeysOf(config, vapidPrivateKey) : null,
    generatedSecrets: generated,
    dataDir,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    paymentsProvider: paymentsProviderOf(config),
  };
}

/** The VAPID key pair and subject; a VAPID_PUBLIC_KEY that is not the private key's stops the start. */
function vapidKeysOf(
  config: Pick<
    z.infer<typeof ConfigSchema>,
    'VAPID_PUBLIC_KEY' | 'VAPID_SUBJECT' | 'COMPANY_EMAIL' | 'MAIL_FROM'
  >,
  privateKey: string,
): VapidKeys {
  let publicKey: string;
  try {
    publicKey = vapidPublicKeyOf(privateKey);
  } catch {
    throw new ConfigError('Invalid configuration:\n  VAPID_PRIVATE_KEY: is not a P-256 private key');
  }
  if (config.VAPID_PUBLIC_KEY !== undefined && config.VAPID_PUBLIC_KEY !== publicKey) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY',
    );
  }
  const mailFrom = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  const contact = config.COMPANY_EMAIL ?? (/^[^@\s]+@[^@\s]+$/.test(mailFrom) ? mailFrom : undefined);
  return {
    publicKey,
    privateKey,
    subject: config.VAPID_SUBJECT ?? `mailto:${contact ?? 'no-reply@fuellinq.nl'}`,
  };
}

/**
 * The demo accounts (with their published password) come with a development start (`npm start`), whatever
 * the database; a production start seeds them only when SEED_DEMO=1 says so.
 */
export function seedsDemoByDefault(config: { NODE_ENV: string }): boolean {
  return config.NODE_ENV !== 'production';
}

/**
 * The pump simulator completes confirmed refuels a few seconds later, as a pump would: on while developing,
 * off in tests (a test turns it on) and in production unless PUMP_SIMULATOR=1.
 */
export function simulatesPumpsByDefault(config: { NODE_ENV: string }): boolean {
  return config.NODE_ENV === 'development';
}

/**
 * Who takes payments: the one PAYMENTS_PROVIDER names, else Mollie when its key is set, else the sandbox,
 * whose button pays without money; in production the sandbox only when named, so payments are off there.
 */
function paymentsProviderOf(config: {
  NODE_ENV: string;
  PAYMENTS_PROVIDER?: 'sandbox' | 'mollie' | undefined;
  MOLLIE_API_KEY?: string | undefined;
}): Config['paymentsProvider'] {
  if (config.PAYMENTS_PROVIDER) return config.PAYMENTS_PROVIDER;
  if (config.MOLLIE_API_KEY) return 'mollie';
  return config.NODE_ENV === 'production' ? null : 'sandbox';
}

/** The settings that make this a demo, where no real money moves: each named as the variable that sets it. */
export type DemoFeature = 'SEED_DEMO' | 'PAYMENTS_PROVIDER=sandbox' | 'PUMP_SIMULATOR';

/** The demo features that are on: while any is, the log says so at start and every page in a banner. */
export function demoFeatures(
  config: Pick<Config, 'SEED_DEMO' | 'PUMP_SIMULATOR' | 'paymentsProvider'>,
): DemoFeature[] {
  const on: DemoFeature[] = [];
  if (config.SEED_DEMO) on.push('SEED_DEMO');
  if (config.paymentsProvider === 'sandbox') on.push('PAYMENTS_PROVIDER=sandbox');
  if (config.PUMP_SIMULATOR) on.push('PUMP_SIMULATOR');
  return on;
}

/**
 * What the log says at start about the kind of start and the money: a development start names the
 * production command, a production start says which demo features are on, and whether payments are off.
 */
export function startNotices(config: Config): Array<{ level: 'info' | 'warn'; message: string }> {
  const notices: Array<{ level: 'info' | 'warn'; message: string }> = [];
  const demo = demoFeatures(config);
  if (config.NODE_ENV === 'development') {
    notices.push({
      level: 'info',
      message:
        'development start (NODE_ENV=development), for trying the app; ' +
        'a real deployment starts with `npm run start:production`',
    });
  }
  notices.push(
    demo.length > 0
      ? {
          level: config.NODE_ENV === 'production' ? 'warn' : 'info',
          message: `DEMO MODE, no real money moves (on: ${demo.join(', ')}); every page says "${DEMO_BANNER_TEXT}"`,
        }
      : { level: 'info', message: 'no demo features: no demo accounts, sandbox payments or pump simulator' },
  );
  const missingCompany = missingCompanyVariables(config);
  if (config.NODE_ENV === 'production' && missingCompany.length > 0) {
    notices.push({
      level: 'warn',
      message:
        `company details not configured (${missingCompany.join(', ')}): the contact, terms, privacy and ` +
        'invoice pages show marked example details without a bank account (see README, Configuration)',
    });
  }
  if (config.vapid === null) {
    notices.push({
      level: 'warn',
      message:
        'Web Push is off: VAPID_PRIVATE_KEY is not set (every instance needs the same key pair; make one ' +
        'with: npx web-push generate-vapid-keys); price alerts go by e-mail and to the in-app list',
    });
  }
  if (config.paymentsProvider === null) {
    notices.push({
      level: 'warn',
      message:
        'payments are off: top-ups, card fees and direct-debit mandates answer 503 ' +
        '(set MOLLIE_API_KEY, or PAYMENTS_PROVIDER=sandbox for a demo)',
    });
  }
  return notices;
}
