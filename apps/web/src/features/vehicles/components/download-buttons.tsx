import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { downloadExport } from '../api/co2-queries.ts';

type ExportPath = Parameters<typeof downloadExport>[0];

/** CSV and PDF buttons for one export; each shows it is busy and says so when it fails. */
export function DownloadButtons({
  label,
  csv,
  pdf,
  query,
  baseName,
}: {
  label: string;
  csv: ExportPath;
  pdf: ExportPath;
  query: Record<string, string | number | undefined>;
  baseName: string;
}) {
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(kind: 'csv' | 'pdf') {
    setBusy(kind);
    setFailure(null);
    try {
      await downloadExport(kind === 'csv' ? csv : pdf, query, `${baseName}.${kind}`);
    } catch (error) {
      setFailure(errorText(error, { fallback: 'Downloaden mislukt' }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
        <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void run('csv')}>
          {busy === 'csv' ? 'CSV maken…' : `${label} als CSV`}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => void run('pdf')}>
          {busy === 'pdf' ? 'PDF maken…' : `${label} als PDF`}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
