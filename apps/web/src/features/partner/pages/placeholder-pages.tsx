import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

// Partner screens that later releases fill; each shows its title and one line until then.
export const PartnerOffersPage = () => <ComingSoon title="Aanbiedingen" />;
export const PartnerPricesPage = () => <ComingSoon title="Prijzen" />;
export const PartnerStationsPage = () => <ComingSoon title="Stations" />;
export const PartnerNewStationPage = () => <ComingSoon title="Nieuw station" />;
export const PartnerSettingsPage = () => <ComingSoon title="Instellingen" />;
