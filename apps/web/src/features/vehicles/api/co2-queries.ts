import type { Co2Report, Co2ReportQuery, WpmReport } from '@fuellinq/domain/co2/co2.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export const co2Keys = {
  all: ['co2'] as const,
  report: (query: Co2ReportQuery) => [...co2Keys.all, 'report', query] as const,
  wpm: (year: number) => [...co2Keys.all, 'wpm', year] as const,
};

/** Spec §7: GET /api/co2/report with from, to and the like (without them the previous month). */
export const co2ReportQueryOptions = (query: Co2ReportQuery) =>
  queryOptions({
    queryKey: co2Keys.report(query),
    queryFn: ({ signal }) => apiRequest<Co2Report>('/api/co2/report', { query: { ...query }, signal }),
    placeholderData: (previous) => previous,
  });

export const wpmQueryOptions = (year: number) =>
  queryOptions({
    queryKey: co2Keys.wpm(year),
    queryFn: ({ signal }) => apiRequest<WpmReport>('/api/co2/wpm', { query: { year }, signal }),
  });

/** Downloads an export (report or WPM, CSV or PDF) and hands it to the browser. */
export async function downloadExport(
  path: '/api/co2/report.csv' | '/api/co2/report.pdf' | '/api/co2/wpm.csv' | '/api/co2/wpm.pdf',
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<void> {
  const { blob, filename } = await apiDownload(path, { query, timeoutMs: 60_000 });
  saveFile(blob, filename ?? fallbackName);
}
