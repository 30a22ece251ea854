import { Outlet } from 'react-router';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { errorText, isNetworkError } from '../../lib/api-errors.ts';
import { useVerifiedUser } from './app-layout.tsx';
import { Header } from './header.tsx';
import { Sidebar, type SidebarGroup } from './sidebar.tsx';

/** The admin area's navigation (spec §2 /admin): overview, Pagina's, Gebruikers, Stations, Thema/Branding. */
export const adminSidebarGroups: SidebarGroup[] = [
  {
    label: 'Beheer',
    items: [
      { to: '/admin', label: 'Overzicht', end: true },
      { to: '/admin/pages', label: "Pagina's" },
      { to: '/admin/users', label: 'Gebruikers' },
      { to: '/admin/stations', label: 'Stations' },
      { to: '/app/admin/branding', label: 'Thema/Branding' },
    ],
  },
  {
    label: 'Ga naar',
    // The partner portal is a partner's own area, not an admin's.
    items: [{ to: '/app', label: 'Dashboard', end: true }],
  },
];

/** /admin: for admins only (the router's guard sends others to /app; the server checks every call). */
export function AdminLayout() {
  const me = useVerifiedUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <div className="flex flex-1 flex-col md:flex-row">
        <Sidebar label="Beheer" groups={adminSidebarGroups} />
        <main id="inhoud" className="min-w-0 flex-1 px-4 py-8 md:px-8">
          {isNetworkError(me.error) ? (
            <Alert tone="error" className="mb-6">
              {errorText(me.error)}
            </Alert>
          ) : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
