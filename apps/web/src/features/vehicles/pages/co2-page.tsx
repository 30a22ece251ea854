import { vehicleErrorMessages, vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { co2ReportQueryOptions } from '../api/co2-queries.ts';
import { vehiclesQueryOptions } from '../api/vehicle-queries.ts';
import { type Co2Filter, Co2Filters, filterFromParams } from '../components/co2-filters.tsx';
import { Co2Chart, Co2Totals, Co2VehicleTable, MethodologyNote } from '../components/co2-report-view.tsx';
import { DownloadButtons } from '../components/download-buttons.tsx';
import { useIsBusiness } from '../components/use-default-purpose.ts';
import { WpmExport } from '../components/wpm-export.tsx';

/** /app/co2 (CO2 rapport): the report over a period, per vehicle, with its method, factors and exports. */
export function Co2Page() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const valid = filter.from <= filter.to;
  const query = {
    from: filter.from,
    to: filter.to,
    method: filter.method,
    scope: filter.scope,
    ...(filter.vehicle_id ? { vehicle_id: filter.vehicle_id } : {}),
    ...(filter.method === 'electric' ? { electricity: filter.electricity } : {}),
  };
  const vehicles = useQuery(vehiclesQueryOptions());
  const report = useQuery({ ...co2ReportQueryOptions(query), enabled: valid });
  const business = useIsBusiness();

  function change(next: Partial<Co2Filter>) {
    const merged = { ...filter, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')), {
      replace: true,
    });
  }

  return (
    <section className="space-y-6">
      <PageHeader
        title="CO2 rapport"
        intro="De uitstoot van je voertuigen over een periode, berekend met de officiële Nederlandse emissiefactoren."
      />
      <Co2Filters filter={filter} onChange={change} />
      {!valid ? <Alert tone="error">{vehicleErrorMessages.invalid_period}</Alert> : null}
      {vehicles.data && vehicles.data.length === 0 ? (
        <EmptyState
          title="Nog geen voertuigen"
          action={
            <ButtonLink to="/app/vehicles" size="sm">
              Voertuig toevoegen
            </ButtonLink>
          }
        >
          Voeg een voertuig toe en log kilometerstanden en tankbeurten; dan verschijnt hier je CO2-rapport.
        </EmptyState>
      ) : null}
      {valid && report.isPending ? <SkeletonList rows={3} label="CO2-rapport laden…" /> : null}
      {valid && report.error ? (
        <ErrorState
          message={errorText(report.error, { headline: vehicleUiMessages.loadFailed })}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      {valid && report.data ? (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <Co2Totals report={report.data} />
          {report.data.km_total === 0 && report.data.liters_total === 0 ? (
            <Alert>Geen kilometerstanden of tankbeurten in deze periode.</Alert>
          ) : null}
          <Co2Chart report={report.data} />
          {report.data.vehicles.length ? <Co2VehicleTable report={report.data} /> : null}
          <MethodologyNote report={report.data} />
          <DownloadButtons
            label="CO2-rapport"
            csv="reportCsv"
            pdf="reportPdf"
            query={query}
            baseName={`co2-rapport-${filter.from}-${filter.to}`}
          />
        </div>
      ) : null}
      {business ? <WpmExport /> : null}
    </section>
  );
}
