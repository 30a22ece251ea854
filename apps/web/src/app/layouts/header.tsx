import { useNavigate } from 'react-router';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { useLogout } from '../../features/auth/api/auth-api.ts';

/** The site header with the auth feature's logout: spec §4, the session ends and the user goes to /login. */
export function Header() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <SiteHeader
      onLogout={async () => {
        await logout();
        await navigate('/login', { replace: true });
      }}
    />
  );
}
