import type { BalanceResponse } from '@fuellinq/domain/money/balance.contract';
import { AutoTopUpSetup } from '../../../balance/api/auto-top-up-setup.tsx';
import { useCreateMandate, useSaveAutoTopUp } from '../../../balance/api/balance-queries.ts';
import { keyed } from '../../../../lib/idempotency-key.ts';

/** Automatic top-up of the person's own balance, by direct debit from their linked bank account. */
export function AutoTopUp({ balance }: { balance: BalanceResponse }) {
  const mandate = useCreateMandate();
  const save = useSaveAutoTopUp();
  return (
    <AutoTopUpSetup
      settings={balance}
      startMandate={() => mandate.mutateAsync(keyed(undefined))}
      save={(body) => save.mutateAsync(body)}
      mandateIntro="Automatisch opwaarderen gaat met een incasso van je gekoppelde bankrekening. Je machtigt FuelLinq daarvoor één keer, met een eerste betaling."
      mandateAccount="je gekoppelde rekening"
    />
  );
}
