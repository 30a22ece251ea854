import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton, SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { balanceQueryOptions } from '../../balance/api/balance-queries.ts';
import { transactionQueryOptions } from '../api/transaction-queries.ts';
import { RefuelProgress } from '../components/refuel-progress.tsx';

const LOAD_FAILED = 'Ophalen mislukt';

/** The refuel the checkout was for: ?tx= (or the spec's sid). */
function useTransactionId(): string {
  const [params] = useSearchParams();
  return params.get('tx') ?? params.get('sid') ?? '';
}

function NoTransaction() {
  return (
    <EmptyState
      title={transactionMessages.notFound}
      action={<ButtonLink to="/app/transactions">Naar Transacties</ButtonLink>}
    />
  );
}

/**
 * Spec §2 /app/success: 'Betaling geslaagd', then the refuel live as the pump reports it (gereserveerd →
 * tanken → klaar), asked again every 2 s until it is done and not while the tab is hidden.
 */
export function CheckoutSuccessPage() {
  const id = useTransactionId();
  const transaction = useQuery({ ...transactionQueryOptions(id, { follow: true }), enabled: id !== '' });
  return (
    <section className="max-w-2xl space-y-5">
      <PageHeader
        title={transactionMessages.paid}
        intro="Je kunt nu tanken. Hier zie je de tankbeurt live: wat je niet tankt, staat direct weer op je saldo."
      />
      {!id ? (
        <NoTransaction />
      ) : transaction.isPending ? (
        <SkeletonList rows={3} label="Tankbeurt laden…" />
      ) : transaction.isError ? (
        <ErrorState
          message={errorText(transaction.error, { headline: LOAD_FAILED })}
          onRetry={() => void transaction.refetch()}
        />
      ) : (
        <RefuelProgress transaction={transaction.data} />
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/app/transactions" variant="secondary">
          Naar Transacties
        </ButtonLink>
      </div>
    </section>
  );
}

/** Spec §2 /app/cancel: 'Betaling geannuleerd', and the reservation back on the balance in full. */
export function CheckoutCancelPage() {
  const id = useTransactionId();
  const transaction = useQuery({ ...transactionQueryOptions(id), enabled: id !== '' });
  const balance = useQuery(balanceQueryOptions());
  const released = transaction.data?.released_cents ?? transaction.data?.reserved_cents;
  return (
    <section className="max-w-2xl space-y-5">
      <PageHeader title={transactionMessages.cancelled} intro="Er is niets getankt en niets betaald." />
      {!id ? (
        <NoTransaction />
      ) : transaction.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : transaction.isError ? (
        <ErrorState
          message={errorText(transaction.error, { headline: LOAD_FAILED })}
          onRetry={() => void transaction.refetch()}
        />
      ) : (
        <p className="card p-5 text-lg">
          <strong>{formatEuro(released ?? 0)}</strong> staat weer volledig op je saldo.
        </p>
      )}
      {balance.isPending ? (
        <Skeleton className="h-10 w-64" />
      ) : balance.isError ? (
        <ErrorState
          message={errorText(balance.error, { headline: LOAD_FAILED })}
          onRetry={() => void balance.refetch()}
        />
      ) : (
        <p>
          Je saldo: <strong>{formatEuro(balance.data.balance_cents)}</strong>, waarvan{' '}
          <strong>{formatEuro(balance.data.available_cents)}</strong> beschikbaar.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/app/wallet">Opnieuw tanken</ButtonLink>
        <ButtonLink to="/app/transactions" variant="secondary">
          Naar Transacties
        </ButtonLink>
      </div>
    </section>
  );
}
