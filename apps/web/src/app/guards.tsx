import { isAdminRole } from '@fuellinq/domain/auth/user-rules';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/use-session.ts';

/** Requires a stored token (spec §6); without one, to /auth with the page to come back to. */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** Admin-only screens: other users go to /app (the server checks the role again). */
export function RequireAdmin() {
  const { role } = useSession();
  if (!isAdminRole(role)) return <Navigate to="/app" replace />;
  return <Outlet />;
}
