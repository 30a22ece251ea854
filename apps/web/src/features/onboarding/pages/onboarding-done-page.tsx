import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { meQueryOptions } from '../../auth/api/auth-api.ts';
import { bankStatusQueryOptions } from '../../bank/api/bank-queries.ts';
import { walletStatusQueryOptions } from '../../cards/api/wallet-api.ts';
import { vehiclesQueryOptions } from '../../vehicles/api/vehicle-queries.ts';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';

interface Item {
  label: string;
  done: boolean;
  optional?: boolean;
  to?: string;
}

/** Spec §2: the card is active; the checklist ticks each step from what the server knows. */
export function OnboardingDonePage() {
  const me = useQuery(meQueryOptions());
  const bank = useQuery(bankStatusQueryOptions());
  const wallet = useQuery(walletStatusQueryOptions());
  const vehicles = useQuery({ ...vehiclesQueryOptions(), retry: false });

  const items: Item[] = [
    { label: 'Account aangemaakt', done: me.isSuccess },
    { label: 'Bankrekening gekoppeld', done: bank.data?.linked === true, to: '/onboarding/bank' },
    // Only once the pass was added (or its page opened): a wallet that answered "nog niet geconfigureerd" is not it.
    { label: 'Pas in je wallet', done: wallet.data?.pass_added === true, to: '/onboarding/wallet' },
    { label: 'Voertuig toevoegen', done: (vehicles.data?.length ?? 0) > 0, to: '/app/vehicles' },
    { label: 'Meldingen of factuurinstellingen', done: false, optional: true, to: '/app/invoices' },
  ];
  const loading = me.isPending || bank.isPending || wallet.isPending;

  return (
    <div className="mx-auto max-w-2xl">
      <OnboardingSteps current={4} />
      <PageHeader
        title="Je pas is geactiveerd"
        intro="Je prepaid tankpas is klaar. Nog een paar dingen om alles uit FuelLinq te halen:"
      />
      <ul aria-label="Checklist" aria-busy={loading} className="card divide-y divide-border">
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-3 px-5 py-3" data-done={item.done}>
            <span
              aria-hidden
              className={`flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-bold ${
                item.done ? 'border-success bg-success text-white' : 'border-border text-transparent'
              }`}
            >
              ✓
            </span>
            <span className="flex-1">
              {item.label}
              {item.optional ? <span className="text-muted"> (optioneel)</span> : null}
              <span className="sr-only">{item.done ? ': gedaan' : ': nog niet gedaan'}</span>
            </span>
            {!item.done && item.to ? (
              <Link
                to={item.to}
                aria-label={`${item.label}: regelen`}
                className="text-sm font-medium text-primary underline"
              >
                Regelen
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/app/vehicles">Voertuig toevoegen</ButtonLink>
        <ButtonLink to="/app" variant="secondary">
          Naar je dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
