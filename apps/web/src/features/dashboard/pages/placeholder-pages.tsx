import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

// Dashboard screens that later releases fill; each shows its title and one line until then.
export const BrandingPage = () => <ComingSoon title="Thema/Branding" />;
