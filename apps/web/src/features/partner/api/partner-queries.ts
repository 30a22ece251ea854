import type {
  CreateOfferBody,
  CreateStationBody,
  OfferImageResponse,
  PartnerOffer,
  PartnerOfferPage,
  PartnerSettings,
  PartnerSettingsBody,
  PartnerStation,
  PartnerStationPage,
  PricesSavedResponse,
  UpdateOfferBody,
  UpdateStationBody,
} from '@fuellinq/domain/stations/partner.contract';
import type { Brand } from '@fuellinq/domain/stations/station.contract';
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
  brands: () => ['brands'] as const,
};

export const partnerStationsQueryOptions = (params: StationListParams) =>
  queryOptions({
    queryKey: partnerKeys.stationList(params),
    queryFn: ({ signal }) =>
      apiRequest<PartnerStationPage>('/api/partner/stations', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const partnerStationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: partnerKeys.station(id),
    queryFn: ({ signal }) =>
      apiRequest<PartnerStation>(`/api/partner/stations/${encodeURIComponent(id)}`, { signal }),
  });

export const partnerOffersQueryOptions = (params: OfferListParams) =>
  queryOptions({
    queryKey: partnerKeys.offerList(params),
    queryFn: ({ signal }) =>
      apiRequest<PartnerOfferPage>('/api/partner/offers', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const partnerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: partnerKeys.settings(),
    queryFn: ({ signal }) => apiRequest<PartnerSettings>('/api/partner/settings', { signal }),
  });

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: partnerKeys.brands(),
    queryFn: ({ signal }) => apiRequest<{ items: Brand[] }>('/api/brands', { signal }),
    staleTime: Infinity,
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
    mutationFn: (body: CreateStationBody) =>
      apiRequest<PartnerStation>('/api/partner/stations', { method: 'POST', body }),
    onSuccess: () => invalidate(partnerKeys.stations(), ['stations'], partnerKeys.settings()),
  });
}

export function useUpdateStation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStationBody }) =>
      apiRequest<PartnerStation>(`/api/partner/stations/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: () => invalidate(partnerKeys.stations(), ['stations']),
  });
}

export function useDeactivateStation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<PartnerStation>(`/api/partner/stations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(partnerKeys.stations(), ['stations']),
  });
}

export function useSavePrices() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (prices: { station_id: string; fuel_type: string; price_eur_l: number }[]) =>
      apiRequest<PricesSavedResponse>('/api/partner/prices', { method: 'PUT', body: { prices } }),
    onSuccess: () => invalidate(partnerKeys.stations(), ['stations']),
  });
}

export function useCreateOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateOfferBody) =>
      apiRequest<PartnerOffer>('/api/partner/offers', { method: 'POST', body }),
    onSuccess: () => invalidate(partnerKeys.offers(), ['stations']),
  });
}

export function useUpdateOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateOfferBody }) =>
      apiRequest<PartnerOffer>(`/api/partner/offers/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: () => invalidate(partnerKeys.offers(), ['stations']),
  });
}

export function useDeleteOffer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/partner/offers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(partnerKeys.offers(), ['stations']),
  });
}

export function useUploadOfferImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest<OfferImageResponse>('/api/partner/offers/images', { method: 'POST', body: form });
    },
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerSettingsBody) =>
      apiRequest<PartnerSettings>('/api/partner/settings', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(partnerKeys.settings(), settings),
  });
}
