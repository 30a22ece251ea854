import type { Co2Report } from '@fuellinq/domain/co2/co2.contract';
import { co2MethodLabels, co2ScopeLabels } from '@fuellinq/domain/co2/co2-methods';
import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { bucketLabel, gramsText, kgText, kmText } from './co2-format.ts';
import { Plate } from './plate.tsx';
import { TableHead } from './table-head.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="card p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight">{value}</p>
    </div>
  );
}

export function Co2Totals({ report }: { report: Co2Report }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="Totalen">
      <Stat label="CO2-uitstoot" value={kgText(report.kg_co2_total)} />
      <Stat label="Kilometers" value={kmText(report.km_total)} />
      <Stat label="Liters" value={`${formatDecimal(report.liters_total, 2)} l`} />
      <Stat label="Gemiddeld" value={gramsText(report.avg_g_per_km)} />
    </div>
  );
}

export function Co2Chart({ report }: { report: Co2Report }) {
  return (
    <BarChart
      title={`CO2e per ${report.bucket === 'day' ? 'dag' : 'maand'} (kg, ${report.scope.toUpperCase()})`}
      data={report.series.co2.map((point) => ({
        label: bucketLabel(point.date, report.bucket),
        value: point.kg_co2,
      }))}
      formatValue={(value) => `${formatDecimal(value, value >= 10 ? 0 : 1)} kg`}
      emptyText="Geen uitstoot in deze periode."
    />
  );
}

export function Co2VehicleTable({ report }: { report: Co2Report }) {
  return (
    <div className="card overflow-x-auto p-4">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold">Per voertuig</caption>
        <thead className="text-xs text-muted">
          <tr>
            {['Kenteken', 'Voertuig', 'Methode', 'km', 'Liters', 'CO2e', 'g/km', 'Toelichting'].map(
              (head) => (
                <th key={head} scope="col" className="py-1 pr-3 font-medium">
                  {head}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {report.vehicles.map((row) => (
            <tr key={row.vehicle_id} className="border-t border-border align-top">
              <td className="py-2 pr-3">
                <Plate plate={row.license_plate} size="sm" />
              </td>
              <td className="py-2 pr-3">{[row.make, row.model].filter(Boolean).join(' ') || '–'}</td>
              <td className="py-2 pr-3">{co2MethodLabels[row.method_used]}</td>
              <td className="py-2 pr-3 tabular-nums">{kmText(row.km)}</td>
              <td className="py-2 pr-3 tabular-nums">{formatDecimal(row.liters, 2)}</td>
              <td className="py-2 pr-3 font-semibold tabular-nums">{kgText(row.kg_co2)}</td>
              <td className="py-2 pr-3 tabular-nums">{gramsText(row.avg_g_per_km)}</td>
              <td className="py-2 pr-3 text-xs text-muted">{row.notes.join(' ') || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How the figures were made and where the factors come from, as an auditor needs to see it. */
export function MethodologyNote({ report }: { report: Co2Report }) {
  const lists = report.factor_list.lists.map((list) => `${list.year} (${list.name})`).join(', ');
  return (
    <section aria-labelledby="co2-methodology" className="card space-y-3 p-5 text-sm">
      <h2 id="co2-methodology" className="text-lg font-semibold">
        Werkwijze en bron
      </h2>
      <p>
        Methode: <strong>{co2MethodLabels[report.method]}</strong>; scope:{' '}
        <strong>{co2ScopeLabels[report.scope]}</strong>. Kilometers komen uit de kilometerstanden van de
        periode (eerste tot laatste stand, ook die bij tankbeurten). Een voertuig waarvoor de gekozen methode
        niet kan, wordt anders berekend; dat staat bij het voertuig.
      </p>
      {report.factors.length ? (
        <table className="w-full text-left">
          <caption className="sr-only">Gebruikte emissiefactoren</caption>
          <TableHead columns={['Factor', 'Waarde', 'Eenheid', 'Lijst']} />
          <tbody>
            {report.factors.map((factor) => (
              <tr key={`${factor.list_year}:${factor.key}`} className="border-t border-border">
                <td className="py-1.5 pr-3">{factor.name}</td>
                <td className="py-1.5 pr-3 tabular-nums">
                  {formatDecimal(factor.value, factor.value < 0.1 ? 4 : 3)}
                </td>
                <td className="py-1.5 pr-3">
                  {factor.unit === 'WTW/TTW' ? 'verhouding WTW/TTW' : `kg CO2e per ${factor.unit}`}
                </td>
                <td className="py-1.5 pr-3">{factor.list_year}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>
        Bron van de emissiefactoren: <strong>{report.factor_list.source}</strong>, lijst {lists}.
      </p>
      {[...report.factor_list.notes, ...report.notes].map((note) => (
        <p key={note} className="text-muted">
          {note}
        </p>
      ))}
    </section>
  );
}
