import type { Reward } from '@fuellinq/domain/money/loyalty.contract';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatPoints } from '../../../lib/amounts.ts';

/** The rewards, each with its price in points; one the points do not cover yet says how many are missing. */
export function RewardList({
  rewards,
  points,
  onRedeem,
}: {
  rewards: Reward[];
  points: number;
  onRedeem: (reward: Reward) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Beloningen
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {rewards.map((reward) => (
          <li key={reward.key} className="card flex flex-col gap-2 p-5">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold">{reward.title}</p>
              <Badge tone={reward.available ? 'brand' : 'neutral'}>{formatPoints(reward.points)}</Badge>
            </div>
            <p className="text-sm text-muted">{reward.description}</p>
            <div className="mt-auto pt-2">
              {reward.available ? (
                <Button size="sm" onClick={() => onRedeem(reward)}>
                  Inwisselen<span className="sr-only"> ({reward.title})</span>
                </Button>
              ) : (
                <p className="text-sm text-muted">
                  Nog {formatPoints(Math.max(0, reward.points - points))} nodig.
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
