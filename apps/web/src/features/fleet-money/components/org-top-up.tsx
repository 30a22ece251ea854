import { formatEuro } from '@fuellinq/domain/format/nl-format';
import { balanceMessages, TOP_UP_PRESETS_CENTS } from '@fuellinq/domain/money/balance.contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Chip } from '../../../components/ui/chip.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { keyed } from '../../../lib/idempotency-key.ts';
import { useOpenUrl } from '../../../lib/use-open-url.ts';
import { useOrgTopUp } from '../api/fleet-money-queries.ts';

/** Top up the company balance: a preset amount, paid at the payment provider, then back to /app/fleet. */
export function OrgTopUp({ orgId }: { orgId: string }) {
  const [amount, setAmount] = useState<number>(TOP_UP_PRESETS_CENTS[1]);
  const topUp = useOrgTopUp(orgId);
  const openUrl = useOpenUrl();
  const busy = topUp.isPending || topUp.isSuccess;
  return (
    <form
      aria-label="Saldo van de organisatie opwaarderen"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        topUp.mutate(keyed({ amount_cents: amount }), { onSuccess: ({ url }) => openUrl(url) });
      }}
    >
      <div role="group" aria-label="Kies een bedrag" className="flex flex-wrap gap-2">
        {[...TOP_UP_PRESETS_CENTS, 25_000].map((cents) => (
          <Chip key={cents} pressed={amount === cents} onClick={() => setAmount(cents)}>
            {formatEuro(cents)}
          </Chip>
        ))}
      </div>
      {topUp.isError ? (
        <Alert tone="error">{errorText(topUp.error, { headline: balanceMessages.topUpFailed })}</Alert>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Naar betalen…' : `${formatEuro(amount)} opwaarderen`}
      </Button>
    </form>
  );
}
