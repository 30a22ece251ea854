import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

// Public pages that later releases fill; each shows its title and one line until then.
export const AboutPage = () => <ComingSoon title="Over ons" />;
export const EuAgendaPage = () => <ComingSoon title="EU Agenda" />;
export const ContactPage = () => <ComingSoon title="Contact" />;
export const DemoPage = () => <ComingSoon title="Demo" />;
export const GreenDealPage = () => <ComingSoon title="EU Green Deal" />;
export const TermsPage = () => <ComingSoon title="Voorwaarden" />;
export const PrivacyPage = () => <ComingSoon title="Privacy" />;
export const FaqPage = () => <ComingSoon title="Veelgestelde vragen" />;

export function CmsPage() {
  const { slug } = useParams();
  return <ComingSoon title={slug ?? 'Pagina'} />;
}
