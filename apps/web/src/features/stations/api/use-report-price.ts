import type { FuelType } from '@fuellinq/domain/fuel/fuel-types';
import { priceReportEndpoints } from '@fuellinq/domain/stations/price-report.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { stationKeys } from './station-queries.ts';

/** Reports a price for one fuel of a station ("Klopt": the shown one); a published one shows at once. */
export function useReportPrice(stationId: string, fuel: FuelType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceEurL: number) =>
      apiRequest(priceReportEndpoints.report, {
        params: { id: stationId },
        body: { fuel_type: fuel, price_eur_l: priceEurL },
      }),
    onSuccess: (answer) =>
      answer.status === 'published'
        ? queryClient.invalidateQueries({ queryKey: stationKeys.all })
        : undefined,
  });
}
