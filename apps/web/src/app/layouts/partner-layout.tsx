import { Link, Outlet } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { AppShell } from './app-shell.tsx';
import type { SidebarGroup } from './sidebar.tsx';
import type { TabItem } from './tab-bar.tsx';

export const partnerSidebarGroups: SidebarGroup[] = [
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

/** A partner's tabs on a phone; "Meer" holds the rest of the menu and the new-station button. */
export const partnerTabs: TabItem[] = [
  { to: '/partner/offers', label: 'Aanbiedingen', icon: 'tag' },
  { to: '/partner/prices', label: 'Prijzen', icon: 'price' },
  { to: '/partner/stations', label: 'Stations', icon: 'station', end: true },
  { to: '/partner/codes', label: 'Codes', icon: 'settings' },
];

/**
 * Spec §2 partner area: offers (default), prices, stations, settings, and a new-station button. The router's
 * RequirePartner guard stands in front of it (guards.tsx).
 */
export function PartnerLayout() {
  return (
    <AppShell
      label="Partner Portal"
      groups={partnerSidebarGroups}
      tabs={partnerTabs}
      footer={
        <Link to="/partner/stations/new" className={buttonClass('accent', 'sm')}>
          + Nieuw station
        </Link>
      }
    >
      <Outlet />
    </AppShell>
  );
}
