import { addDays, isoDateIn } from '@fuellinq/domain/co2/calendar-date';
import { formatDate } from '@fuellinq/domain/format/nl-format';
import { vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { co2ReportQueryOptions } from '../api/co2-queries.ts';
import { vehiclesQueryOptions } from '../api/vehicle-queries.ts';
import { gramsText, kgText, kmText } from './co2-format.ts';
import { Plate } from './plate.tsx';

/**
 * The dashboard overview's "CO2 and RDW" block: last month's CO2 and the vehicles' registry alerts (APK,
 * open recalls). The overview page places it; it loads its own data.
 */
export function Co2RdwBlock() {
  const vehicles = useQuery(vehiclesQueryOptions());
  const report = useQuery(co2ReportQueryOptions({}));
  const today = isoDateIn(new Date());
  const soon = addDays(today, 60);
  const apkAlerts = (vehicles.data ?? []).filter(
    (v) => v.apk_expiry_date !== null && v.apk_expiry_date <= soon,
  );
  const recalls = (vehicles.data ?? []).filter((v) => v.open_recall === true);

  return (
    <section aria-labelledby="co2-rdw-title" className="card space-y-4 p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="co2-rdw-title" className="text-lg font-semibold">
          CO2 en RDW
        </h2>
        <Link to="/app/co2" className="text-sm font-medium text-primary hover:underline">
          CO2 rapport
        </Link>
      </div>
      <div>
        <p className="text-sm text-muted">CO2-uitstoot vorige maand</p>
        {report.isPending ? (
          <Skeleton className="mt-1 h-8 w-40" />
        ) : report.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(report.error, { headline: vehicleUiMessages.loadFailed })}
          </p>
        ) : (
          <p>
            <span className="text-2xl font-bold">{kgText(report.data.kg_co2_total)}</span>{' '}
            <span className="text-sm text-muted">
              over {kmText(report.data.km_total)} · {gramsText(report.data.avg_g_per_km)}
            </span>
          </p>
        )}
      </div>
      <div>
        <p className="text-sm text-muted">Voertuigen (RDW)</p>
        {vehicles.isPending ? (
          <Skeleton className="mt-1 h-6 w-48" />
        ) : vehicles.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(vehicles.error, { headline: vehicleUiMessages.loadFailed })}
          </p>
        ) : vehicles.data.length === 0 ? (
          <p className="text-sm">
            Nog geen voertuigen.{' '}
            <Link to="/app/vehicles" className="font-medium text-primary hover:underline">
              Voeg er een toe met je kenteken
            </Link>
            .
          </p>
        ) : (
          <ul className="mt-1 space-y-2 text-sm">
            <li>
              {vehicles.data.length} {vehicles.data.length === 1 ? 'voertuig' : 'voertuigen'}
              {apkAlerts.length === 0 && recalls.length === 0 ? ', geen APK- of terugroepmeldingen.' : ''}
            </li>
            {apkAlerts.map((vehicle) => (
              <li key={`apk-${vehicle.id}`} className="flex flex-wrap items-center gap-2">
                <Plate plate={vehicle.license_plate} size="sm" />
                <Badge tone={vehicle.apk_expiry_date! < today ? 'danger' : 'warning'}>
                  {vehicle.apk_expiry_date! < today ? 'APK verlopen' : 'APK verloopt'}{' '}
                  {formatDate(vehicle.apk_expiry_date!)}
                </Badge>
              </li>
            ))}
            {recalls.map((vehicle) => (
              <li key={`recall-${vehicle.id}`} className="flex flex-wrap items-center gap-2">
                <Plate plate={vehicle.license_plate} size="sm" />
                <Badge tone="danger">Openstaande terugroepactie</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
