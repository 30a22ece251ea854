import type { ReactNode } from 'react';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { Co2RdwBlock } from '../../vehicles/components/co2-rdw-block.tsx';
import { ActiveCardBlock } from '../components/active-card-block.tsx';
import { CostChartBlock } from '../components/cost-chart-block.tsx';
import { MapBlock } from '../components/map-block.tsx';
import { OverviewTiles } from '../components/overview-tiles.tsx';
import { PointsSubscriptionBlock } from '../components/points-subscription-block.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { RecentTransactions } from '../components/recent-transactions.tsx';
import { StationComparer } from '../components/station-comparer.tsx';
import { WelcomeBar } from '../components/welcome-bar.tsx';

/**
 * A block below the first screen of a phone: drawn, and its requests sent, once the driver scrolls towards it,
 * so the first screen (the welcome, the actions and the tiles) is not held up by work nobody sees yet. On a
 * wide screen the blocks are on the first screen and are drawn at once.
 */
function Later({ className = '', children }: { className?: string; children: ReactNode }) {
  const { ref, near } = useNearViewport('100px');
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <div ref={ref} className={`min-w-0 *:h-full ${className}`}>
      {near || wide ? children : <SkeletonList rows={3} label="Laden…" />}
    </div>
  );
}

/**
 * /app (Overzicht), spec §2: the welcome bar, the tiles, quick actions, the active card, the cost and saving
 * chart, the station comparer, points and subscription, recent refuels, CO2 and RDW, and the map. Every
 * block loads its own data and shows its own loading, empty and error state: one failing call never blanks
 * the page.
 */
export function OverviewPage() {
  return (
    <div className="space-y-6">
      <WelcomeBar />
      <QuickActions />
      <OverviewTiles />
      <div className="grid gap-6 lg:grid-cols-3">
        <Later>
          <ActiveCardBlock />
        </Later>
        <Later className="lg:col-span-2">
          <CostChartBlock />
        </Later>
        <Later className="lg:col-span-2">
          <StationComparer />
        </Later>
        <Later>
          <PointsSubscriptionBlock />
        </Later>
        <Later className="lg:col-span-2">
          <RecentTransactions />
        </Later>
        <Later>
          <Co2RdwBlock />
        </Later>
        <Later className="lg:col-span-3">
          <MapBlock />
        </Later>
      </div>
    </div>
  );
}
