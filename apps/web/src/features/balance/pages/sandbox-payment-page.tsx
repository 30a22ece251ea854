import { formatEuro } from '@fuellinq/domain/format/nl-format';
import {
  balanceMessages,
  type SandboxPayment,
  sandboxSecretOf,
} from '@fuellinq/domain/money/balance.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ProviderPage, ProviderProblem } from '../../../components/layout/provider-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText, hasStatus } from '../../../lib/api-errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOpenUrl } from '../../../lib/use-open-url.ts';
import { sandboxPaymentQueryOptions, useSandboxPaymentDecision } from '../api/balance-queries.ts';

/**
 * The sandbox payment provider's page (/betalen/sandbox/:id#secret=…): what is paid and to whom, Betalen or
 * Annuleren (with the payment's secret from the fragment), then back to FuelLinq by the provider's redirect. It stands on its own, as a payment
 * provider's page would; no money moves anywhere.
 */
export function SandboxPaymentPage() {
  const { id = '' } = useParams();
  const payment = useQuery(sandboxPaymentQueryOptions(id));
  // The payment's own secret, from the checkout URL's fragment: a browser sends a fragment to no server,
  // so it reaches ours only with the decision.
  const secret = sandboxSecretOf(useLocation().hash);
  useDocumentTitle('Betalen (sandbox)');

  return (
    <ProviderPage>
      {payment.isPending ? (
        <Spinner label="Betaling laden…" />
      ) : payment.isError ? (
        <Problem
          message={
            hasStatus(payment.error, 404, 400)
              ? balanceMessages.paymentNotFound
              : errorText(payment.error, { headline: 'Ophalen mislukt' })
          }
        />
      ) : payment.data.status !== 'open' ? (
        <Problem message={balanceMessages.paymentDone} />
      ) : secret ? (
        <Checkout payment={payment.data} secret={secret} />
      ) : (
        <Problem message={balanceMessages.paymentLinkIncomplete} />
      )}
    </ProviderPage>
  );
}

function Problem({ message }: { message: string }) {
  return <ProviderProblem title="Betalen niet mogelijk" message={message} back="/app/wallet" />;
}

function Checkout({ payment, secret }: { payment: SandboxPayment; secret: string }) {
  const decision = useSandboxPaymentDecision(payment.id);
  const openUrl = useOpenUrl();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = decision.isPending || decision.isSuccess;

  async function answer(choice: 'pay' | 'cancel') {
    setFailure(null);
    try {
      const { redirect_url } = await decision.mutateAsync({ decision: choice, secret });
      openUrl(redirect_url);
    } catch (error) {
      setFailure(errorText(error, { headline: 'Betalen mislukt' }));
    }
  }

  return (
    <section
      aria-labelledby="sandbox-title"
      className="overflow-hidden rounded-brand border border-border bg-surface shadow-brand"
    >
      <header className="bg-black px-6 py-4 text-white">
        <p className="text-lg font-bold">Sandbox-betaling</p>
        <p className="text-sm opacity-90">Oefenomgeving voor FuelLinq · er wordt geen geld afgeschreven</p>
      </header>
      <div className="space-y-5 p-6">
        <h1 id="sandbox-title" className="text-xl font-bold">
          Betalen aan FuelLinq
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-muted">Aan</dt>
          <dd>FuelLinq</dd>
          <dt className="text-muted">Omschrijving</dt>
          <dd>{payment.description}</dd>
          <dt className="text-muted">Bedrag</dt>
          <dd className="text-2xl font-bold">{formatEuro(payment.amount_cents)}</dd>
        </dl>
        {payment.sets_up_mandate ? (
          <p className="text-sm text-muted">
            Met deze eerste betaling machtig je FuelLinq om je saldo voortaan automatisch aan te vullen van je
            gekoppelde rekening (SEPA-incasso). Je kunt dat op de Wallet-pagina weer uitzetten.
          </p>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button disabled={busy} onClick={() => void answer('pay')}>
            Betalen
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void answer('cancel')}>
            Annuleren
          </Button>
        </div>
      </div>
    </section>
  );
}
