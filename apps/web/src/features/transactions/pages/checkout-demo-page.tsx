import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { keyed } from '../../../lib/idempotency-key.ts';
import {
  transactionQueryOptions,
  useCancelTransaction,
  useConfirmTransaction,
} from '../api/transaction-queries.ts';
import { detailsListClass } from '../components/refuel-progress.tsx';

/** A whole number of cents from the address, or null. */
function centsParam(value: string | null): number | null {
  return value !== null && /^\d{1,7}$/.test(value) ? Number(value) : null;
}

/**
 * Spec §2 /app/checkout-demo, shown after Nu tanken while no card payment provider is set up: reads tx (or
 * sid), station, c and amt (cents) from the address and shows the transaction, station, card id and amount
 * in euro. Betalen confirms the refuel and goes to /app/success; Annuleren cancels it and goes to /app/cancel.
 */
export function CheckoutDemoPage() {
  const [params] = useSearchParams();
  const tx = params.get('tx') ?? params.get('sid') ?? '';
  const station = params.get('station') ?? '';
  const card = params.get('c') ?? '';
  const amount = centsParam(params.get('amt'));
  const transaction = useQuery({ ...transactionQueryOptions(tx), enabled: tx !== '' });
  const confirm = useConfirmTransaction();
  const cancel = useCancelTransaction();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = confirm.isPending || cancel.isPending || confirm.isSuccess || cancel.isSuccess;
  const open = !transaction.data || ['reserved', 'awaiting_top_up'].includes(transaction.data.status);

  async function decide(choice: 'pay' | 'cancel') {
    setFailure(null);
    try {
      if (choice === 'pay') await confirm.mutateAsync(keyed(tx));
      else await cancel.mutateAsync(keyed(tx));
      const query = `?tx=${encodeURIComponent(tx)}`;
      await navigate(choice === 'pay' ? `/app/success${query}` : `/app/cancel${query}`);
    } catch (error) {
      setFailure(errorText(error, { headline: transactionMessages.checkoutFailed }));
    }
  }

  return (
    <section className="max-w-xl space-y-5">
      <PageHeader
        title="Checkout (demo)"
        intro="Er is geen betaalprovider voor je pas ingesteld: bevestig je tankbeurt hier. Het bedrag is gereserveerd op je FuelLinq-saldo, niet op je bankrekening; wat je niet tankt, komt direct terug."
      />
      <dl className={detailsListClass} aria-label="Je tankbeurt">
        <dt className="text-muted">Transactie</dt>
        <dd className="font-mono break-all">{tx || '—'}</dd>
        <dt className="text-muted">Station</dt>
        <dd className="break-all">{transaction.data?.station.title ?? (station || '—')}</dd>
        <dt className="text-muted">Pas</dt>
        <dd className="font-mono break-all">{card || '—'}</dd>
        <dt className="text-muted">Bedrag</dt>
        <dd className="text-2xl font-bold">{amount === null ? '—' : formatEuro(amount)}</dd>
      </dl>
      {!tx ? (
        <Alert tone="error">{`${transactionMessages.checkoutFailed}: ${transactionMessages.notFound}`}</Alert>
      ) : null}
      {tx && !open ? (
        <Alert tone="info">
          {transactionMessages.notOpen}{' '}
          <Link to={`/app/success?tx=${encodeURIComponent(tx)}`} className="font-medium underline">
            Bekijk de tankbeurt
          </Link>
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={!tx || !open || busy} onClick={() => void decide('pay')}>
          Betalen
        </Button>
        <Button variant="secondary" disabled={!tx || !open || busy} onClick={() => void decide('cancel')}>
          Annuleren
        </Button>
      </div>
    </section>
  );
}
