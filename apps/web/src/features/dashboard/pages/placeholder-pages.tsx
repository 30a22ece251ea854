import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

// Dashboard screens that later releases fill; each shows its title and one line until then.
export const OverviewPage = () => <ComingSoon title="Overzicht" />;
export const TransactionsPage = () => <ComingSoon title="Transacties" />;
export const RewardsPage = () => <ComingSoon title="Punten & Rewards" />;
export const InsightsPage = () => <ComingSoon title="Inzichten" />;
export const InvoicesPage = () => <ComingSoon title="Facturen" />;
export const ProtectedRoutesPage = () => <ComingSoon title="Protected Routes" />;
export const CheckoutDemoPage = () => <ComingSoon title="Checkout (demo)" />;
export const CheckoutSuccessPage = () => <ComingSoon title="Betaling geslaagd" />;
export const CheckoutCancelPage = () => <ComingSoon title="Betaling geannuleerd" />;
export const BrandingPage = () => <ComingSoon title="Thema/Branding" />;
