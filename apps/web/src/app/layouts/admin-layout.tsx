import { Outlet } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { errorText, isNetworkError } from '../../lib/api-errors.ts';
import { useVerifiedUser } from './app-layout.tsx';
import { AppShell } from './app-shell.tsx';
import type { SidebarGroup } from './sidebar.tsx';
import type { TabItem } from './tab-bar.tsx';

/** The admin area's navigation (spec §2 /admin): overview, Pagina's, Gebruikers, Stations, Prijsmeldingen, Thema/Branding. */
export const adminSidebarGroups: SidebarGroup[] = [
  {
    label: 'Beheer',
    items: [
      { to: '/admin', label: 'Overzicht', end: true },
      { to: '/admin/pages', label: "Pagina's" },
      { to: '/admin/users', label: 'Gebruikers' },
      { to: '/admin/stations', label: 'Stations' },
      { to: '/admin/price-reports', label: 'Prijsmeldingen' },
      { to: '/app/admin/branding', label: 'Thema/Branding' },
    ],
  },
  {
    label: 'Ga naar',
    // The partner portal is a partner's own area, not an admin's.
    items: [{ to: '/app', label: 'Dashboard', end: true }],
  },
];

/** An admin's tabs on a phone; "Meer" holds the rest of the menu. */
export const adminTabs: TabItem[] = [
  { to: '/admin', label: 'Overzicht', icon: 'home', end: true },
  { to: '/admin/users', label: 'Gebruikers', icon: 'users' },
  { to: '/admin/stations', label: 'Stations', icon: 'station' },
  { to: '/admin/pages', label: "Pagina's", icon: 'pages' },
];

/** /admin: for admins only (the router's guard sends others to /app; the server checks every call). */
export function AdminLayout() {
  const me = useVerifiedUser();
  return (
    <AppShell label="Beheer" groups={adminSidebarGroups} tabs={adminTabs}>
      {isNetworkError(me.error) ? (
        <Alert tone="error" className="mb-6">
          {errorText(me.error)}
        </Alert>
      ) : null}
      <Outlet />
    </AppShell>
  );
}
