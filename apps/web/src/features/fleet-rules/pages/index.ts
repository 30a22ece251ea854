export { FleetFlagsPage } from './flags-page.tsx';
export { FleetRulesPage } from './rules-page.tsx';
