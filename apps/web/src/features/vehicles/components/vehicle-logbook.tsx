import type { Vehicle } from '@fuellinq/domain/vehicles/vehicle.contract';
import { FuelLogForm } from './fuel-log-form.tsx';
import { FuelLogList, OdometerLogList } from './log-lists.tsx';
import { OdometerForm } from './odometer-form.tsx';

/** A vehicle's odometer readings and refuels, each with its form. */
export function VehicleLogbook({ vehicle }: { vehicle: Vehicle }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby={`odo-${vehicle.id}`} className="space-y-3">
        <h4 id={`odo-${vehicle.id}`} className="font-semibold">
          Kilometerstanden
        </h4>
        <OdometerForm vehicleId={vehicle.id} />
        <OdometerLogList vehicleId={vehicle.id} />
      </section>
      <section aria-labelledby={`fuel-${vehicle.id}`} className="space-y-3">
        <h4 id={`fuel-${vehicle.id}`} className="font-semibold">
          Tankbeurten
        </h4>
        <FuelLogForm vehicleId={vehicle.id} vehicleFuel={vehicle.fuel_primary} />
        <FuelLogList vehicleId={vehicle.id} />
      </section>
    </div>
  );
}
