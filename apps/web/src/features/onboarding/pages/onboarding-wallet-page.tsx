import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import { WalletSetup } from '../components/wallet-setup.tsx';

/** Spec §2: step 3 of 3, the card and the wallet buttons once the bank is linked. */
export function OnboardingWalletPage() {
  const location = useLocation();
  const info = (location.state as { info?: string } | null)?.info ?? null;
  return (
    <div className="mx-auto max-w-2xl">
      <OnboardingSteps current={3} />
      <PageHeader
        title="Zet je pas in je wallet"
        intro="Stap 3 van 3: zodra je bank gekoppeld is, maken we je gratis prepaid tankpas aan."
      />
      <WalletSetup info={info} continueTo="/onboarding/done" />
    </div>
  );
}
