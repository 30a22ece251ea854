import { addDays } from '@fuellinq/domain/co2/calendar-date';
import { co2Endpoints } from '@fuellinq/domain/co2/co2.endpoints';
import type { FuelLogBody, OdometerLogBody } from '@fuellinq/domain/co2/log.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { co2Keys } from './co2-queries.ts';

/** How many of a vehicle's latest logs its logbook shows. */
export const LOGS_SHOWN = 10;

export const logKeys = {
  all: ['vehicle-logs'] as const,
  odometer: (vehicleId: string) => [...logKeys.all, 'odometer', vehicleId] as const,
  fuel: (vehicleId: string) => [...logKeys.all, 'fuel', vehicleId] as const,
};

export const odometerLogsQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: logKeys.odometer(vehicleId),
    queryFn: ({ signal }) =>
      apiRequest(co2Endpoints.odometerLogs, {
        query: { vehicle_id: vehicleId, per_page: LOGS_SHOWN },
        signal,
      }),
  });

export const fuelLogsQueryOptions = (vehicleId: string) =>
  queryOptions({
    queryKey: logKeys.fuel(vehicleId),
    queryFn: ({ signal }) =>
      apiRequest(co2Endpoints.fuelLogs, {
        query: { vehicle_id: vehicleId, per_page: LOGS_SHOWN },
        signal,
      }),
  });

/** How many days around a manual entry the card's entries it may be linked to are looked for. */
const LINK_WINDOW_DAYS = 7;

/** The card's entries of a vehicle within a week of a date: what a manual entry of that date may be linked to. */
export const cardLogsNearQueryOptions = (vehicleId: string, date: string) =>
  queryOptions({
    queryKey: [...logKeys.fuel(vehicleId), 'card', date] as const,
    queryFn: ({ signal }) =>
      apiRequest(co2Endpoints.fuelLogs, {
        query: {
          vehicle_id: vehicleId,
          source: 'kaart',
          from: addDays(date, -LINK_WINDOW_DAYS),
          to: addDays(date, LINK_WINDOW_DAYS),
          per_page: 20,
        },
        signal,
      }),
    select: (data) => data.items,
  });

/**
 * After any change to a log, the logbooks and every CO2 figure are out of date. The refetch is not awaited:
 * the form is ready for the next entry at once instead of after the lists have reloaded.
 */
function useInvalidateLogs() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: logKeys.all });
    void queryClient.invalidateQueries({ queryKey: co2Keys.all });
  };
}

export function useAddOdometerLog() {
  const invalidate = useInvalidateLogs();
  return useMutation({
    mutationFn: (body: OdometerLogBody) => apiRequest(co2Endpoints.addOdometer, { body }),
    onSuccess: invalidate,
  });
}

export function useAddFuelLog() {
  const invalidate = useInvalidateLogs();
  return useMutation({
    mutationFn: (body: FuelLogBody) => apiRequest(co2Endpoints.addFuel, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteLog() {
  const invalidate = useInvalidateLogs();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'odometer' | 'fuel'; id: string }) =>
      apiRequest(kind === 'odometer' ? co2Endpoints.removeOdometer : co2Endpoints.removeFuel, {
        params: { id },
      }),
    onSuccess: invalidate,
  });
}

/** A manual entry is the same refuel as a card's entry (`cardLogId`), or stands alone again (null). */
export function useLinkFuelLog() {
  const invalidate = useInvalidateLogs();
  return useMutation({
    mutationFn: ({ id, cardLogId }: { id: string; cardLogId: string | null }) =>
      cardLogId
        ? apiRequest(co2Endpoints.linkFuel, { params: { id }, body: { card_log_id: cardLogId } })
        : apiRequest(co2Endpoints.unlinkFuel, { params: { id } }),
    onSuccess: invalidate,
  });
}
