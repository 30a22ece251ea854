import type { Card } from '@fuellinq/domain/cards/card.contract';
import { vehicleChoiceLabel } from '@fuellinq/domain/vehicles/vehicle.contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api-errors.ts';
import { vehiclesQueryOptions } from '../../vehicles/api/vehicle-queries.ts';
import { useCardVehicle } from '../api/card-queries.ts';

/**
 * The vehicle a card refuels: its refuels go into that vehicle's logbook and count in the CO2 figures.
 * Without vehicles it says where to add one; while they load it shows nothing.
 */
export function CardVehicleSelect({ card, label }: { card: Card; label: string }) {
  const vehicles = useQuery(vehiclesQueryOptions());
  const tie = useCardVehicle();
  const id = useId();
  if (vehicles.isPending) return null;
  if (vehicles.isError) return <p className="text-sm text-muted">Voertuigen ophalen mislukt.</p>;
  if (vehicles.data.length === 0) {
    return (
      <p className="text-sm text-muted">
        <Link to="/app/vehicles" className="font-medium text-primary hover:underline">
          Voeg een voertuig toe
        </Link>{' '}
        om de tankbeurten met deze pas in je CO2-rapport te zien.
      </p>
    );
  }
  const current = vehicles.data.find((vehicle) => vehicle.license_plate === card.plate)?.id ?? '';
  return (
    <div className="mt-1 text-sm">
      <label htmlFor={id} className="mr-2 text-muted">
        Voertuig<span className="sr-only"> van {label}</span>
      </label>
      <select
        id={id}
        value={current}
        disabled={tie.isPending}
        onChange={(event) => tie.mutate({ cardId: card.id, vehicleId: event.target.value || null })}
        className="rounded-brand border border-border bg-surface px-2 py-1"
      >
        <option value="">Geen voertuig</option>
        {vehicles.data.map((vehicle) => (
          <option key={vehicle.id} value={vehicle.id}>
            {vehicleChoiceLabel(vehicle)}
          </option>
        ))}
      </select>
      {tie.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(tie.error, { headline: 'Voertuig koppelen mislukt' })}
        </p>
      ) : null}
    </div>
  );
}
