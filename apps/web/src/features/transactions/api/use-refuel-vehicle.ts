import type { Vehicle } from '@fuellinq/domain/vehicles/vehicle.contract';
import { useQuery } from '@tanstack/react-query';
import { cardsQueryOptions } from '../../cards/api/card-queries.ts';
import { vehiclesQueryOptions } from '../../vehicles/api/vehicle-queries.ts';

/**
 * Which vehicle a refuel with this card is for, as the server decides it: the card's vehicle, else the
 * driver's only one. With several and none on the card, Nu tanken asks (`mustChoose`); the choice goes in
 * the start as `vehicle_id`. While the lists load, or when they cannot be read, nothing is asked and the
 * server decides.
 */
export function useRefuelVehicle(cardId: string | null | undefined): {
  vehicles: Vehicle[];
  /** The vehicle the refuel goes to without a choice, if there is one. */
  vehicle: Vehicle | undefined;
  mustChoose: boolean;
} {
  const vehicles = useQuery(vehiclesQueryOptions());
  const cards = useQuery(cardsQueryOptions());
  const list = vehicles.data ?? [];
  const plate = cards.data?.find((card) => card.id === cardId)?.plate ?? null;
  const cardVehicle = plate ? list.find((vehicle) => vehicle.license_plate === plate) : undefined;
  const vehicle = cardVehicle ?? (list.length === 1 ? list[0] : undefined);
  return { vehicles: list, vehicle, mustChoose: cards.isSuccess && !vehicle && list.length > 1 };
}
