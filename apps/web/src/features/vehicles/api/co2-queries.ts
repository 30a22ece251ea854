import { route } from '@fuellinq/domain/api/route';
import type { Co2ReportQuery } from '@fuellinq/domain/co2/co2.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { EXPORT_TIMEOUT_MS, type FileRequest } from '../../../lib/use-download.ts';

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const co2Routes = {
  report: route('GET /api/co2/report'),
  wpm: route('GET /api/co2/wpm'),
  reportCsv: route('GET /api/co2/report.csv'),
  reportPdf: route('GET /api/co2/report.pdf'),
  wpmCsv: route('GET /api/co2/wpm.csv'),
  wpmPdf: route('GET /api/co2/wpm.pdf'),
};

export const co2Keys = {
  all: ['co2'] as const,
  report: (query: Co2ReportQuery) => [...co2Keys.all, 'report', query] as const,
  wpm: (year: number) => [...co2Keys.all, 'wpm', year] as const,
};

/** Spec §7: GET /api/co2/report with from, to and the like (without them the previous month). */
export const co2ReportQueryOptions = (query: Co2ReportQuery) =>
  queryOptions({
    queryKey: co2Keys.report(query),
    queryFn: ({ signal }) => apiRequest(co2Routes.report, { query: { ...query }, signal }),
    placeholderData: (previous) => previous,
  });

export const wpmQueryOptions = (year: number) =>
  queryOptions({
    queryKey: co2Keys.wpm(year),
    queryFn: ({ signal }) => apiRequest(co2Routes.wpm, { query: { year }, signal }),
  });

export type Co2Export = 'reportCsv' | 'reportPdf' | 'wpmCsv' | 'wpmPdf';

/** An export (report or WPM, CSV or PDF), for useDownload. */
export const co2ExportFile = (
  file: Co2Export,
  query: Record<string, string | number | undefined>,
  filename: string,
): FileRequest => ({ endpoint: co2Routes[file], query, timeoutMs: EXPORT_TIMEOUT_MS, filename });
