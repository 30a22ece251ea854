import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { useLogout } from '../../features/auth/api/auth-api.ts';
import { useSession } from '../../lib/use-session.ts';

// Only a signed-in person has organisations and notifications: a visitor of the public pages never loads
// their code (with the organisations' schemas it took the landing page over its 150 KB budget).
const HeaderExtras = lazy(() => import('./header-extras.tsx'));

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
  const { isLoggedIn } = useSession();
  return (
    <SiteHeader
      phoneMenu={phoneMenu}
      extra={
        isLoggedIn ? (
          <Suspense fallback={null}>
            <HeaderExtras />
          </Suspense>
        ) : undefined
      }
      onLogout={leave}
    />
  );
}
