import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { downloadReceipt } from '../api/transaction-queries.ts';

export const RECEIPT_FAILED = 'Bon downloaden mislukt';

/** Downloads a completed refuel's receipt (PDF); says why when it cannot. */
export function ReceiptButton({
  transactionId,
  label = 'Bon (PDF)',
  which,
  onFailure,
}: {
  transactionId: string;
  label?: string;
  /** Which refuel, for screen readers in a list: "van 21-11-2026 14:05". */
  which?: string;
  onFailure: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    onFailure(null);
    try {
      await downloadReceipt(transactionId);
    } catch (error) {
      onFailure(errorText(error, { headline: RECEIPT_FAILED }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      aria-label={which ? `${label} ${which}` : undefined}
      onClick={() => void download()}
    >
      {busy ? 'Bon maken…' : label}
    </Button>
  );
}
