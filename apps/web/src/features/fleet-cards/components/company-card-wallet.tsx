import type { MyCompanyCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import { walletMessages } from '@fuellinq/domain/wallet/wallet-messages';
import { useQuery } from '@tanstack/react-query';
import { walletPassQueryOptions } from '../../cards/api/wallet-api.ts';
import { WalletButtons } from '../../cards/components/wallet-buttons.tsx';

/**
 * Issue 24 §2: a company card in Apple Wallet, Google Wallet or the universal pass page, with the same
 * buttons as a private card. The pass names the organisation and the driver or plate. A blocked card gets
 * no pass (its replacement will).
 */
export function CompanyCardWallet({ card }: { card: MyCompanyCard }) {
  const blocked = card.status === 'blocked';
  const pass = useQuery({ ...walletPassQueryOptions(card.id), enabled: !blocked });
  if (blocked) return null;
  const headingId = `wallet-${card.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        Toevoegen aan je wallet
      </h3>
      <WalletButtons
        cardId={card.id}
        enabled
        passUrl={pass.data?.url ?? null}
        passError={pass.isError ? walletMessages.passFailed : null}
        showDemoNote={Boolean(pass.data && !pass.data.appleUrl && !pass.data.googleUrl)}
      />
    </section>
  );
}
