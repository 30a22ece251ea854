import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../lib/api-client.ts';

/** Spec §2: every route change scrolls to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Spec §4: any 401 clears the session and goes to /auth?reason=unauthorized, unless already under /auth. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!window.location.pathname.startsWith('/auth'))
          navigate('/auth?reason=unauthorized', { replace: true });
      }),
    [navigate],
  );
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <UnauthorizedRedirect />
      <Outlet />
    </>
  );
}
