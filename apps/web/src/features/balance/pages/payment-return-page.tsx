import { formatEuro } from '@fuellinq/domain/format/nl-format';
import type { Payment } from '@fuellinq/domain/money/balance.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { keyed } from '../../../lib/idempotency-key.ts';
import { sitePath } from '../../../lib/site-path.ts';
import { useOpenUrl } from '../../../lib/use-open-url.ts';
import { fleetMoneyKeys } from '../../fleet-money/api/fleet-money-queries.ts';
import { balanceKeys, paymentQueryOptions, useCreateMandate, useTopUp } from '../api/balance-queries.ts';

const WALLET = '/app/wallet';

const endings: Record<Exclude<Payment['status'], 'open' | 'paid'>, string> = {
  failed: 'De betaling is mislukt. Er is niets afgeschreven.',
  canceled: 'De betaling is geannuleerd. Er is niets afgeschreven.',
  expired: 'De betaling is verlopen. Er is niets afgeschreven.',
};

/**
 * /app/betaling/:id, where a checkout sends the person back. Coming back proves nothing: the page asks the
 * server until the payment is paid (then on to where it was for: the wallet, or the refuel that waited for
 * it) or ended without being paid (then says so, with a way to try again).
 */
export function PaymentReturnPage() {
  const { id = '' } = useParams();
  // An organisation's payment names its organisation (?org=…): read, refreshed and retried there.
  const orgId = useSearchParams()[0].get('org');
  const payment = useQuery(paymentQueryOptions(id, orgId));

  if (payment.isPending) return <Waiting />;
  if (payment.isError) {
    return (
      <section>
        <PageHeader title="Betaling" />
        <ErrorState
          message={errorText(payment.error, { headline: 'Ophalen mislukt' })}
          onRetry={() => void payment.refetch()}
        />
      </section>
    );
  }
  const { status } = payment.data;
  if (status === 'open') return <Waiting />;
  const back = sitePath(payment.data.return_path) ?? WALLET;
  if (status === 'paid') return <Paid to={back} orgId={orgId} />;
  if (orgId) return <OrgFailed back={back} message={endings[status]} />;
  return <Failed payment={payment.data} message={endings[status]} />;
}

/** Paid: what the app holds of the balance is old now; on to where the payment was for. */
function Paid({ to, orgId }: { to: string; orgId: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    // Marked stale at once: the page it goes to asks for the new balance when it mounts.
    void queryClient.invalidateQueries({
      queryKey: orgId ? fleetMoneyKeys.org(orgId) : balanceKeys.summary(),
    });
    void navigate(to, { replace: true });
  }, [queryClient, navigate, to, orgId]);
  return <Waiting />;
}

function Waiting() {
  return (
    <section>
      <PageHeader title="Betaling controleren" />
      <div className="card p-6">
        <Spinner label="We wachten op de bevestiging van je betaling…" />
      </div>
    </section>
  );
}

/** An organisation's payment that was not paid: back to the organisation's screen, which starts a new one. */
function OrgFailed({ back, message }: { back: string; message: string }) {
  return (
    <section className="space-y-4">
      <PageHeader title="Betaling niet gelukt" />
      <Alert tone="error">{message}</Alert>
      <ButtonLink to={back}>Terug naar Wagenpark</ButtonLink>
    </section>
  );
}

function Failed({ payment, message }: { payment: Payment; message: string }) {
  const topUp = useTopUp();
  const mandate = useCreateMandate();
  const openUrl = useOpenUrl();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = topUp.isPending || mandate.isPending || topUp.isSuccess || mandate.isSuccess;

  async function retry() {
    setFailure(null);
    try {
      const { url } =
        payment.purpose === 'mandate'
          ? await mandate.mutateAsync(keyed(undefined))
          : await topUp.mutateAsync(
              keyed({ amount_cents: payment.amount_cents, return_path: payment.return_path }),
            );
      openUrl(url);
    } catch (error) {
      setFailure(errorText(error, { headline: 'Opnieuw betalen mislukt' }));
    }
  }

  return (
    <section className="space-y-4">
      <PageHeader title="Betaling niet gelukt" />
      <Alert tone="error">{message}</Alert>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {payment.purpose === 'card_fee' ? null : (
          <Button disabled={busy} onClick={() => void retry()}>
            Opnieuw betalen ({formatEuro(payment.amount_cents)})
          </Button>
        )}
        <ButtonLink to={WALLET} variant="secondary">
          Terug naar Wallet
        </ButtonLink>
      </div>
    </section>
  );
}
