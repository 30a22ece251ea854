import type { OrgCo2By } from '@fuellinq/domain/co2/org-co2.contract';
import { orgCo2Endpoints } from '@fuellinq/domain/co2/org-co2.endpoints';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EXPORT_TIMEOUT_MS, type FileRequest, useDownload } from '../../../lib/use-download.ts';

type Export = { name: 'CO2-rapport' | 'WPM-opgave'; kind: 'CSV' | 'PDF' } & FileRequest;

/** The year's files for the auditor and RVO: the CO2 report as the screen groups it, and the WPM export. */
function exportsOf(orgId: string, year: number, by: OrgCo2By): Export[] {
  const common = { params: { orgId }, timeoutMs: EXPORT_TIMEOUT_MS };
  const report = { ...common, name: 'CO2-rapport' as const, query: { year, by } };
  const wpm = { ...common, name: 'WPM-opgave' as const, query: { year } };
  const reportFile = `co2-rapport-${year}-per-${by === 'vehicle' ? 'voertuig' : 'kostenplaats'}`;
  return [
    { ...report, kind: 'CSV', endpoint: orgCo2Endpoints.reportCsv, filename: `${reportFile}.csv` },
    { ...report, kind: 'PDF', endpoint: orgCo2Endpoints.reportPdf, filename: `${reportFile}.pdf` },
    { ...wpm, kind: 'CSV', endpoint: orgCo2Endpoints.wpmCsv, filename: `wpm-opgave-${year}.csv` },
    { ...wpm, kind: 'PDF', endpoint: orgCo2Endpoints.wpmPdf, filename: `wpm-opgave-${year}.pdf` },
  ];
}

/** CSV and PDF buttons of the organisation's CO2 report and WPM export; each says when it is busy or failed. */
export function OrgCo2Downloads({ orgId, year, by }: { orgId: string; year: number; by: OrgCo2By }) {
  const downloads = useDownload({ headline: 'Downloaden mislukt' });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Downloads ${year}`}>
        {exportsOf(orgId, year, by).map(({ name, kind, ...file }) => (
          <Button
            key={`${name} ${kind}`}
            variant="secondary"
            disabled={downloads.busy}
            onClick={() => downloads.download(file)}
          >
            {/* The endpoint says which file is on its way: the year may change meanwhile. */}
            {downloads.pending?.endpoint === file.endpoint ? `${name} maken…` : `${name} ${year} (${kind})`}
          </Button>
        ))}
      </div>
      {downloads.failure ? <Alert tone="error">{downloads.failure}</Alert> : null}
    </div>
  );
}
