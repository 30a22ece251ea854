import { checkPlate, type VehicleFacts } from '@fuellinq/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RdwRaw } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { createRdwClient, type RdwClient, RdwUnavailableError } from './rdw-client.ts';
import { parseRdw } from './rdw-parse.ts';
import { createRdwRepository, type RdwRepository } from './rdw.repository.ts';

export interface RdwLookup {
  plate: string;
  facts: VehicleFacts;
  raw: RdwRaw;
  source: 'rdw' | 'cache';
  fetchedAt: Date;
  /** Older than the cache period: served only because RDW could not be reached. */
  stale: boolean;
}

/** A typed plate, cleaned; a blank one is 400 missing_plate, one without a Dutch sidecode 400 invalid_plate. */
export function requirePlate(raw: string | null | undefined): string {
  const check = checkPlate(raw);
  if (!check.ok) {
    throw fieldError('plate', check.code);
  }
  return check.plate;
}

export interface RdwServiceDeps {
  client: RdwClient;
  repository: RdwRepository;
  cacheDays: number;
  now?: () => Date;
}

/** Plate lookups: from the cache while it is fresh, else from RDW; when RDW is down, any cached copy. */
export function createRdwService({ client, repository, cacheDays, now = () => new Date() }: RdwServiceDeps) {
  const maxAgeMs = cacheDays * 24 * 3600 * 1000;

  function result(plate: string, raw: RdwRaw, source: RdwLookup['source'], fetchedAt: Date): RdwLookup {
    return {
      plate,
      facts: parseRdw(raw),
      raw,
      source,
      fetchedAt,
      stale: now().getTime() - fetchedAt.getTime() > maxAgeMs,
    };
  }

  return {
    /** `refresh` skips a fresh cache (the owner asked for the registry's current data). */
    async lookup(plate: string, options: { refresh?: boolean } = {}): Promise<RdwLookup> {
      const cached = await repository.find(plate);
      if (cached && !options.refresh && now().getTime() - cached.fetchedAt.getTime() <= maxAgeMs) {
        return result(plate, cached.raw, 'cache', cached.fetchedAt);
      }
      let raw: RdwRaw | null;
      try {
        raw = await client.fetchPlate(plate);
      } catch (error) {
        if (!(error instanceof RdwUnavailableError)) throw error;
        if (cached) return result(plate, cached.raw, 'cache', cached.fetchedAt);
        throw new AppError('rdw_unavailable', {
          headers: { 'retry-after': '30' },
        });
      }
      if (!raw) throw new AppError('plate_not_found');
      const fetchedAt = now();
      await repository.save(plate, raw, fetchedAt);
      return result(plate, raw, 'rdw', fetchedAt);
    },
  };
}

export type RdwService = ReturnType<typeof createRdwService>;

export function rdwServiceFor(config: Config, db: Database, now?: () => Date): RdwService {
  return createRdwService({
    client: createRdwClient({
      baseUrl: config.RDW_BASE_URL,
      appToken: config.RDW_APP_TOKEN,
      timeoutMs: config.RDW_TIMEOUT_MS,
      retries: config.RDW_RETRIES,
      retryDelayMs: config.RDW_RETRY_DELAY_MS,
      breakerFailures: config.RDW_BREAKER_FAILURES,
      breakerCooldownMs: config.RDW_BREAKER_COOLDOWN_MS,
    }),
    repository: createRdwRepository(db),
    cacheDays: config.RDW_CACHE_DAYS,
    ...(now ? { now } : {}),
  });
}
