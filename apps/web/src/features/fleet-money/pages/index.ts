export { FleetOverviewPage } from './fleet-overview-page.tsx';
export { FleetRefuelsPage } from './fleet-refuels-page.tsx';
