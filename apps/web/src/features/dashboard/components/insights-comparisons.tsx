import { formatDate, formatDecimal, formatEuro } from '@fuellinq/domain/format/nl-format';
import type { InsightsResponse } from '@fuellinq/domain/insights/insights.contract';
import { formatPlate } from '@fuellinq/domain/vehicles/license-plate';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLiters, formatLitre } from '../../../lib/amounts.ts';
import { SavingPanel } from './saving-panel.tsx';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card space-y-2 p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The three comparisons of Inzichten: against the CBS average, per km, and what the card saved. */
export function InsightsComparisons({ data }: { data: InsightsResponse }) {
  const national = data.national_average;
  const perKm = data.cost_per_km;
  const difference = national.difference_eur_l;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Panel id="insights-national" title="Jouw prijs en het landelijk gemiddelde">
        {national.paid_eur_l === null ? (
          <p className="text-sm text-muted">Nog geen Euro95 getankt in deze periode.</p>
        ) : (
          <p className="text-sm">
            Je betaalde gemiddeld <strong>{formatLitre(national.paid_eur_l)}</strong> per liter Euro95 (
            {formatLiters(national.paid_liters)}).
          </p>
        )}
        {national.national_eur_l === null ? (
          <p className="text-sm text-muted">Het CBS heeft nog geen landelijk gemiddelde gepubliceerd.</p>
        ) : (
          <p className="text-sm">
            Landelijk gemiddelde{' '}
            {national.same_days
              ? 'op dezelfde dagen'
              : `van ${formatDate(national.national_from!)} tot en met ${formatDate(national.national_to!)} (het CBS heeft nog geen cijfers voor de dagen van je tankbeurten)`}
            : <strong>{formatLitre(national.national_eur_l)}</strong>.
          </p>
        )}
        {difference !== null ? (
          <p className="text-sm font-semibold">
            {difference < 0
              ? `€ ${formatDecimal(-difference, 3)} per liter goedkoper dan gemiddeld.`
              : difference > 0
                ? `€ ${formatDecimal(difference, 3)} per liter duurder dan gemiddeld.`
                : 'Precies het landelijk gemiddelde.'}
          </p>
        ) : null}
        <a href={national.source_url} target="_blank" rel="noopener noreferrer" className="text-xs underline">
          {national.label}
        </a>
      </Panel>
      <Panel id="insights-per-km" title="Kosten per kilometer">
        {perKm.cents_per_km === null ? (
          <p className="text-sm text-muted">
            Nog geen kilometerstanden in deze periode.{' '}
            <Link to="/app/vehicles" className="font-medium text-primary hover:underline">
              Log je kilometerstand
            </Link>{' '}
            om je kosten per kilometer te zien.
          </p>
        ) : (
          <>
            <p className="text-sm">
              <strong>€ {formatDecimal(perKm.cents_per_km / 100, 3)}</strong> per km over{' '}
              {formatDecimal(perKm.km, 0)} km ({formatEuro(perKm.amount_cents)} aan brandstof).
            </p>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Kosten per kilometer per voertuig</caption>
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-1 font-medium">
                    Kenteken
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Km
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Per km
                  </th>
                </tr>
              </thead>
              <tbody>
                {perKm.vehicles.map((vehicle) => (
                  <tr key={vehicle.vehicle_id} className="border-t border-border">
                    <th scope="row" className="py-1 font-medium">
                      {formatPlate(vehicle.license_plate)}
                    </th>
                    <td className="py-1">{formatDecimal(vehicle.km, 0)}</td>
                    <td className="py-1">
                      {vehicle.cents_per_km === null
                        ? '–'
                        : `€ ${formatDecimal(vehicle.cents_per_km / 100, 3)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Panel>
      <SavingPanel />
    </div>
  );
}
