import { orgJournalEndpoints } from '@fuellinq/domain/billing/org-journal.endpoints';
import { isoDateIn } from '@fuellinq/domain/co2/calendar-date';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { EXPORT_TIMEOUT_MS, useDownload } from '../../../lib/use-download.ts';
import { LedgerAccounts } from './ledger-accounts.tsx';

// The journal export for the bookkeeping (issue 25 §2): a month, and the CSV with a row per line of the
// invoices and credit notes dated in it, with the organisation's grootboekrekeningen and cost-centre codes.

export const JOURNAL_FAILED = 'Journaalpost downloaden mislukt';

/** The month and the download; for the owner and managers also the ledger accounts the journal books on. */
export function JournalDownload({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const [month, setMonth] = useState(() => isoDateIn(new Date()).slice(0, 7));
  const [failure, setFailure] = useState<string | null>(null);
  const download = useDownload({ headline: JOURNAL_FAILED, onFailure: setFailure });
  return (
    <div className="mb-4 flex flex-col gap-4">
      <form
        className="flex flex-col gap-2"
        aria-label="Journaalpost voor de boekhouding"
        onSubmit={(event) => {
          event.preventDefault();
          download.download({
            endpoint: orgJournalEndpoints.journal,
            params: { orgId },
            query: { month },
            timeoutMs: EXPORT_TIMEOUT_MS,
            filename: `journaalpost-${month}.csv`,
          });
        }}
      >
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="Maand (factuurdatum)"
            type="month"
            required
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={download.busy || !month}>
            {download.busy ? 'Bezig…' : 'Journaalpost (CSV)'}
          </Button>
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </form>
      {canManage ? <LedgerAccounts orgId={orgId} /> : null}
    </div>
  );
}
