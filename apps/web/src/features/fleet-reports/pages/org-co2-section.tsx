import { ORG_CO2_BY, type OrgCo2By, type OrgCo2Group } from '@fuellinq/domain/co2/org-co2.contract';
import { orgCo2Endpoints } from '@fuellinq/domain/co2/org-co2.endpoints';
import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { formatLiters } from '../../../lib/amounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { OrgCo2Downloads } from '../components/org-co2-downloads.tsx';

// Issue 25 §3: the organisation's CO2 report (card refuels and manual logs together, the person's methods)
// per vehicle or cost centre over a calendar year, and its WPM export under the organisation's KvK number;
// both as CSV and PDF.

const BY_TEXT: Record<OrgCo2By, { option: string; column: string }> = {
  vehicle: { option: 'Per voertuig', column: 'Voertuig' },
  cost_centre: { option: 'Per kostenplaats', column: 'Kostenplaats' },
};

/** The chosen year and the four before it, newest first. */
const yearsUpTo = (year: number) => Array.from({ length: 5 }, (_, index) => year - index);

/** The year defaults to this one (so far); the tests pass their own. */
export function OrgCo2Section({
  orgId,
  thisYear = new Date().getFullYear(),
}: {
  orgId: string;
  thisYear?: number;
}) {
  const [year, setYear] = useState(thisYear);
  const [by, setBy] = useState<OrgCo2By>('vehicle');
  const report = useQuery({
    queryKey: ['orgs', orgId, 'co2', { year, by }] as const,
    queryFn: ({ signal }) =>
      apiRequest(orgCo2Endpoints.report, { params: { orgId }, query: { year, by }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="org-co2-title" className="mt-10 flex flex-col gap-4">
      <h2 id="org-co2-title" className="text-xl font-bold">
        CO2 en WPM-opgave
      </h2>
      <p className="text-sm text-muted">
        Kaarttankbeurten en handmatige ritten- en tanklogs van de voertuigen van de organisatie samen, met de
        officiële CO2-factoren (well-to-wheel). De WPM-opgave staat op het KvK-nummer van de organisatie.
      </p>
      <form
        aria-label="CO2-rapport kiezen"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField label="Jaar" value={String(year)} onChange={(e) => setYear(Number(e.target.value))}>
          {yearsUpTo(thisYear).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <SelectField label="CO2 indelen" value={by} onChange={(e) => setBy(e.target.value as OrgCo2By)}>
          {ORG_CO2_BY.map((option) => (
            <option key={option} value={option}>
              {BY_TEXT[option].option}
            </option>
          ))}
        </SelectField>
      </form>
      <OrgCo2Downloads orgId={orgId} year={year} by={by} />
      {report.isPending ? (
        <Spinner label="CO2-rapport laden…" />
      ) : report.isError ? (
        <ErrorState
          message={errorText(report.error, { headline: 'CO2-rapport laden mislukt' })}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.groups.length === 0 ? (
        <EmptyState title={`Geen kilometers of tankbeurten in ${report.data.year}.`} />
      ) : (
        <>
          <p className="text-sm">
            {report.data.year}: <strong>{formatDecimal(report.data.report.kg_co2_total, 1)} kg CO2</strong>{' '}
            over {formatDecimal(report.data.report.km_total, 0)} km en{' '}
            {formatLiters(report.data.report.liters_total)}.
          </p>
          <ResponsiveTable<OrgCo2Group>
            caption={`CO2 ${BY_TEXT[report.data.by].option.toLowerCase()} in ${report.data.year}`}
            items={report.data.groups}
            rowKey={(group) => group.key ?? 'geen'}
            columns={[
              {
                key: 'label',
                label: BY_TEXT[report.data.by].column,
                rowHeader: true,
                phone: 'title',
                className: 'font-medium',
                cell: (group) => group.label,
              },
              {
                key: 'co2',
                label: 'CO2',
                phone: 'amount',
                className: 'whitespace-nowrap tabular-nums',
                cell: (group) => `${formatDecimal(group.kg_co2, 1)} kg`,
              },
              { key: 'km', label: 'Kilometers', cell: (group) => formatDecimal(group.km, 0) },
              { key: 'liters', label: 'Liters', cell: (group) => formatLiters(group.liters) },
              { key: 'vehicles', label: 'Voertuigen', cell: (group) => formatDecimal(group.vehicles, 0) },
            ]}
          />
        </>
      )}
    </section>
  );
}
