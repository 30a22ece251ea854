import { partnerEndpoints } from '@fuellinq/domain/stations/partner.endpoints';
import { pumpKeyEndpoints } from '@fuellinq/domain/money/pump.endpoints';
import type { CreatePumpKeyBody } from '@fuellinq/domain/money/transaction.contract';
import type {
  BulkPricesBody,
  CreateOfferBody,
  CreateStationBody,
  PartnerSettingsBody,
  UpdateOfferBody,
  UpdateStationBody,
} from '@fuellinq/domain/stations/partner.contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface StationListParams {
  q?: string | undefined;
  status?: 'active' | 'inactive' | 'all';
  page: number;
  per_page: number;
}

export interface OfferListParams {
  q?: string | undefined;
  status?: 'active' | 'scheduled' | 'expired' | 'ended' | 'all';
  page: number;
  per_page: number;
}

export const partnerKeys = {
  all: ['partner'] as const,
  stations: () => [...partnerKeys.all, 'stations'] as const,
  stationList: (params: StationListParams) => [...partnerKeys.stations(), 'list', params] as const,
  station: (id: string) => [...partnerKeys.stations(), 'detail', id] as const,
  offers: () => [...partnerKeys.all, 'offers'] as const,
  offerList: (params: OfferListParams) => [...partnerKeys.offers(), 'list', params] as const,
  settings: () => [...partnerKeys.all, 'settings'] as const,
  pumpKeys: () => [...partnerKeys.all, 'pump-keys'] as const,
};

export const partnerStationsQueryOptions = (params: StationListParams) =>
  queryOptions({
    queryKey: partnerKeys.stationList(params),
    queryFn: ({ signal }) => apiRequest(partnerEndpoints.stations, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const partnerStationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: partnerKeys.station(id),
    queryFn: ({ signal }) => apiRequest(partnerEndpoints.station, { params: { id }, signal }),
  });

export const partnerOffersQueryOptions = (params: OfferListParams) =>
  queryOptions({
    queryKey: partnerKeys.offerList(params),
    queryFn: ({ signal }) => apiRequest(partnerEndpoints.offers, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const partnerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: partnerKeys.settings(),
    queryFn: ({ signal }) => apiRequest(partnerEndpoints.settings, { signal }),
  });

/** Every change to stations or prices refreshes the partner's lists and the public station data. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: (readonly unknown[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateStation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateStationBody) => apiRequest(partnerEndpoints.createStation, { body }),
    onSuccess: () => invalidate(partnerKeys.stations(), ['stations'], partnerKeys.settings()),
  });
}

export function useUpdateStation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStationBody }) =>
      apiRequest(partnerEndpoints.updateStation, { params: { id }, body }),
    onSuccess: () => invalidate(partnerKeys.stations(), ['stations']),
  });
}

export function useDeactivateStation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest(partnerEndpoints.deactivateStation, { params: { id } }),
    onSuccess: () => invalidate(partnerKeys.stations(), ['stations']),
  });
}

export function useSavePrices() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (prices: BulkPricesBody['prices']) =>
      apiRequest(partnerEndpoints.savePrices, { body: { prices } }),
    onSuccess: () => invalidate(partnerKeys.stations(), ['stations']),
  });
}

export function useCreateOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateOfferBody) => apiRequest(partnerEndpoints.createOffer, { body }),
    onSuccess: () => invalidate(partnerKeys.offers(), ['stations']),
  });
}

export function useUpdateOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateOfferBody }) =>
      apiRequest(partnerEndpoints.updateOffer, { params: { id }, body }),
    onSuccess: () => invalidate(partnerKeys.offers(), ['stations']),
  });
}

export function useDeleteOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest(partnerEndpoints.removeOffer, { params: { id } }),
    onSuccess: () => invalidate(partnerKeys.offers(), ['stations']),
  });
}

export function useUploadOfferImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest(partnerEndpoints.uploadOfferImage, { body: form });
    },
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerSettingsBody) => apiRequest(partnerEndpoints.saveSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(partnerKeys.settings(), settings),
  });
}

/** The API keys the partner's pumps complete refuels with (the key itself only in the answer that made it). */
export const pumpKeysQueryOptions = () =>
  queryOptions({
    queryKey: partnerKeys.pumpKeys(),
    queryFn: ({ signal }) => apiRequest(pumpKeyEndpoints.list, { signal }),
  });

export function useCreatePumpKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreatePumpKeyBody) => apiRequest(pumpKeyEndpoints.create, { body }),
    onSuccess: () => invalidate(partnerKeys.pumpKeys()),
  });
}

export function useRevokePumpKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest(pumpKeyEndpoints.revoke, { params: { id } }),
    onSuccess: () => invalidate(partnerKeys.pumpKeys()),
  });
}
