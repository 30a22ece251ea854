import type { OrgBalance } from '@fuellinq/domain/fleet-money/fleet-money.contract';
import { keyed } from '../../../lib/idempotency-key.ts';
import { AutoTopUpSetup } from '../../balance/api/auto-top-up-setup.tsx';
import { useOrgMandate, useSaveOrgAutoTopUp } from '../api/fleet-money-queries.ts';

/**
 * The organisation's automatic top-up (owner, manager): without a mandate, a first payment of € 0,01 from
 * the company's account sets it up; then the switch, threshold and amount, as on the private screen.
 */
export function OrgAutoTopUp({ orgId, balance }: { orgId: string; balance: OrgBalance }) {
  const mandate = useOrgMandate(orgId);
  const save = useSaveOrgAutoTopUp(orgId);
  return (
    <AutoTopUpSetup
      settings={balance}
      startMandate={() => mandate.mutateAsync(keyed(undefined))}
      save={(body) => save.mutateAsync(body)}
      mandateIntro="Automatisch opwaarderen gaat met een incasso van de zakelijke rekening van je organisatie. Je machtigt FuelLinq daarvoor één keer, met een eerste betaling van € 0,01 vanaf die rekening; die cent komt op het saldo van de organisatie."
      mandateAccount="de rekening van de eerste betaling"
    />
  );
}
