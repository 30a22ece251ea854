import { isAdminRole, isPartnerRole } from '@fuellinq/domain/auth/user-rules';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NotAPartner } from '../features/partner/components/not-a-partner.tsx';
import { useSession } from '../lib/use-session.ts';
import { PublicShell } from './layouts/public-layout.tsx';

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

/**
 * The partner portal: a signed-in user without the partner role gets a page that says what this area is and
 * how to become a partner, instead of screens whose every call the server refuses with 403.
 */
export function RequirePartner() {
  const { role } = useSession();
  if (!isPartnerRole(role))
    return (
      <PublicShell>
        <NotAPartner />
      </PublicShell>
    );
  return <Outlet />;
}
