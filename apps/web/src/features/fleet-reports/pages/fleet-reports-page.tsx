import {
  FLEET_REPORT_BY,
  type FleetReport,
  type FleetReportBy,
  type FleetReportRow,
} from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { formatDate, formatDecimal, formatEuro, monthName } from '@fuellinq/domain/format/nl-format';
import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Stat } from '../../../components/ui/stat.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatLiters } from '../../../lib/amounts.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { FleetOrgGate } from '../../fleet/api/fleet-org-gate.tsx';
import {
  fleetReportCsvFile,
  type FleetReportFilters,
  fleetReportQueryOptions,
} from '../api/fleet-report-queries.ts';
import { OrgCo2Section } from './org-co2-section.tsx';

const BY_TEXT: Record<FleetReportBy, { option: string; column: string }> = {
  driver: { option: 'Per bestuurder', column: 'Bestuurder' },
  vehicle: { option: 'Per voertuig', column: 'Voertuig' },
  cost_centre: { option: 'Per kostenplaats', column: 'Kostenplaats' },
};

const formatKg = (kg: number) => `${formatDecimal(kg, 1)} kg`;
/** "2026-10" → "okt 2026". */
const monthText = (month: string) => `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
/** Cents per litre with one decimal as euros: 205.3 → "€ 2,053". */
const perLiter = (cents: number | null) => (cents === null ? '–' : `€ ${formatDecimal(cents / 100, 3)}`);

/** What was saved (positive) or overpaid against the CBS average, in words. */
function savedText(saved: number) {
  if (saved > 0) return `${formatEuro(saved)} bespaard`;
  if (saved < 0) return `${formatEuro(-saved)} te veel betaald`;
  return 'gelijk';
}

/** The fleet's Euro95 price against the CBS average of the same days, in one sentence. */
function NationalSummary({ report }: { report: FleetReport }) {
  const { national } = report.totals;
  if (national.compared_liters === 0)
    return (
      <p className="text-sm text-muted">
        Geen Euro95-tankbeurten op dagen met een CBS-gemiddelde: er is niets te vergelijken.
      </p>
    );
  return (
    <p className="text-sm">
      Voor {formatLiters(national.compared_liters)} Euro95 betaalde de vloot gemiddeld{' '}
      {perLiter(national.paid_per_liter_cents)} per liter; het CBS-gemiddelde van dezelfde dagen was{' '}
      {perLiter(national.national_per_liter_cents)}: <strong>{savedText(national.saved_cents)}</strong>.
    </p>
  );
}

function ReportBody({ report }: { report: FleetReport }) {
  const column = BY_TEXT[report.by].column;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Uitgegeven" value={formatEuro(report.totals.amount_cents)} />
        <Stat label="Getankt" value={formatLiters(report.totals.liters)} />
        <Stat label="Tankbeurten" value={formatDecimal(report.totals.refuels, 0)} />
        <Stat label="CO2 (well-to-wheel)" value={formatKg(report.totals.co2_kg)} />
      </dl>
      <NationalSummary report={report} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart
          title={`Uitgaven ${BY_TEXT[report.by].option.toLowerCase()}`}
          data={report.rows.map((row) => ({ label: row.label, value: row.amount_cents / 100 }))}
          formatValue={(value) => formatEuro(Math.round(value * 100))}
        />
        <BarChart
          title="Uitgaven per maand"
          data={report.months.map((month) => ({
            label: monthText(month),
            value: (report.totals.months.find((m) => m.month === month)?.amount_cents ?? 0) / 100,
          }))}
          formatValue={(value) => formatEuro(Math.round(value * 100))}
        />
      </div>
      <ResponsiveTable<FleetReportRow>
        caption={`Rapport ${BY_TEXT[report.by].option.toLowerCase()}`}
        items={report.rows}
        rowKey={(row) => row.key ?? 'geen'}
        columns={[
          {
            key: 'label',
            label: column,
            rowHeader: true,
            phone: 'title',
            className: 'font-medium',
            cell: (row) => row.label,
          },
          {
            key: 'amount',
            label: 'Bedrag',
            phone: 'amount',
            className: 'whitespace-nowrap tabular-nums',
            cell: (row) => formatEuro(row.amount_cents),
          },
          { key: 'refuels', label: 'Tankbeurten', cell: (row) => formatDecimal(row.refuels, 0) },
          { key: 'liters', label: 'Liters', cell: (row) => formatLiters(row.liters) },
          { key: 'co2', label: 'CO2', cell: (row) => formatKg(row.co2_kg) },
          {
            key: 'price',
            label: 'Euro95 betaald / CBS',
            cell: (row) =>
              row.national.compared_liters === 0
                ? '–'
                : `${perLiter(row.national.paid_per_liter_cents)} / ${perLiter(row.national.national_per_liter_cents)}`,
          },
          {
            key: 'saved',
            label: 'Tegen CBS',
            cell: (row) => (row.national.compared_liters === 0 ? '–' : savedText(row.national.saved_cents)),
          },
        ]}
      />
    </div>
  );
}

function Report({ org }: { org: OrgSummary }) {
  const [filters, setFilters] = useState<FleetReportFilters>({ by: 'driver' });
  const [failure, setFailure] = useState<string | null>(null);
  const halfPeriod = Boolean(filters.from) !== Boolean(filters.to);
  const badPeriod = Boolean(filters.from && filters.to && filters.from > filters.to);
  const report = useQuery({
    ...fleetReportQueryOptions(org.id, filters),
    enabled: !halfPeriod && !badPeriod,
  });
  const csv = useDownload({ headline: 'Exporteren mislukt', onFailure: setFailure });
  const set = (next: Partial<FleetReportFilters>) => setFilters({ ...filters, ...next });
  return (
    <>
      <form
        aria-label="Rapport kiezen"
        className="mb-4 grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Indeling"
          value={filters.by}
          onChange={(e) => set({ by: e.target.value as FleetReportBy })}
        >
          {FLEET_REPORT_BY.map((by) => (
            <option key={by} value={by}>
              {BY_TEXT[by].option}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Van"
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
        <TextField
          label="Tot en met"
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </form>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={csv.busy || halfPeriod || badPeriod}
          onClick={() => csv.download(fleetReportCsvFile(org.id, filters))}
        >
          {csv.busy ? 'CSV maken…' : 'Exporteer als CSV'}
        </Button>
        {report.data ? (
          <span className="text-sm text-muted">
            {formatDate(report.data.from)} t/m {formatDate(report.data.to)}
          </span>
        ) : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {badPeriod ? (
        <Alert tone="error">De begindatum ligt na de einddatum.</Alert>
      ) : halfPeriod ? (
        <Alert tone="info">Kies zowel een begin- als een einddatum.</Alert>
      ) : report.isPending ? (
        <Spinner label="Rapport laden…" />
      ) : report.isError ? (
        <ErrorState
          message={errorText(report.error, { headline: 'Rapport laden mislukt' })}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.rows.length === 0 ? (
        <EmptyState title="Geen zakelijke tankbeurten in deze periode.">
          Kies een andere periode, of wacht tot er getankt is met een bedrijfspas.
        </EmptyState>
      ) : (
        <ReportBody report={report.data} />
      )}
    </>
  );
}

/** /app/fleet/reports: spend, litres, refuels and CO2 per driver, vehicle or cost centre and per month. */
export function FleetReportsPage() {
  return (
    <section>
      <PageHeader
        title="Rapporten"
        intro="Waar het geld en de CO2 van de vloot heen gaan: per bestuurder, voertuig of kostenplaats, met de prijs die je betaalde tegen het landelijk gemiddelde van het CBS. Alleen afgeronde tankbeurten met een bedrijfspas."
      />
      <FleetOrgGate need="read">
        {(org) => (
          <>
            <Report org={org} />
            <OrgCo2Section orgId={org.id} />
          </>
        )}
      </FleetOrgGate>
    </section>
  );
}
