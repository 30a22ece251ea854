import { PageHeader } from '../../../components/ui/page-header.tsx';
import { WalletSetup } from '../components/wallet-setup.tsx';

/** /app/wallet-setup: the onboarding wallet screen inside the dashboard (spec §2). */
export function WalletSetupPage() {
  return (
    <section>
      <PageHeader title="Wallet instellen" intro="Zet je tankpas in Apple of Google Wallet." />
      <WalletSetup />
    </section>
  );
}
