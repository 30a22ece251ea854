import { Button } from '../../../components/ui/button.tsx';
import { useDownload } from '../../../lib/use-download.ts';
import { receiptFile } from '../api/transaction-queries.ts';

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
  const receipt = useDownload({ headline: RECEIPT_FAILED, onFailure });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={receipt.busy}
      aria-label={which ? `${label} ${which}` : undefined}
      onClick={() => receipt.download(receiptFile(transactionId))}
    >
      {receipt.busy ? 'Bon maken…' : label}
    </Button>
  );
}
