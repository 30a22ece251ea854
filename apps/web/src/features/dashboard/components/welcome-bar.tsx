import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { meQueryOptions, useLogout } from '../../auth/api/auth-api.ts';

/** Spec §2: the overview's welcome bar, with the user's first name (or display name) and Log uit. */
export function WelcomeBar() {
  useDocumentTitle('Overzicht');
  const me = useQuery(meQueryOptions());
  const logout = useLogout();
  const navigate = useNavigate();
  const logOut = async () => {
    await logout();
    await navigate('/login', { replace: true });
  };
  const user = me.data?.user;
  const name = user ? (user.first_name ?? user.name) : null;
  return (
    <section aria-label="Welkom" className="card flex flex-wrap items-center justify-between gap-3 p-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Overzicht</h1>
        <p className="text-muted">{name ? `Welkom terug, ${name}.` : 'Welkom terug.'}</p>
      </div>
      <Button variant="secondary" onClick={() => void logOut()}>
        Log uit
      </Button>
    </section>
  );
}
