import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Secrets that have no built-in value. When they are not configured, the first start generates strong
// random ones and keeps them in the data folder, readable by this user only, so restarts (and the data
// they protect: card hashes, pass links, Apple pass tokens) keep working.

export const SECRET_VARIABLES = ['CARD_HASH_KEY', 'WALLET_LINK_SECRET'] as const;
export type GeneratedSecrets = Record<(typeof SECRET_VARIABLES)[number], string>;

export const SECRETS_FILE = 'secrets.json';

function generate(): string {
  return randomBytes(48).toString('base64url');
}

function isComplete(value: unknown): value is GeneratedSecrets {
  return (
    typeof value === 'object' &&
    value !== null &&
    SECRET_VARIABLES.every((name) => {
      const secret = (value as Record<string, unknown>)[name];
      return typeof secret === 'string' && secret.length >= 32;
    })
  );
}

/** The data folder's secrets: read, completed when one is missing, and created (mode 0600) the first time. */
export function secretsFromDataDir(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, SECRETS_FILE);
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    // Someone copied or restored it with looser rights: only the owner may read it.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    if (isComplete(stored)) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} cannot be read: ${(error as Error).message}`, { cause: error });
    }
  }
  const secrets = Object.fromEntries(
    SECRET_VARIABLES.map((name) => {
      const existing = stored[name];
      return [name, typeof existing === 'string' && existing.length >= 32 ? existing : generate()];
    }),
  ) as GeneratedSecrets;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
