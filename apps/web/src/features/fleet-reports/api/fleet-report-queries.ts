import {
  type FleetReportBy,
  fleetReportByLabels,
} from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { fleetReportEndpoints } from '@fuellinq/domain/fleet-reports/fleet-report.endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { EXPORT_TIMEOUT_MS, type FileRequest } from '../../../lib/use-download.ts';

// The fleet report (issue 25 §3): the organisation's company refuels per driver, vehicle or cost centre.
// The key starts with 'orgs' and the organisation, as the fleet feature's.

export interface FleetReportFilters {
  by: FleetReportBy;
  /** Both or neither: without them the server reports the last twelve months. */
  from?: string | undefined;
  to?: string | undefined;
}

export const fleetReportQueryOptions = (orgId: string, filters: FleetReportFilters) =>
  queryOptions({
    queryKey: ['orgs', orgId, 'reports', filters] as const,
    queryFn: ({ signal }) =>
      apiRequest(fleetReportEndpoints.report, { params: { orgId }, query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });

/** The same report as CSV, for useDownload. */
export const fleetReportCsvFile = (orgId: string, filters: FleetReportFilters): FileRequest => ({
  endpoint: fleetReportEndpoints.reportCsv,
  params: { orgId },
  query: { ...filters },
  timeoutMs: EXPORT_TIMEOUT_MS,
  filename: `rapport-per-${fleetReportByLabels[filters.by].toLowerCase()}.csv`,
});
