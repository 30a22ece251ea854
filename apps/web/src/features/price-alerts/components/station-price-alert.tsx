import type { FuelType } from '@fuellinq/domain/fuel/fuel-types';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/use-session.ts';

// The form (react-hook-form, the contract's zod schemas) loads when a driver opens it: a station page's
// visitors, most of them signed out, do not download it.
const PriceAlertForm = lazy(() =>
  import('./price-alert-form.tsx').then((module) => ({ default: module.PriceAlertForm })),
);

/**
 * "Prijsalarm" on a station page (issue 28 §4): a signed-in driver sets an alert for a fuel here under a
 * price; someone signed out is asked to log in first.
 */
export function StationPriceAlert({
  station,
}: {
  station: { id: string; title: string; fuels?: readonly string[] };
}) {
  const { isLoggedIn } = useSession();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const here = `/station/${station.id}`;
  return (
    <section aria-label="Prijsalarm" className="card p-5">
      <h2 className="mb-2 text-lg font-bold">Prijsalarm</h2>
      {!isLoggedIn ? (
        <div className="space-y-2 text-sm">
          <p>Hoor het zodra de prijs hier onder jouw maximum komt.</p>
          <ButtonLink variant="secondary" size="sm" to={`/auth?next=${encodeURIComponent(here)}`}>
            Log in voor een prijsalarm
          </ButtonLink>
        </div>
      ) : open ? (
        <Suspense fallback={<Spinner label="Formulier laden…" />}>
          <PriceAlertForm
            station={{ ...station, fuels: station.fuels as FuelType[] | undefined }}
            onDone={() => {
              setOpen(false);
              setSaved(true);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <div className="space-y-2 text-sm">
          {saved ? (
            <Alert tone="success">
              Je prijsalarm staat. <Link to="/app/prijsalarmen">Bekijk je prijsalarmen</Link>
            </Alert>
          ) : (
            <p>Hoor het zodra de prijs hier onder jouw maximum komt.</p>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSaved(false);
              setOpen(true);
            }}
          >
            Prijsalarm zetten
          </Button>
        </div>
      )}
    </section>
  );
}
