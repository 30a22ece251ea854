import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../../components/ui/states.tsx';
import { errorText } from '../../../../lib/api-errors.ts';
import { balanceQueryOptions } from '../../../balance/api/balance-queries.ts';
import { AutoTopUp } from './auto-top-up.tsx';
import { RefuelForm } from './refuel-form.tsx';
import { TopUpForm } from './top-up-form.tsx';

export const BALANCE_LOAD_FAILED = 'Saldo ophalen mislukt';

function Amount({ label, cents, big = false }: { label: string; cents: number; big?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={big ? 'text-3xl font-bold' : 'text-xl font-semibold'}>{formatEuro(cents)}</dd>
    </div>
  );
}

/**
 * The wallet's Nu tanken block: the prepaid balance and what is available of it, topping up, a refuel at a
 * chosen station with the active card (`undefined` while the cards load), and automatic top-up.
 */
export function NuTankenBlock({
  activeCardId,
  locateOnOpen = false,
}: {
  activeCardId: string | null | undefined;
  /** The Nu tanken tab: ask for the location at once and propose the nearest station first. */
  locateOnOpen?: boolean;
}) {
  const balance = useQuery(balanceQueryOptions());
  const [toppingUp, setToppingUp] = useState(false);
  return (
    <section aria-labelledby="nu-tanken" className="card space-y-6 p-6">
      <h2 id="nu-tanken" className="text-lg font-semibold">
        Nu tanken
      </h2>
      {balance.isPending ? (
        <Skeleton className="h-16 w-full max-w-md" />
      ) : balance.isError ? (
        <ErrorState
          message={errorText(balance.error, { headline: BALANCE_LOAD_FAILED })}
          onRetry={() => void balance.refetch()}
        />
      ) : (
        <dl aria-label="Je saldo" className="flex flex-wrap gap-x-10 gap-y-3">
          <Amount label="Saldo" cents={balance.data.balance_cents} big />
          <Amount label="Beschikbaar" cents={balance.data.available_cents} />
          {balance.data.reserved_cents > 0 ? (
            <Amount label="Gereserveerd voor tanken" cents={balance.data.reserved_cents} />
          ) : null}
        </dl>
      )}
      <div className="space-y-3">
        <Button
          variant={toppingUp ? 'secondary' : 'accent'}
          aria-expanded={toppingUp}
          aria-controls="opwaarderen"
          onClick={() => setToppingUp(!toppingUp)}
        >
          Opwaarderen
        </Button>
        <div id="opwaarderen" hidden={!toppingUp}>
          {toppingUp ? <TopUpForm /> : null}
        </div>
      </div>
      <RefuelForm cardId={activeCardId} locateOnOpen={locateOnOpen} />
      {balance.isSuccess ? (
        <details className="rounded-brand border border-border p-4">
          <summary className="cursor-pointer font-medium">Automatisch opwaarderen</summary>
          <div className="mt-3">
            <AutoTopUp balance={balance.data} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
