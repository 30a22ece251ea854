import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Secrets that have no built-in value. When they are not configured, the first start generates strong
// random ones and keeps them in the data folder, readable by this user only, so restarts (and the data
// they protect: card hashes, pass links, Apple pass tokens, the browsers' push subscriptions) keep working.

export const SECRET_VARIABLES = ['CARD_HASH_KEY', 'WALLET_LINK_SECRET', 'VAPID_PRIVATE_KEY'] as const;
export type SecretVariable = (typeof SECRET_VARIABLES)[number];
export type GeneratedSecrets = Record<SecretVariable, string>;

export const SECRETS_FILE = 'secrets.json';

/** A VAPID private key (RFC 8292): a P-256 private key, its 32 bytes in base64url. */
export const VAPID_PRIVATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The public key of a VAPID private key: the uncompressed P-256 point, base64url, as browsers take it. */
export function vapidPublicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

const kinds: Record<SecretVariable, { generate(): string; isValid(value: string): boolean }> = {
  CARD_HASH_KEY: randomSecret(),
  WALLET_LINK_SECRET: randomSecret(),
  VAPID_PRIVATE_KEY: {
    // A JWK's `d` always has all 32 bytes (a raw ECDH key may drop a leading zero).
    generate: () =>
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }).d ?? '',
    isValid: (value) => VAPID_PRIVATE_KEY_PATTERN.test(value),
  },
};

function randomSecret() {
  return {
    generate: () => randomBytes(48).toString('base64url'),
    isValid: (value: string) => value.length >= 32,
  };
}

function isKept(stored: Record<string, unknown>, name: SecretVariable): boolean {
  const secret = stored[name];
  return typeof secret === 'string' && kinds[name].isValid(secret);
}

/**
 * The data folder's secrets (those named, by default all): read, completed when one is missing, and created
 * (mode 0600) the first time. Secrets in the file that were not asked for are kept as they are.
 */
export function secretsFromDataDir<Name extends SecretVariable = SecretVariable>(
  dataDir: string,
  names: readonly Name[] = SECRET_VARIABLES as readonly SecretVariable[] as readonly Name[],
): Record<Name, string> {
  const file = path.join(dataDir, SECRETS_FILE);
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    // Someone copied or restored it with looser rights: only the owner may read it.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} cannot be read: ${(error as Error).message}`, { cause: error });
    }
  }
  const secrets = Object.fromEntries(
    names.map((name) => [name, isKept(stored, name) ? stored[name] : kinds[name].generate()]),
  ) as Record<Name, string>;
  if (names.every((name) => isKept(stored, name))) return secrets;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...stored, ...secrets }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
