import type {
  BulkPricesBodySchema,
  CreateStationBodySchema,
  PartnerSettingsBodySchema,
  UpdateStationBodySchema,
} from '@fuellinq/domain';
import type { z } from 'zod';
import { createPartnerStation } from './create-partner-station.ts';
import { deactivatePartnerStation } from './deactivate-partner-station.ts';
import { getPartnerStation } from './get-partner-station.ts';
import { listPartnerStations, type PartnerStationsQuery } from './list-partner-stations.ts';
import type { PartnerRepository } from './partner.repository.ts';
import { partnerSettings } from './partner-settings.ts';
import { savePartnerSettings } from './save-partner-settings.ts';
import { savePrices } from './save-prices.ts';
import { updatePartnerStation } from './update-partner-station.ts';

// The partner portal: a partner's own stations, their prices and the partner's settings. Each thing a
// caller does is a file of its own; this binds them to the repository, the feed's refresh and the clock
// for the routes.

export interface PartnerServiceDeps {
  repository: PartnerRepository;
  /** Called after every change, so the public feed shows it at once. */
  onChange: () => Promise<void>;
  now?: () => Date;
}

export function createPartnerService({ repository, onChange, now = () => new Date() }: PartnerServiceDeps) {
  const deps = { repository, onChange, now };
  return {
    listStations: (partnerId: string, query: PartnerStationsQuery) =>
      listPartnerStations(deps, partnerId, query),
    getStation: (partnerId: string, id: string) => getPartnerStation(deps, partnerId, id),
    createStation: (partnerId: string, actorId: string, body: z.output<typeof CreateStationBodySchema>) =>
      createPartnerStation(deps, partnerId, actorId, body),
    updateStation: (
      partnerId: string,
      actorId: string,
      id: string,
      body: z.output<typeof UpdateStationBodySchema>,
    ) => updatePartnerStation(deps, partnerId, actorId, id, body),
    deactivateStation: (partnerId: string, actorId: string, id: string) =>
      deactivatePartnerStation(deps, partnerId, actorId, id),
    savePrices: (partnerId: string, actorId: string, rows: z.output<typeof BulkPricesBodySchema>['prices']) =>
      savePrices(deps, partnerId, actorId, rows),
    settings: (partnerId: string) => partnerSettings(deps, partnerId),
    saveSettings: (partnerId: string, actorId: string, body: z.output<typeof PartnerSettingsBodySchema>) =>
      savePartnerSettings(deps, partnerId, actorId, body),
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
