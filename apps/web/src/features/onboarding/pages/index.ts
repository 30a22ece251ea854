export { OnboardingBankPage } from './onboarding-bank-page.tsx';
export { OnboardingDonePage } from './onboarding-done-page.tsx';
export { OnboardingWalletPage } from './onboarding-wallet-page.tsx';
export { WalletSetupPage } from './wallet-setup-page.tsx';
