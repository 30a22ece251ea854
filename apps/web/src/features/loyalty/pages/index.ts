export { RewardsPage } from './rewards-page.tsx';
