import type { Vehicle } from '@fuellinq/domain/vehicles/vehicle.contract';
import { vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useDeleteVehicle, vehiclesQueryOptions } from '../api/vehicle-queries.ts';
import { Plate } from './plate.tsx';
import { ApkText, co2Text, fuelText, VehicleFacts } from './vehicle-facts.tsx';
import { VehicleLogbook } from './vehicle-logbook.tsx';
import { VehicleSettingsForm } from './vehicle-settings-form.tsx';

function VehicleCard({ vehicle, onDelete }: { vehicle: Vehicle; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const name = [vehicle.make, vehicle.model].filter(Boolean).join(' ') || 'Onbekend merk';
  const panelId = `vehicle-${vehicle.id}`;
  return (
    <li className="card p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <Plate plate={vehicle.license_plate} />
            <h3 className="text-lg font-semibold">
              {name}
              {vehicle.nickname ? (
                <span className="font-normal text-muted"> · {vehicle.nickname}</span>
              ) : null}
            </h3>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span>{fuelText(vehicle)}</span>
            <span>CO2 {co2Text(vehicle)}</span>
            <span>
              {vehicle.apk_expiry_date ? 'APK tot ' : 'APK: '}
              <ApkText date={vehicle.apk_expiry_date} />
            </span>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Logboek sluiten' : 'Logboek'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`${vehicle.license_plate_display} verwijderen`}
          >
            Verwijderen
          </Button>
        </div>
      </div>
      {open ? (
        <div id={panelId} className="mt-5 space-y-6 border-t border-border pt-5">
          <VehicleFacts facts={vehicle} />
          <VehicleSettingsForm vehicle={vehicle} />
          <VehicleLogbook vehicle={vehicle} />
        </div>
      ) : null}
    </li>
  );
}

/** The owner's vehicles: plate, make, model, fuel, g/km and cycle, APK; each with its logbook and a delete. */
export function VehicleList() {
  const list = useListState<Vehicle>();
  const vehicles = useQuery(vehiclesQueryOptions());
  const remove = useDeleteVehicle();

  return (
    <ListView
      state={list}
      query={vehicles}
      loadingLabel="Voertuigen laden…"
      loadingRows={2}
      errorMessage={(error) => errorText(error, { headline: vehicleUiMessages.loadFailed })}
      isEmpty={(data) => data.length === 0}
      empty={() => (
        <EmptyState title="Nog geen voertuigen">
          Zoek hierboven een kenteken op om je eerste voertuig toe te voegen.
        </EmptyState>
      )}
      confirm={{
        title: 'Voertuig verwijderen?',
        confirmLabel: 'Verwijderen',
        busy: remove.isPending,
        failureHeadline: 'Verwijderen mislukt',
        describe: (vehicle) =>
          `${vehicle.license_plate_display} wordt verwijderd, met al zijn kilometerstanden en tankbeurten.`,
        onConfirm: async (vehicle) => {
          await remove.mutateAsync(vehicle.id);
        },
      }}
    >
      {(data) => (
        <ul className="space-y-4">
          {data.map((vehicle) => (
            <VehicleCard key={vehicle.id} vehicle={vehicle} onDelete={() => list.confirm(vehicle)} />
          ))}
        </ul>
      )}
    </ListView>
  );
}
