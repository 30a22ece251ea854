import type { VehicleFacts as Facts } from '@fuellinq/domain/vehicles/vehicle.contract';
import { formatDate, formatDecimal } from '@fuellinq/domain/format/nl-format';
import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import { isoDateIn } from '@fuellinq/domain/co2/calendar-date';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';

export function co2Text(facts: Pick<Facts, 'wltp_g_per_km' | 'co2_cycle'>): string {
  return facts.wltp_g_per_km === null
    ? 'onbekend'
    : `${formatDecimal(facts.wltp_g_per_km, 0)} g/km${facts.co2_cycle ? ` (${facts.co2_cycle})` : ''}`;
}

export function fuelText(facts: Pick<Facts, 'fuel_primary' | 'fuels'>): string {
  if (facts.fuels.length > 1) return facts.fuels.join(' + ');
  return facts.fuel_primary ? fuelLabels[facts.fuel_primary] : (facts.fuels[0] ?? 'Onbekend');
}

/** APK expiry with a warning once it has passed. */
export function ApkText({ date }: { date: string | null }) {
  if (!date) return <>onbekend</>;
  const expired = date < isoDateIn(new Date());
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {formatDate(date)}
      {expired ? <Badge tone="danger">verlopen</Badge> : null}
    </span>
  );
}

/** What RDW says about a vehicle, as a description list. */
export function VehicleFacts({ facts }: { facts: Facts }) {
  const electric =
    facts.electric_wh_per_km !== null
      ? `${formatDecimal(facts.electric_wh_per_km, 0)} Wh/km${
          facts.electric_range_km !== null
            ? `, actieradius ${formatDecimal(facts.electric_range_km, 0)} km`
            : ''
        }`
      : null;
  const rows: [string, ReactNode][] = [
    ['Brandstof', fuelText(facts)],
    ['CO2-uitstoot', co2Text(facts)],
    ...(electric ? ([['Elektrisch verbruik', electric]] as [string, string][]) : []),
    ['APK geldig tot', <ApkText key="apk" date={facts.apk_expiry_date} />],
    [
      'Eerste toelating',
      facts.first_registration_date ? formatDate(facts.first_registration_date) : 'Onbekend',
    ],
    ['Soort', [facts.vehicle_kind, facts.european_category].filter(Boolean).join(', ') || 'Onbekend'],
    ['Emissieklasse', facts.emission_class ?? 'Onbekend'],
    ['Energielabel', facts.energy_label ?? 'Onbekend'],
    [
      'Terugroepactie',
      facts.open_recall === true ? (
        <Badge key="recall" tone="danger">
          Openstaande terugroepactie
        </Badge>
      ) : facts.open_recall === false ? (
        'Geen openstaande'
      ) : (
        'Onbekend'
      ),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
