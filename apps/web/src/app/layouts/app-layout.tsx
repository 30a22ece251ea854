import { isAdminRole, isPartnerRole } from '@fuellinq/domain/auth/user-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { meQueryOptions, useLogout } from '../../features/auth/api/auth-api.ts';
import { fleetNavGroups } from '../../features/fleet/api/fleet-nav.ts';
import { useOrgContext } from '../../features/fleet/api/org-context.ts';
import { errorText, isNetworkError } from '../../lib/api-errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { AppShell } from './app-shell.tsx';
import type { SidebarGroup } from './sidebar.tsx';
import type { TabItem } from './tab-bar.tsx';

/** A driver's tabs on a phone: what they do most at the pump; "Meer" holds the rest of the sidebar. */
export const appTabs: TabItem[] = [
  { to: '/app', label: 'Overzicht', icon: 'home', end: true },
  { to: '/app/stations', label: 'Stations', icon: 'station' },
  { to: '/app/tanken', label: 'Nu tanken', icon: 'pump' },
  { to: '/app/wallet', label: 'Pas', icon: 'card' },
];

/**
 * Spec §2 /app sidebar, in its order; Partner Portal for partners only, Thema/Branding and Beheer for admins
 * only.
 */
export function appSidebarGroups(isAdmin: boolean, isPartner = false): SidebarGroup[] {
  return [
    {
      label: 'Dashboard',
      items: [
        { to: '/app', label: 'Overzicht', end: true },
        { to: '/app/vehicles', label: 'Voertuigen' },
        { to: '/app/wallet', label: 'Wallet/Passen' },
        { to: '/app/transactions', label: 'Transacties' },
        { to: '/app/rewards', label: 'Punten & Rewards' },
        { to: '/app/insights', label: 'Inzichten' },
        { to: '/app/invoices', label: 'Facturen' },
        { to: '/app/co2', label: 'CO2 rapport' },
        { to: '/app/protected-routes', label: 'Protected Routes' },
        ...(isPartner ? [{ to: '/partner', label: 'Partner Portal' }] : []),
        ...(isAdmin
          ? [
              { to: '/app/admin/branding', label: 'Thema/Branding' },
              // Spec §2: /admin is linked as a top-level route; the admin's home.
              { to: '/admin', label: 'Beheer' },
            ]
          : []),
      ],
    },
    {
      label: 'Info',
      items: [
        { to: '/about', label: 'Over ons' },
        { to: '/contact', label: 'Contact' },
        { to: '/app/prijsalarmen', label: 'Prijsalarmen' },
        // AVG: see and take your data, or erase the account.
        { to: '/app/privacy', label: 'Mijn gegevens' },
      ],
    },
  ];
}

/**
 * The signed-in user must exist on the server: a failed /me logs out (spec §4). A network failure is
 * shown instead, so a dropped connection does not throw the user out.
 */
export function useVerifiedUser() {
  const me = useQuery(meQueryOptions());
  const logout = useLogout();
  const navigate = useNavigate();
  const failedOnServer = me.error instanceof ApiError && !isNetworkError(me.error);
  useEffect(() => {
    if (!failedOnServer) return;
    void logout().then(() => navigate('/auth?reason=unauthorized', { replace: true }));
  }, [failedOnServer, logout, navigate]);
  return me;
}

export function AppLayout() {
  const { role } = useSession();
  const me = useVerifiedUser();
  const offline = isNetworkError(me.error);
  const { orgs, current } = useOrgContext();
  // Issue 24: the organisation the header shows gets its own group, after Dashboard.
  const [dashboard, ...rest] = appSidebarGroups(isAdminRole(role), isPartnerRole(role));
  const fleet = fleetNavGroups(current, {
    isMember: orgs.length > 0,
    isBusiness: me.data?.user.account_type === 'business',
  });

  return (
    <AppShell
      label="Dashboard"
      groups={[...(dashboard ? [dashboard] : []), ...fleet, ...rest]}
      tabs={appTabs}
    >
      {offline ? (
        <Alert tone="error" className="mb-6">
          {errorText(me.error)}
        </Alert>
      ) : null}
      <Outlet />
    </AppShell>
  );
}
