import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDownload } from '../../../lib/use-download.ts';
import { type Co2Export, co2ExportFile } from '../api/co2-queries.ts';

/** CSV and PDF buttons for one export; each shows it is busy and says so when it fails. */
export function DownloadButtons({
  label,
  csv,
  pdf,
  query,
  baseName,
}: {
  label: string;
  csv: Co2Export;
  pdf: Co2Export;
  query: Record<string, string | number | undefined>;
  baseName: string;
}) {
  const exports = useDownload({ fallback: 'Downloaden mislukt' });
  const files = {
    CSV: co2ExportFile(csv, query, `${baseName}.csv`),
    PDF: co2ExportFile(pdf, query, `${baseName}.pdf`),
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
        {(['CSV', 'PDF'] as const).map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            size="sm"
            disabled={exports.busy}
            onClick={() => exports.download(files[kind])}
          >
            {/* The endpoint says which file is on its way: the query may change meanwhile. */}
            {exports.pending?.endpoint === files[kind].endpoint ? `${kind} maken…` : `${label} als ${kind}`}
          </Button>
        ))}
      </div>
      {exports.failure ? <Alert tone="error">{exports.failure}</Alert> : null}
    </div>
  );
}
