import type { Co2Report } from '@fuellinq/domain/co2/co2.contract';
import { co2MethodLabels, co2ScopeLabels } from '@fuellinq/domain/co2/co2-methods';
import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { bucketLabel, gramsText, kgText, kmText } from './co2-format.ts';
import { Plate } from './plate.tsx';

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
    <div className="card p-4">
      <p aria-hidden="true" className="mb-2 text-sm font-semibold">
        Per voertuig
      </p>
      <ResponsiveTable
        caption="Per voertuig"
        plain
        items={report.vehicles}
        rowKey={(row) => row.vehicle_id}
        columns={[
          {
            key: 'plate',
            label: 'Kenteken',
            className: 'align-top',
            phone: 'title',
            cell: (row) => <Plate plate={row.license_plate} size="sm" />,
          },
          {
            key: 'vehicle',
            label: 'Voertuig',
            className: 'align-top',
            cell: (row) => [row.make, row.model].filter(Boolean).join(' ') || '–',
          },
          {
            key: 'method',
            label: 'Methode',
            className: 'align-top',
            cell: (row) => co2MethodLabels[row.method_used],
          },
          { key: 'km', label: 'km', className: 'align-top tabular-nums', cell: (row) => kmText(row.km) },
          {
            key: 'liters',
            label: 'Liters',
            className: 'align-top tabular-nums',
            cell: (row) => formatDecimal(row.liters, 2),
          },
          {
            key: 'co2',
            label: 'CO2e',
            className: 'align-top font-semibold tabular-nums',
            phone: 'amount',
            cell: (row) => kgText(row.kg_co2),
          },
          {
            key: 'grams',
            label: 'g/km',
            className: 'align-top tabular-nums',
            cell: (row) => gramsText(row.avg_g_per_km),
          },
          {
            key: 'notes',
            label: 'Toelichting',
            className: 'align-top text-xs text-muted',
            cell: (row) => row.notes.join(' ') || '–',
          },
        ]}
      />
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
        <ResponsiveTable
          caption="Gebruikte emissiefactoren"
          plain
          items={report.factors}
          rowKey={(factor) => `${factor.list_year}:${factor.key}`}
          columns={[
            { key: 'name', label: 'Factor', phone: 'title', cell: (factor) => factor.name },
            {
              key: 'value',
              label: 'Waarde',
              className: 'tabular-nums',
              phone: 'amount',
              cell: (factor) => formatDecimal(factor.value, factor.value < 0.1 ? 4 : 3),
            },
            {
              key: 'unit',
              label: 'Eenheid',
              cell: (factor) =>
                factor.unit === 'WTW/TTW' ? 'verhouding WTW/TTW' : `kg CO2e per ${factor.unit}`,
            },
            { key: 'list', label: 'Lijst', cell: (factor) => factor.list_year },
          ]}
        />
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
