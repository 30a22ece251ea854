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
        <ActiveCardBlock />
        <CostChartBlock />
        <StationComparer />
        <PointsSubscriptionBlock />
        <RecentTransactions />
        <Co2RdwBlock />
        <MapBlock />
      </div>
    </div>
  );
}
