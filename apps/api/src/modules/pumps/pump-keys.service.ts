import { type CreatedPumpKey, type PumpKey, transactionMessages } from '@fuellinq/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Database } from '../../db/database.ts';
import {
  createPumpKeysRepository,
  type PumpKeyRow,
  type PumpKeysRepository,
} from './pump-keys.repository.ts';

/** Pump keys start with this, so a leaked one is recognisable (and secret scanners can find it). */
export const PUMP_KEY_PREFIX = 'flpk_';
/** How much of a key the portal shows to tell keys apart. */
const SHOWN_PREFIX_LENGTH = 12;

export const pumpKeyNotFound = () => notFound(transactionMessages.pumpKeyNotFound);

export function toPumpKeyDto(row: PumpKeyRow): PumpKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: isoTime(row.createdAt),
    last_used_at: row.lastUsedAt ? isoTime(row.lastUsedAt) : null,
    revoked_at: row.revokedAt ? isoTime(row.revokedAt) : null,
  };
}

export interface PumpKeysServiceDeps {
  repository: PumpKeysRepository;
  now?: () => Date;
}

/**
 * A partner's API keys for its pumps: 256 random bits, only the SHA-256 kept, the key itself shown once.
 * A pump sends it as X-Api-Key; a revoked key, or one of an account that is no longer a partner, is refused.
 */
export function createPumpKeysService({ repository, now = () => new Date() }: PumpKeysServiceDeps) {
  return {
    async list(partnerId: string) {
      return { items: (await repository.list(partnerId)).map(toPumpKeyDto) };
    },

    async create(partnerId: string, name: string): Promise<CreatedPumpKey> {
      const key = `${PUMP_KEY_PREFIX}${newToken()}`;
      const row = await repository.insert({
        partnerId,
        name,
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        keyHash: hashToken(key),
        createdAt: now(),
      });
      return { ...toPumpKeyDto(row), key };
    },

    async revoke(partnerId: string, id: string): Promise<void> {
      if (!(await repository.revoke(partnerId, id, now()))) throw pumpKeyNotFound();
    },

    /** The partner a pump's X-Api-Key belongs to; 401 when it is missing, wrong or revoked. */
    async authenticate(header: string | string[] | undefined): Promise<string> {
      const key = Array.isArray(header) ? header[0] : header;
      if (!key) throw new AppError('unauthorized', { message: transactionMessages.pumpKeyMissing });
      const found = key.length <= 200 ? await repository.partnerOf(hashToken(key)) : undefined;
      if (!found) throw new AppError('unauthorized', { message: transactionMessages.pumpKeyWrong });
      await repository.touch(found.keyId, now());
      return found.partnerId;
    },
  };
}

export type PumpKeysService = ReturnType<typeof createPumpKeysService>;

/**
 * The partner behind a pump API key (X-Api-Key), for other routes a partner's own machines call (the
 * till's code check): as the pumps authenticate, 401 when the key is missing, wrong or revoked.
 */
export function pumpKeyPartner(db: Database, now?: () => Date) {
  const service = createPumpKeysService({
    repository: createPumpKeysRepository(db),
    ...(now ? { now } : {}),
  });
  return (header: string | string[] | undefined) => service.authenticate(header);
}
