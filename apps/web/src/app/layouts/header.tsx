import { useNavigate } from 'react-router';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { useLogout } from '../../features/auth/api/auth-api.ts';
import { NotificationBell } from '../../features/fleet-money/components/notification-bell.tsx';
import { OrgSwitcher } from '../../features/fleet/components/org-switcher.tsx';

/** Spec §4 logout: the session ends and the user goes to /login. */
export function useLogoutAndLeave() {
  const logout = useLogout();
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate('/login', { replace: true });
  };
}

/**
 * The site header with the auth feature's logout and the switch between Privé and the person's
 * organisations (issue 24). `phoneMenu={false}` in the signed-in areas, whose tab bar has the menu on a phone.
 */
export function Header({ phoneMenu = true }: { phoneMenu?: boolean }) {
  const leave = useLogoutAndLeave();
  return (
    <SiteHeader
      phoneMenu={phoneMenu}
      extra={
        <div className="flex items-center gap-2">
          <OrgSwitcher />
          <NotificationBell />
        </div>
      }
      onLogout={leave}
    />
  );
}
