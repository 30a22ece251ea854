import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

// Onboarding steps 2 and 3 and the done page, filled by the onboarding release.
export const OnboardingBankPage = () => <ComingSoon title="Bank koppelen" />;
export const OnboardingWalletPage = () => <ComingSoon title="Wallet" />;
export const OnboardingDonePage = () => <ComingSoon title="Je pas is geactiveerd" />;
