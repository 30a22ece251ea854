import { subscriptionStatusLabels } from '@fuellinq/domain/billing/subscription-status';
import { billingMessages } from '@fuellinq/domain/billing/billing-rules';
import { formatDate, formatEuro } from '@fuellinq/domain/format/nl-format';
import { POINTS_FALLBACK, REWARDS } from '@fuellinq/domain/money/rewards';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { formatPoints } from '../../../lib/amounts.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { loyaltyQueryOptions } from '../../loyalty/api/loyalty-queries.ts';
import { subscriptionQueryOptions } from '../../billing/api/billing-queries.ts';
import { EstimateNote, OverviewBlock } from './overview-block.tsx';

/** The next reward within reach of these points, and how many points it still needs. */
export function nextReward(points: number) {
  const reward = REWARDS.find((candidate) => candidate.points > points);
  return reward ? { title: reward.title, missing: reward.points - points } : null;
}

/**
 * Spec §2 and §9: the points (420 when they cannot be loaded, said so) and the subscription: its status,
 * the trial's end or the next charge.
 */
export function PointsSubscriptionBlock() {
  const loyalty = useQuery(loyaltyQueryOptions());
  const subscription = useQuery(subscriptionQueryOptions());

  return (
    <OverviewBlock title="Punten en abonnement">
      {() => (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <p className="text-sm text-muted">Punten</p>
            {loyalty.isPending ? (
              <span role="status" aria-label="Punten laden…">
                <Skeleton className="h-8 w-24" />
              </span>
            ) : loyalty.isError ? (
              <>
                <p className="text-2xl font-bold">{formatPoints(POINTS_FALLBACK)}</p>
                <EstimateNote>
                  Je punten konden niet worden geladen; dit is een standaardwaarde, niet je eigen saldo.
                </EstimateNote>
              </>
            ) : (
              <>
                <p className="text-2xl font-bold">{formatPoints(loyalty.data.points)}</p>
                <p className="text-sm">
                  {(() => {
                    const next = nextReward(loyalty.data.points);
                    return next
                      ? `Nog ${formatPoints(next.missing)} tot ${next.title}.`
                      : 'Je kunt elke beloning inwisselen.';
                  })()}{' '}
                  <Link to="/app/rewards" className="font-medium text-primary hover:underline">
                    Punten & Rewards
                  </Link>
                </p>
              </>
            )}
          </div>
          <div className="space-y-1">
            <p className="text-sm text-muted">Abonnement</p>
            {subscription.isPending ? (
              <span role="status" aria-label="Abonnement laden…">
                <Skeleton className="h-8 w-32" />
              </span>
            ) : subscription.isError ? (
              <ErrorState
                message={errorText(subscription.error, { headline: billingMessages.loadFailed })}
                onRetry={() => void subscription.refetch()}
              />
            ) : (
              <>
                <p className="text-lg font-semibold">{subscriptionStatusLabels[subscription.data.status]}</p>
                <p className="text-sm">
                  {subscription.data.status === 'none'
                    ? billingMessages.noSubscription
                    : subscription.data.status === 'trialing' && subscription.data.trial_ends_on
                      ? `Gratis tot en met ${formatDate(subscription.data.trial_ends_on)}; daarna ${billingMessages.price}.`
                      : subscription.data.next_charge_on && subscription.data.next_charge_cents !== null
                        ? `Volgende betaling ${formatEuro(subscription.data.next_charge_cents)} op ${formatDate(subscription.data.next_charge_on)}.`
                        : subscription.data.cancel_at_period_end && subscription.data.current_period_end
                          ? `Opgezegd; loopt tot en met ${formatDate(subscription.data.current_period_end)}.`
                          : billingMessages.price}{' '}
                  <Link to="/app/subscription" className="font-medium text-primary hover:underline">
                    Abonnement beheren
                  </Link>
                </p>
              </>
            )}
          </div>
        </div>
      )}
    </OverviewBlock>
  );
}
