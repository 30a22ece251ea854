import { Link, Outlet } from 'react-router';
import { Header } from './header.tsx';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Sidebar } from './sidebar.tsx';

const groups = [
  {
    label: 'Partner',
    items: [
      { to: '/partner/offers', label: 'Aanbiedingen' },
      { to: '/partner/prices', label: 'Prijzen' },
      { to: '/partner/stations', label: 'Stations', end: true },
      { to: '/partner/settings', label: 'Instellingen' },
      { to: '/partner/codes', label: 'Code controleren' },
    ],
  },
];

/**
 * Spec §2 partner area: offers (default), prices, stations, settings, and a new-station button. The router's
 * RequirePartner guard stands in front of it (guards.tsx).
 */
export function PartnerLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <div className="flex flex-1 flex-col md:flex-row">
        <Sidebar
          label="Partner Portal"
          groups={groups}
          footer={
            <Link to="/partner/stations/new" className={buttonClass('accent', 'sm')}>
              + Nieuw station
            </Link>
          }
        />
        <main id="inhoud" className="min-w-0 flex-1 px-4 py-8 md:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
