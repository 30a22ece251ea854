export { AdminHomePage } from './admin-home-page.tsx';
export { AdminStationsPage } from './stations-page.tsx';
export { AdminUsersPage } from './users-page.tsx';
export { AdminPriceReportsPage } from './price-reports-page.tsx';
