import { useNavigate } from 'react-router';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { useLogout } from '../../features/auth/api/auth-api.ts';
import { NotificationBell } from '../../features/fleet-money/components/notification-bell.tsx';
import { OrgSwitcher } from '../../features/fleet/components/org-switcher.tsx';

/**
 * The site header with the auth feature's logout (spec §4: the session ends and the user goes to /login) and
 * the switch between Privé and the person's organisations (issue 24).
 */
export function Header() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <SiteHeader
      extra={
        <div className="flex items-center gap-2">
          <OrgSwitcher />
          <NotificationBell />
        </div>
      }
      onLogout={async () => {
        await logout();
        await navigate('/login', { replace: true });
      }}
    />
  );
}
