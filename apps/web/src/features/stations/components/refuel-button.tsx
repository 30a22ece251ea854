import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/use-session.ts';

// Only a signed-in driver starts a refuel: a visitor's station page loads none of the card and refuel code.
const SignedInRefuelButton = lazy(() => import('./signed-in-refuel-button.tsx'));

/**
 * Nu tanken on a station page: starts a refuel at this station with the active card and goes to the
 * checkout. Signed out, it goes to the login and comes back here.
 */
export function RefuelButton({ stationId }: { stationId: string }) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    const next = encodeURIComponent(`/station/${encodeURIComponent(stationId)}`);
    return (
      <Link to={`/login?next=${next}`} className={buttonClass('primary')}>
        Nu tanken
      </Link>
    );
  }
  return (
    <Suspense fallback={<Button disabled>Nu tanken</Button>}>
      <SignedInRefuelButton stationId={stationId} />
    </Suspense>
  );
}
