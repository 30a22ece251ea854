import {
  type LoyaltyResponse,
  loyaltyMessages,
  type Reward,
  type RewardKey,
} from '@fuellinq/domain/money/loyalty.contract';
import { useQuery } from '@tanstack/react-query';
import { ListView } from '../../../components/ui/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatPoints } from '../../../lib/amounts.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { keyed } from '../../../lib/idempotency-key.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { loyaltyQueryOptions, useRedeem } from '../api/loyalty-queries.ts';
import { PointsHistory } from '../components/points-history.tsx';
import { Redemptions } from '../components/redemptions.tsx';
import { RewardList } from '../components/reward-list.tsx';

/**
 * /app/rewards (Punten & Rewards): the points balance, the rewards to redeem (each after a confirmation, each
 * exactly once by its Idempotency-Key), what was redeemed with its voucher codes, and the points history.
 */
export function RewardsPage() {
  const list = useListState<Reward>();
  const loyalty = useQuery(loyaltyQueryOptions());
  const redeem = useRedeem();

  return (
    <section>
      <PageHeader
        title="Punten & Rewards"
        intro="Je spaart 1 punt per getankte liter, dubbel bij stations met een actie. Wissel je punten in voor tegoed of een gratis wasbeurt."
      />
      <ListView
        state={list}
        query={loyalty}
        loadingLabel="Punten laden…"
        errorMessage={(error) => errorText(error, { headline: loyaltyMessages.loadFailed })}
        isEmpty={() => false}
        empty={() => null}
        confirm={{
          title: 'Beloning inwisselen?',
          confirmLabel: 'Inwisselen',
          tone: 'primary',
          busy: redeem.isPending,
          failureHeadline: loyaltyMessages.redeemFailed,
          describe: (reward) => redeemQuestion(reward, loyalty.data),
          onConfirm: async (reward) => {
            const { redemption } = await redeem.mutateAsync(keyed({ reward: reward.key as RewardKey }));
            list.setMessage(
              redemption.voucher_code
                ? `${loyaltyMessages.redeemed} Je code: ${redemption.voucher_code}`
                : loyaltyMessages.redeemed,
            );
          },
        }}
      >
        {(data) => (
          <div className="space-y-8">
            <p className="card p-5">
              <span className="block text-sm text-muted">Je puntensaldo</span>
              <span className="text-3xl font-bold">{formatPoints(data.points)}</span>
            </p>
            <RewardList rewards={data.rewards} points={data.points} onRedeem={list.confirm} />
            <Redemptions redemptions={data.redemptions} />
            <PointsHistory history={data.history} />
          </div>
        )}
      </ListView>
    </section>
  );
}

function redeemQuestion(reward: Reward, loyalty: LoyaltyResponse | undefined) {
  const left = loyalty ? loyalty.points - reward.points : null;
  return (
    <>
      {reward.title} kost {formatPoints(reward.points)}.
      {left !== null ? ` Daarna heb je nog ${formatPoints(left)}.` : ''} Je kunt dit niet ongedaan maken.
    </>
  );
}
