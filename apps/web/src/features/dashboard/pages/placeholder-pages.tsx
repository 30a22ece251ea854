import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

// Dashboard screens that later releases fill; each shows its title and one line until then.
export const OverviewPage = () => <ComingSoon title="Overzicht" />;
export const InsightsPage = () => <ComingSoon title="Inzichten" />;
export const InvoicesPage = () => <ComingSoon title="Facturen" />;
export const ProtectedRoutesPage = () => <ComingSoon title="Protected Routes" />;
